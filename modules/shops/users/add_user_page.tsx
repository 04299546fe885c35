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
import { type PageWords, usePageCulture, useWords, WordsProvider } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";

const INVITATIONS = [
  { value: "email", label: M.inviteEmail },
  { value: "sms", label: M.inviteSms },
  { value: "none", label: M.inviteNone },
] as const;

export function AddUserPage(
  { result, shopUriName }: { result: ShownOutcome<{ words: PageWords }>; shopUriName: string },
) {
  return (
    <ShopPageResult
      result={result}
      shopUriName={shopUriName}
      back={<BackToUsers shopUriName={shopUriName} />}
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <AddUserForm shopUriName={shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function AddUserForm({ shopUriName }: { shopUriName: string }) {
  const form = useFormResult();
  const values = form?.values;
  const invite = values?.invite ?? "email";
  const say = useWords();
  return (
    <main className="form-card form-wide" lang={usePageCulture()}>
      <h1>{say(M.addUser)}</h1>
      <FormMessages form={form} />
      <form method="post" action={`/${shopUriName}/users/add`}>
        <CsrfField />
        <UserFields values={values ?? {}} />
        <RoleFields
          roles={rolesFrom(values, { isAdministrator: false, isManager: false, isMechanic: true })}
        />
        <PasswordSuggestion />
        <fieldset>
          <legend>{say(M.invitation)}</legend>
          <RadioChoices
            name="invite"
            choices={INVITATIONS.map(({ value, label }) => ({ value, label: say(label) }))}
            checked={invite}
          />
          <p className="hint">{say(M.invitationHint)}</p>
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button primary">{say(M.addButton)}</button>
          <BackToUsers shopUriName={shopUriName} />
        </div>
      </form>
    </main>
  );
}
