// Shop owners add a colleague: name, address, number, roles, optionally a password they tell them, and an
// invitation (a sign-in link by e-mail or text message). An address that already has an account (in another
// shop) is added with its own name and password; see modules/shops/add_user.ts.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { CsrfField, FormMessages, useFormResult } from "@ui/forms.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { BackToUsers } from "./back_to_users.tsx";
import { PasswordSuggestion } from "./password_suggestion.tsx";
import { RoleFields, rolesFrom, UserFields } from "./user_fields.tsx";
import { RadioChoices } from "./radio_choices.tsx";

const INVITATIONS = [
  { value: "email", label: "E-mail them a sign-in link" },
  { value: "sms", label: "Text them a sign-in link (needs the mobile number)" },
  { value: "none", label: "Don't send anything now" },
] as const;

export function AddUserPage({ result, shopUriName }: { result: ShownOutcome<null>; shopUriName: string }) {
  return (
    <ShopPageResult
      result={result}
      shopUriName={shopUriName}
      back={<BackToUsers shopUriName={shopUriName} />}
    >
      {() => <AddUserForm shopUriName={shopUriName} />}
    </ShopPageResult>
  );
}

function AddUserForm({ shopUriName }: { shopUriName: string }) {
  const form = useFormResult();
  const values = form?.values;
  const invite = values?.invite ?? "email";
  return (
    <main className="form-card form-wide">
      <h1>Add a user</h1>
      <FormMessages form={form} />
      <form method="post" action={`/${shopUriName}/users/add`}>
        <CsrfField />
        <UserFields values={values ?? {}} />
        <RoleFields
          roles={rolesFrom(values, { isAdministrator: false, isManager: false, isMechanic: true })}
        />
        <PasswordSuggestion />
        <fieldset>
          <legend>Invitation</legend>
          <RadioChoices name="invite" choices={INVITATIONS} checked={invite} />
          <p className="hint">
            The link signs them in once; after that they use their password or a new link.
          </p>
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button primary">Add user</button>
          <BackToUsers shopUriName={shopUriName} />
        </div>
      </form>
    </main>
  );
}
