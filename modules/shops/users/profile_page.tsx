// Every member's own page: name, mobile number, notifications, time zone, and the password. The two forms
// post to this address, told apart by the hidden `form` field, so a refusal comes back to this page. Below
// them the member's pictures in this shop, one of which may be their profile picture (a UserAsset of
// purpose avatar).
import { NOTIFY_MODES, type NotifyMode } from "@modules/accounts/ui.ts";
import { STAFF_FRAME_MESSAGES, usePageCulture, useWords, WordsProvider } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { CsrfField, Field, FormMessages, useFormResult } from "@ui/forms.tsx";
import type { ProfilePage } from "./users_pages.server.ts";
import { PersonHeading, useAvatar, UserPictures } from "./user_pictures.tsx";
import { RadioChoices } from "./radio_choices.tsx";
import type { ProfileNotice } from "./profile_search.ts";

const DONE: Record<ProfileNotice, string> = { saved: M.doneProfileSaved, password: M.donePassword };

const NOTIFY_LABELS: Record<NotifyMode, string> = {
  always: M.notifyAlways,
  relevant: M.notifyRelevant,
  disabled: M.notifyDisabled,
};

export function YourProfilePage({ result, shopUriName, done }: {
  result: ShownOutcome<ProfilePage>;
  shopUriName: string;
  done?: ProfileNotice;
}) {
  // Every member may open their own page: there is no refusal to show here.
  if (result.outcome !== "ok") return null;
  return (
    <WordsProvider words={result.page.words}>
      <Profile page={result.page} shopUriName={shopUriName} done={done} />
    </WordsProvider>
  );
}

function Profile(
  { page, shopUriName, done }: { page: ProfilePage; shopUriName: string; done?: ProfileNotice },
) {
  const form = useFormResult();
  const avatar = useAvatar(page.pictures, true);
  const say = useWords();
  const passwordForm = form?.values?.form === "password";
  const values = form && !passwordForm ? form.values ?? {} : page.me;
  return (
    <main className="form-card form-wide" lang={usePageCulture()}>
      <PersonHeading name={say(STAFF_FRAME_MESSAGES.yourProfile)} avatarUrl={avatar.url} />
      {done && !form && <p className="form-notice" role="status">{say(DONE[done])}</p>}
      {!passwordForm && <FormMessages form={form} />}
      <form method="post" action={`/${shopUriName}/users/me`}>
        <CsrfField />
        <input type="hidden" name="form" value="profile" />
        <Field
          label={say(M.name)}
          name="displayName"
          required
          maxLength={120}
          defaultValue={values.displayName}
        />
        <div className="field">
          <span className="label">{say(M.emailAddress)}</span>
          <p className="static-value">{page.me.email}</p>
          <p className="hint">{say(M.emailProfileHint)}</p>
        </div>
        <Field
          label={say(M.mobileOptional)}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          hint={say(M.mobileHint)}
        />
        <fieldset>
          <legend>{say(M.notifyMeAbout)}</legend>
          <RadioChoices
            name="notifyMode"
            choices={NOTIFY_MODES.map(({ value }) => ({ value, label: say(NOTIFY_LABELS[value]) }))}
            checked={values.notifyMode}
          />
        </fieldset>
        <div className="field">
          <label htmlFor="field-timeZone">{say(M.timeZone)}</label>
          <select id="field-timeZone" name="timeZone" defaultValue={values.timeZone}>
            <option value="">{say(M.shopTimeZone, { zone: page.shopTimeZone.replaceAll("_", " ") })}</option>
            {page.timeZones.map((zone) => <option key={zone} value={zone}>{zone.replaceAll("_", " ")}
            </option>)}
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="button primary">{say(M.save)}</button>
        </div>
      </form>

      <h2 className="section-heading">{say(page.hasPassword ? M.changeYourPassword : M.chooseAPassword)}</h2>
      {passwordForm && <FormMessages form={form} />}
      <form method="post" action={`/${shopUriName}/users/me`}>
        <CsrfField />
        <input type="hidden" name="form" value="password" />
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={page.me.email} />
        {page.needsCurrentPassword
          ? (
            <Field
              label={say(M.currentPassword)}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
          )
          : <p className="hint">{say(page.hasPassword ? M.signedInWithLink : M.noPasswordYet)}</p>}
        <Field
          label={say(M.newPassword)}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          hint={say(M.newPasswordHint)}
        />
        <Field
          label={say(M.newPasswordAgain)}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
        />
        <div className="form-actions">
          <button type="submit" className="button primary">
            {say(page.hasPassword ? M.changePassword : M.setPassword)}
          </button>
        </div>
      </form>

      {page.pictures && (
        <UserPictures
          userId={page.userId}
          label={say(M.yourPictures)}
          pictures={page.pictures}
          readOnly={false}
          onChange={avatar.onPicturesChange}
        />
      )}
    </main>
  );
}
