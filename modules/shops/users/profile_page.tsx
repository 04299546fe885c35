// Every member's own page: name, mobile number, notifications, time zone, and the password. The two forms
// post to this address, told apart by the hidden `form` field, so a refusal comes back to this page. Below
// them the member's pictures in this shop, one of which may be their profile picture (a UserAsset of
// purpose avatar).
import { NOTIFY_MODES } from "@modules/accounts/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { CsrfField, Field, FormMessages, useFormResult } from "@ui/forms.tsx";
import type { ProfilePage } from "./users_pages.server.ts";
import { PersonHeading, useAvatar, UserPictures } from "./user_pictures.tsx";
import { RadioChoices } from "./radio_choices.tsx";
import { DONE, type ProfileNotice } from "./profile_search.ts";

export function YourProfilePage({ result, shopUriName, done }: {
  result: ShownOutcome<ProfilePage>;
  shopUriName: string;
  done?: ProfileNotice;
}) {
  const form = useFormResult();
  const avatar = useAvatar(result.outcome === "ok" ? result.page.pictures : null, true);
  // Every member may open their own page: there is no refusal to show here.
  if (result.outcome !== "ok") return null;
  const page = result.page;
  const passwordForm = form?.values?.form === "password";
  const values = form && !passwordForm ? form.values ?? {} : page.me;
  return (
    <main className="form-card form-wide">
      <PersonHeading name="Your profile" avatarUrl={avatar.url} />
      {done && !form && <p className="form-notice" role="status">{DONE[done]}</p>}
      {!passwordForm && <FormMessages form={form} />}
      <form method="post" action={`/${shopUriName}/users/me`}>
        <CsrfField />
        <input type="hidden" name="form" value="profile" />
        <Field label="Name" name="displayName" required maxLength={120} defaultValue={values.displayName} />
        <div className="field">
          <span className="label">E-mail address</span>
          <p className="static-value">{page.me.email}</p>
          <p className="hint">You sign in with it. A shop owner can change it.</p>
        </div>
        <Field
          label="Mobile number (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          hint="For sign-in links and notices by text message."
        />
        <fieldset>
          <legend>Notify me about</legend>
          <RadioChoices name="notifyMode" choices={NOTIFY_MODES} checked={values.notifyMode} />
        </fieldset>
        <div className="field">
          <label htmlFor="field-timeZone">Time zone</label>
          <select id="field-timeZone" name="timeZone" defaultValue={values.timeZone}>
            <option value="">The shop's time zone ({page.shopTimeZone.replaceAll("_", " ")})</option>
            {page.timeZones.map((zone) => <option key={zone} value={zone}>{zone.replaceAll("_", " ")}
            </option>)}
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="button primary">Save</button>
        </div>
      </form>

      <h2 className="section-heading">{page.hasPassword ? "Change your password" : "Choose a password"}</h2>
      {passwordForm && <FormMessages form={form} />}
      <form method="post" action={`/${shopUriName}/users/me`}>
        <CsrfField />
        <input type="hidden" name="form" value="password" />
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={page.me.email} />
        {page.needsCurrentPassword
          ? (
            <Field
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
          )
          : (
            <p className="hint">
              {page.hasPassword
                ? "You signed in with a link a moment ago, so your current password is not needed."
                : "You have no password yet: choose one to sign in with it."}
            </p>
          )}
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          hint="At least 8 characters. Your other devices will be signed out."
        />
        <Field
          label="New password again"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
        />
        <div className="form-actions">
          <button type="submit" className="button primary">
            {page.hasPassword ? "Change password" : "Set password"}
          </button>
        </div>
      </form>

      {page.pictures && (
        <UserPictures
          userId={page.userId}
          label="Your pictures"
          pictures={page.pictures}
          readOnly={false}
          onChange={avatar.onPicturesChange}
        />
      )}
    </main>
  );
}
