// Opening the link shows a button; only pressing it uses the link up. Mail scanners that open every link
// in a message would otherwise spend a single-use link before its owner could.
import { Link } from "@tanstack/react-router";
import { CsrfField, FormMessages, useFormResult } from "@ui/forms.tsx";

/** `owner` is the link's owner, or null when the link can no longer be used. */
export function LoginLinkPage({ owner, blob }: { owner: { displayName: string } | null; blob: string }) {
  const form = useFormResult();
  if (!owner || form?.error) {
    return (
      <main className="form-card">
        <h1>Sign-in link</h1>
        <FormMessages form={form} />
        {!form?.error && (
          <p className="form-error" role="alert">
            This sign-in link has expired or was already used. Ask for a new one.
          </p>
        )}
        <p>
          <Link className="button primary" to="/login" search={{ mode: "link" }}>Get a new link</Link>
        </p>
      </main>
    );
  }
  return (
    <main className="form-card">
      <h1>{`Sign in as ${owner.displayName}`}</h1>
      <form method="post" action={`/login-link/${blob}`}>
        <CsrfField />
        <div className="form-actions">
          <button type="submit" className="button primary">{`Continue as ${owner.displayName}`}</button>
        </div>
      </form>
    </main>
  );
}
