// The fields a shop owner fills in for a user, on the add page and the edit page alike.
import { Field } from "@ui/forms.tsx";
import type { Roles } from "../roles.ts";

export interface UserFieldValues {
  displayName?: string;
  email?: string;
  phone?: string;
}

/** Name, e-mail address and mobile number; `locked` (the reason) makes them read-only. */
export function UserFields({ values, locked }: { values: UserFieldValues; locked?: string | null }) {
  return (
    <>
      {locked && <p className="hint">{locked}</p>}
      <Field
        label="Name"
        name="displayName"
        autoComplete="off"
        required
        maxLength={120}
        readOnly={!!locked}
        defaultValue={values.displayName}
      />
      <Field
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="off"
        required
        readOnly={!!locked}
        defaultValue={values.email}
        hint="They sign in with it."
      />
      <Field
        label="Mobile number (optional)"
        name="phone"
        type="tel"
        autoComplete="off"
        readOnly={!!locked}
        defaultValue={values.phone}
        hint="For sign-in links and notices by text message."
      />
    </>
  );
}

const ROLES: ReadonlyArray<{ flag: keyof Roles; label: string; hint: string }> = [
  { flag: "isAdministrator", label: "Shop owner", hint: "everything, including users and settings" },
  { flag: "isManager", label: "Manager", hint: "service adviser: inspections, customers, reports" },
  { flag: "isMechanic", label: "Mechanic", hint: "runs inspections in the bay" },
];

/** The role checkboxes (at least one): a checked box is sent as "true", an unchecked one not at all. */
export function RoleFields({ roles }: { roles: Partial<Record<keyof Roles, boolean>> }) {
  return (
    <fieldset>
      <legend>Roles</legend>
      {ROLES.map((role) => (
        <label key={role.flag} className="checkbox">
          <input type="checkbox" name={role.flag} value="true" defaultChecked={roles[role.flag] === true} />
          <span>
            {role.label} <span className="hint">— {role.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Roles as a refused form sent them back (checked boxes only), or as stored. */
export function rolesFrom(values: Record<string, string> | undefined, stored?: Roles) {
  if (!values) return stored ?? {};
  return {
    isAdministrator: values.isAdministrator === "true",
    isManager: values.isManager === "true",
    isMechanic: values.isMechanic === "true",
  };
}
