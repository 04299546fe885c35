// A list's filter form, once scripts run: each change (or Enter in the search box) reads the whole form as
// the address would carry it and navigates there, on the list's first page (when it has pages). `tidy` leaves
// out the list's defaults, so the plain list keeps a plain address.
import type { FormEvent } from "react";

export function filterFormHandlers<S extends object>(
  readParams: (params: URLSearchParams) => S,
  tidy: (next: S) => void,
  go: (next: S) => void,
) {
  function apply(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) params.append(name, String(value));
    const next: S & { page?: unknown } = readParams(params);
    delete next.page;
    tidy(next);
    go(next);
  }
  return {
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      apply(event.currentTarget);
    },
    applyOnChange(event: { currentTarget: { form: HTMLFormElement | null } }) {
      apply(event.currentTarget.form!);
    },
  };
}
