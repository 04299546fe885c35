// The pieces every ordinary form of the staff pages is made of: the CSRF field, labelled inputs, and the
// message a refused post came back with. Forms post without scripts; see src/platform/forms.ts.
import { getRouteApi, useLocation } from "@tanstack/react-router";
import type { ComponentProps, ReactNode } from "react";
import type { FormResult } from "../platform/viewer.ts";

const root = getRouteApi("__root__");

/** The token write requests carry; the root route loaded it with the page. */
export function useCsrfToken(): string {
  return root.useLoaderData().csrfToken;
}

/** The result of this page's refused form post, if the page was rendered for one. */
export function useFormResult(): FormResult | null {
  const form = root.useLoaderData().form;
  const { pathname } = useLocation();
  return form && form.path === pathname ? form : null;
}

export function CsrfField() {
  return <input type="hidden" name="csrfToken" value={useCsrfToken()} />;
}

export function FormMessages({ form }: { form: FormResult | null }) {
  if (!form) return null;
  return (
    <>
      {form.error && <p className="form-error" role="alert">{form.error}</p>}
      {form.notice && <p className="form-notice" role="status">{form.notice}</p>}
    </>
  );
}

export function Field(
  props: { label: string; hint?: ReactNode; name: string } & ComponentProps<"input">,
) {
  const { label, hint, ...input } = props;
  const id = input.id ?? `field-${input.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
      {hint && <p className="hint">{hint}</p>}
    </div>
  );
}

/** The sign-in address field of the sign-in pages, filled by password managers as the username. */
export function SignInEmailField({ defaultValue }: { defaultValue?: string }) {
  return (
    <Field
      label="E-mail address"
      name="email"
      type="email"
      autoComplete="username"
      required
      defaultValue={defaultValue}
    />
  );
}
