// <TextTransform /> inside a form tidies the capitals of its inputs (docs/ui/text_transform.md): a field
// when the person leaves it after changing it, so a name typed in a hurry is right before the next field,
// and every field at once with the "Tidy capitals" button (for text pasted or filled in earlier). A submit
// while a call runs waits for it, so what is saved is the tidied text. A failure says why and leaves the
// typed text. Before scripts run it does nothing: the form posts what was typed.
import { useEffect, useRef, useState } from "react";
import { isTextField, transformFields } from "./text_transform.ts";
import { useHydrated } from "./use_hydrated.ts";

export function TextTransform(
  { button = false }: { /** Show the "Tidy capitals" button. */ button?: boolean },
) {
  const root = useRef<HTMLDivElement>(null);
  const running = useRef(new Set<Promise<void>>());
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();

  function run(fields: Element[]) {
    const call = transformFields(fields.filter(isTextField)).then(
      () => setError(null),
      (failure: Error) => setError(`The capitals were not tidied: ${failure.message}`),
    );
    running.current.add(call);
    call.finally(() => running.current.delete(call));
  }

  useEffect(() => {
    const form = root.current?.closest("form");
    if (!form) return;
    const onChange = (event: Event) => {
      if (isTextField(event.target)) run([event.target]);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (running.current.size === 0) return;
      // Submitted again once the text is back, so every submit handler sees the tidied text.
      event.preventDefault();
      event.stopImmediatePropagation();
      Promise.allSettled(running.current).then(() => form.requestSubmit(event.submitter));
    };
    form.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit, { capture: true });
    return () => {
      form.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit, { capture: true });
    };
  }, []);

  return (
    <div ref={root} className="text-transform">
      {button && (
        <button
          type="button"
          className="button"
          disabled={!hydrated}
          onClick={() => run([...root.current?.closest("form")?.elements ?? []])}
        >
          Tidy capitals
        </button>
      )}
      {error && <p className="form-error" role="alert">{error}</p>}
    </div>
  );
}
