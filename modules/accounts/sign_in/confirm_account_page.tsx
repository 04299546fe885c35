// As with sign-in links, opening the page changes nothing; the button confirms.
import { CsrfField, FormMessages, useFormResult } from "@ui/forms.tsx";

/**
 * `confirmation` says what the link would confirm, or is null when it can no longer be used; `home` is where
 * "Open your shop" goes (the person's start page, or sign-in, which lands there).
 */
export function ConfirmAccountPage({ confirmation, home, token }: {
  confirmation: { displayName: string; what: string } | null;
  home: string;
  token: string;
}) {
  const form = useFormResult();
  if (form) {
    return (
      <main className="form-card">
        <h1>Confirm your account</h1>
        <FormMessages form={form} />
        <p>
          <a className="button primary" href={home}>Open your shop</a>
        </p>
      </main>
    );
  }
  if (!confirmation) {
    return (
      <main className="form-card">
        <h1>Confirm your account</h1>
        <p className="form-error" role="alert">
          This confirmation link has expired or was already used. Ask for a new one.
        </p>
      </main>
    );
  }
  return (
    <main className="form-card">
      <h1>Confirm your account</h1>
      <p>{`${confirmation.displayName}, please confirm ${confirmation.what}.`}</p>
      <form method="post" action={`/confirm-account/${token}`}>
        <CsrfField />
        <div className="form-actions">
          <button type="submit" className="button primary">Confirm</button>
        </div>
      </form>
    </main>
  );
}
