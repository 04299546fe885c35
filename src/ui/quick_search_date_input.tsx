// A date input of a quick-search form (a plain GET form): picking a date sends the form, typing one sends
// it once the typing is done (rules in src/ui/quick_search.ts). The form keeps a submit button for pages
// without scripts.
import { type ComponentProps, useEffect, useRef } from "react";
import { afterKey, type DateTyping, NOT_TYPING, onDateBlur, onDateChange } from "./quick_search.ts";

type Props = { label: string; name: string } & Omit<ComponentProps<"input">, "ref" | "type">;

export function QuickSearchDateInput({ label, ...input }: Props) {
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let typing: DateTyping = NOT_TYPING;
    const send = (step: { submit: boolean; state: DateTyping }) => {
      typing = step.state;
      if (step.submit) element.form?.requestSubmit();
    };
    const onKeyDown = (event: KeyboardEvent) => (typing = afterKey(typing, event.key, Date.now()));
    // The DOM's change event: React's onChange is the input event.
    const onChange = () => send(onDateChange(typing, Date.now()));
    const onBlur = () => send(onDateBlur(typing, Date.now()));
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("change", onChange);
    element.addEventListener("blur", onBlur);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("change", onChange);
      element.removeEventListener("blur", onBlur);
    };
  }, []);

  const id = input.id ?? `field-${input.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} type="date" {...input} />
    </div>
  );
}
