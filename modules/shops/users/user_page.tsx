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
import { DONE, type UserPageNotice } from "./user_page_search.ts";

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
      {(page) => <UserEditor page={page} shopUriName={shopUriName} done={done} />}
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
  return (
    <main className="form-card form-wide">
      <PersonHeading name={user.displayName} avatarUrl={avatar.url}>
        {!user.isActive && <span className="badge">Disabled</span>}
      </PersonHeading>
      {done && !form && <p className="form-notice" role="status">{DONE[done]}</p>}
      <FormMessages form={form} />
      {canManage
        ? (
          <form method="post" action={`/${shopUriName}/users/${user.id}/edit`}>
            <CsrfField />
            <UserFields values={form?.values ?? user} locked={page.contactLocked} />
            <RoleFields roles={rolesFrom(form?.values, user.roles)} />
            <div className="form-actions">
              <button type="submit" className="button primary">Save changes</button>
              {back}
            </div>
          </form>
        )
        : <UserDetails user={user} back={back} />}
      <UserPictures
        userId={user.id}
        label={page.isSelf ? "Your pictures" : `Pictures of ${user.displayName}`}
        pictures={page.pictures}
        readOnly={!page.canChangePictures}
        onChange={avatar.onPicturesChange}
      />
      {canManage && <SignInSection page={page} shopUriName={shopUriName} />}
    </main>
  );
}

function UserDetails({ user, back }: { user: UserPage["user"]; back: ReactNode }) {
  return (
    <>
      <dl className="details">
        <dt>E-mail address</dt>
        <dd>{user.email}</dd>
        <dt>Mobile number</dt>
        <dd>{user.phone || "—"}</dd>
        <dt>Roles</dt>
        <dd>{user.rolesText}</dd>
        <dt>Last sign-in</dt>
        <dd>{user.lastSignIn || "Never"}</dd>
      </dl>
      <p>{back}</p>
    </>
  );
}

/** The owner's sign-in tools for this user. */
function SignInSection({ page, shopUriName }: { page: UserPage; shopUriName: string }) {
  const { user } = page;
  return (
    <section className="form-section" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Signing in</h2>
      <p className="hint">Last sign-in: {user.lastSignIn || "never"}.</p>
      {page.secretLocked && <p className="hint">{page.secretLocked}</p>}
      <h3>Password</h3>
      {user.hasRevealablePassword ? <RevealPassword userId={user.id} /> : (
        <p className="hint">
          {user.lastSignIn
            ? "Only they know their password. If they forgot it, send them a sign-in link."
            : "No password to show. Send them a sign-in link."}
        </p>
      )}
      <h3>Sign-in link</h3>
      <SendLoginLink
        userId={user.id}
        displayName={user.displayName}
        hasPhone={user.phone !== ""}
        canShowLink={!page.secretLocked}
      />
      <h3>Confirmed contacts</h3>
      <p>
        E-mail address: {user.emailConfirmed ? <strong>confirmed</strong> : "not confirmed yet"}
      </p>
      {!user.emailConfirmed && user.isActive && <SendVerification userId={user.id} channel="email" />}
      {user.phone && (
        <>
          <p>Mobile number: {user.phoneConfirmed ? <strong>confirmed</strong> : "not confirmed yet"}</p>
          {!user.phoneConfirmed && user.isActive && <SendVerification userId={user.id} channel="sms" />}
        </>
      )}
      {page.canActAs && (
        <>
          <h3>Act as {user.displayName}</h3>
          <p className="hint">See the shop as they do. A banner shows it, and it is recorded.</p>
          <ActAsUser userId={user.id} shopUriName={shopUriName} />
        </>
      )}
    </section>
  );
}
