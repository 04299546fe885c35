// The fields a shop owner fills in for a user, on the add page and the edit page alike.
import { Field } from "@ui/forms.tsx";
import type { Roles } from "../roles.ts";
import { useWords } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";

export interface UserFieldValues {
  displayName?: string;
  email?: string;
  phone?: string;
}

/** Name, e-mail address and mobile number; `locked` (the reason) makes them read-only. */
export function UserFields({ values, locked }: { values: UserFieldValues; locked?: string | null }) {
  const say = useWords();
  return (
    <>
      {locked && <p className="hint">{locked}</p>}
      <Field
        label={say(M.name)}
        name="displayName"
        autoComplete="off"
        required
        maxLength={120}
        readOnly={!!locked}
        defaultValue={values.displayName}
      />
      <Field
        label={say(M.emailAddress)}
        name="email"
        type="email"
        autoComplete="off"
        required
        readOnly={!!locked}
        defaultValue={values.email}
        hint={say(M.emailHint)}
      />
      <Field
        label={say(M.mobileOptional)}
        name="phone"
        type="tel"
        autoComplete="off"
        readOnly={!!locked}
        defaultValue={values.phone}
        hint={say(M.mobileHint)}
      />
    </>
  );
}

/** Each role's checkbox, by the keys of its label and what the role may do. */
const ROLES: ReadonlyArray<{ flag: keyof Roles; label: string; hint: string }> = [
  { flag: "isAdministrator", label: M.roleOwner, hint: M.roleOwnerHint },
  { flag: "isManager", label: M.roleManager, hint: M.roleManagerHint },
  { flag: "isMechanic", label: M.roleMechanic, hint: M.roleMechanicHint },
];

/** The role checkboxes (at least one): a checked box is sent as "true", an unchecked one not at all. */
export function RoleFields({ roles }: { roles: Partial<Record<keyof Roles, boolean>> }) {
  const say = useWords();
  return (
    <fieldset>
      <legend>{say(M.roles)}</legend>
      {ROLES.map((role) => (
        <label key={role.flag} className="checkbox">
          <input type="checkbox" name={role.flag} value="true" defaultChecked={roles[role.flag] === true} />
          <span>
            {say(role.label)} <span className="hint">— {say(role.hint)}</span>
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
