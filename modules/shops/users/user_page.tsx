// A user's page: shop owners edit the name, address, number and roles and use the sign-in buttons; managers
// see it read-only. The user's pictures in this shop follow: owners change them (and the user themself),
// managers look.
import type { ReactNode } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { CsrfField, FormMessages, useFormResult } from "@ui/forms.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { BackToUsers } from "./back_to_users.tsx";
import type { UserPage } from "./users_pages.server.ts";
import { RoleFields, rolesFrom, UserFields } from "./user_fields.tsx";
import { PersonHeading, useAvatar, UserPictures } from "./user_pictures.tsx";
import { ActAsUser, RevealPassword, SendLoginLink, SendVerification } from "./user_senders.tsx";
import type { UserPageNotice } from "./user_page_search.ts";
import { usePageCulture, useWords, WordsProvider } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";

const DONE: Record<UserPageNotice, string> = {
  "added": M.doneAdded,
  "invited": M.doneInvited,
  "added-existing": M.doneAddedExisting,
  "saved": M.doneSaved,
};

export function UserEditPage({ result, shopUriName, done }: {
  result: ShownOutcome<UserPage>;
  shopUriName: string;
  done?: UserPageNotice;
}) {
  return (
    <ShopPageResult
      result={result}
      shopUriName={shopUriName}
      back={<BackToUsers shopUriName={shopUriName} />}
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <UserEditor page={page} shopUriName={shopUriName} done={done} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function UserEditor(
  { page, shopUriName, done }: { page: UserPage; shopUriName: string; done?: UserPageNotice },
) {
  const form = useFormResult();
  const avatar = useAvatar(page.pictures, page.isSelf);
  const back = <BackToUsers shopUriName={shopUriName} />;
  const { user, canManage } = page;
  const say = useWords();
  return (
    <main className="form-card form-wide" lang={usePageCulture()}>
      <PersonHeading name={user.displayName} avatarUrl={avatar.url}>
        {!user.isActive && <span className="badge">{say(M.disabled)}</span>}
      </PersonHeading>
      {done && !form && <p className="form-notice" role="status">{say(DONE[done])}</p>}
      <FormMessages form={form} />
      {canManage
        ? (
          <form method="post" action={`/${shopUriName}/users/${user.id}/edit`}>
            <CsrfField />
            <UserFields values={form?.values ?? user} locked={page.contactLocked} />
            <RoleFields roles={rolesFrom(form?.values, user.roles)} />
            <div className="form-actions">
              <button type="submit" className="button primary">{say(M.saveChanges)}</button>
              {back}
            </div>
          </form>
        )
        : <UserDetails user={user} back={back} />}
      <UserPictures
        userId={user.id}
        label={page.isSelf ? say(M.yourPictures) : say(M.picturesOf, { name: user.displayName })}
        pictures={page.pictures}
        readOnly={!page.canChangePictures}
        onChange={avatar.onPicturesChange}
      />
      {canManage && <SignInSection page={page} shopUriName={shopUriName} />}
    </main>
  );
}

function UserDetails({ user, back }: { user: UserPage["user"]; back: ReactNode }) {
  const say = useWords();
  return (
    <>
      <dl className="details">
        <dt>{say(M.emailAddress)}</dt>
        <dd>{user.email}</dd>
        <dt>{say(M.mobileNumber)}</dt>
        <dd>{user.phone || "—"}</dd>
        <dt>{say(M.roles)}</dt>
        <dd>{user.rolesText}</dd>
        <dt>{say(M.lastSignIn)}</dt>
        <dd>{user.lastSignIn || say(M.never)}</dd>
      </dl>
      <p>{back}</p>
    </>
  );
}

/** The owner's sign-in tools for this user. */
function SignInSection({ page, shopUriName }: { page: UserPage; shopUriName: string }) {
  const { user } = page;
  const say = useWords();
  return (
    <section className="form-section" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">{say(M.signingIn)}</h2>
      <p className="hint">
        {user.lastSignIn ? say(M.lastSignInWhen, { when: user.lastSignIn }) : say(M.lastSignInNever)}
      </p>
      {page.secretLocked && <p className="hint">{page.secretLocked}</p>}
      <h3>{say(M.password)}</h3>
      {user.hasRevealablePassword
        ? <RevealPassword userId={user.id} />
        : <p className="hint">{say(user.lastSignIn ? M.onlyTheyKnow : M.noPasswordToShow)}</p>}
      <h3>{say(M.signInLink)}</h3>
      <SendLoginLink
        userId={user.id}
        displayName={user.displayName}
        hasPhone={user.phone !== ""}
        canShowLink={!page.secretLocked}
      />
      <h3>{say(M.confirmedContacts)}</h3>
      <p>{say(user.emailConfirmed ? M.emailConfirmed : M.emailNotConfirmed)}</p>
      {!user.emailConfirmed && user.isActive && <SendVerification userId={user.id} channel="email" />}
      {user.phone && (
        <>
          <p>{say(user.phoneConfirmed ? M.mobileConfirmed : M.mobileNotConfirmed)}</p>
          {!user.phoneConfirmed && user.isActive && <SendVerification userId={user.id} channel="sms" />}
        </>
      )}
      {page.canActAs && (
        <>
          <h3>{say(M.actAs, { name: user.displayName })}</h3>
          <p className="hint">{say(M.actAsHint)}</p>
          <ActAsUser userId={user.id} shopUriName={shopUriName} />
        </>
      )}
    </section>
  );
}
