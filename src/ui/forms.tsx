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

/** How a field sits in its row: "grow" takes the row's spare width (a search box), "narrow" a short value. */
type FieldWidth = "grow" | "narrow";

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  width?: FieldWidth;
}

/** The one shape of every labelled control: the label, the control, and the hint under it. */
export function FieldBox(props: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={props.width ? `field ${props.width}` : "field"}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.hint && <p className="hint">{props.hint}</p>}
    </div>
  );
}

/** Splits the frame's props from the control's; the control's id defaults to field-{name}. */
function labelled<Control extends { id?: string; name: string }>(
  props: FieldFrame & Control,
  render: (control: Control & { id: string }) => ReactNode,
) {
  const { label, hint, width, ...control } = props;
  const id = control.id ?? `field-${control.name}`;
  return (
    <FieldBox id={id} label={label} hint={hint} width={width}>
      {render({ ...control, id } as unknown as Control & { id: string })}
    </FieldBox>
  );
}

type Named<Tag extends "input" | "select" | "textarea"> = FieldFrame & { name: string } & ComponentProps<Tag>;

export function Field(props: Named<"input">) {
  return labelled(props, (input) => <input {...input} />);
}

/** A labelled select; its options are the children. */
export function SelectField(props: Named<"select">) {
  return labelled(props, (select) => <select {...select} />);
}

export function TextAreaField(props: Named<"textarea">) {
  return labelled(props, (textarea) => <textarea {...textarea} />);
}

/** A list's search box, which takes the filter row's spare width. */
export function SearchField(props: { id: string; placeholder: string; defaultValue: string }) {
  return <Field label="Search" width="grow" type="search" name="search" {...props} />;
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
