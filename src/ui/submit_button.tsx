// A form's submit button that shows a spinner while the form is being sent (seed 001), for ordinary form
// posts: from the submit until the next page arrives, the button is busy and the form aria-busy. Coming
// back with the Back button (a page restored from the back-forward cache) clears both.
import { type ReactNode, useEffect, useRef, useState } from "react";

export function SubmitButton({ children, primary = true }: { children: ReactNode; primary?: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      // After every handler has run: a submit a script took over is not a page load.
      setTimeout(() => {
        if (event.defaultPrevented) return;
        form.setAttribute("aria-busy", "true");
        setBusy(true);
      });
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      form.removeAttribute("aria-busy");
      setBusy(false);
    };
    form.addEventListener("submit", onSubmit);
    addEventListener("pageshow", onPageShow);
    return () => {
      form.removeEventListener("submit", onSubmit);
      removeEventListener("pageshow", onPageShow);
    };
  }, []);

  return (
    <button
      ref={ref}
      type="submit"
      className={`button submit-button${primary ? " primary" : ""}`}
      // Not disabled: a disabled button would drop out of the form data and the focus order; a second
      // press while busy does nothing, as the first post is already under way.
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={(event) => busy && event.preventDefault()}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
