// The sign-in page: a password, a link by e-mail or text message, or a one-time code. See docs/accounts.md.
import { Link } from "@tanstack/react-router";
import { APP_NAME } from "@ui/brand.ts";
import { CsrfField, Field, FormMessages, SignInEmailField, useFormResult } from "@ui/forms.tsx";
import type { LoginSearch } from "./login_search.ts";

const REASONS: Record<string, string> = {
  signin: "Sign in to continue.",
  signedout: "You are signed out.",
  expired: "Your session has ended. Sign in again.",
};

export function LoginPage({ search }: { search: LoginSearch }) {
  const form = useFormResult();
  const values = form?.values ?? {};
  const mode = (values.mode as LoginSearch["mode"]) ?? search.mode ?? "password";
  const channel = (values.channel as LoginSearch["channel"]) ?? search.channel ?? "email";
  // A refused form comes back at /login without the query: the posted page to go to is kept from the form.
  const redirectTo = search.redirectTo ?? search.return ?? values.redirectTo ?? "";
  const reason = search.reason && REASONS[search.reason];
  const enterCode = mode === "code" && values.step === "enter-code";
  const keep = { redirectTo: search.redirectTo ?? (values.redirectTo || undefined), return: search.return };

  return (
    <main className="form-card">
      <p className="eyebrow">{APP_NAME}</p>
      <h1>Sign in</h1>
      {reason && !form && <p className="form-notice" role="status">{reason}</p>}
      <FormMessages form={form} />
      {search.loginUrl?.startsWith("/login-link/") && (
        <p>
          <a className="button primary" href={search.loginUrl}>Continue with your sign-in link</a>
        </p>
      )}
      <form method="post" action="/login">
        <CsrfField />
        <input type="hidden" name="mode" value={mode} />
        <input type="hidden" name="channel" value={channel} />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {mode === "password" && (
          <>
            <SignInEmailField defaultValue={values.email} />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <div className="form-actions">
              <button type="submit" className="button primary">Sign in</button>
              <Link to="/forgot-password">Forgot your password?</Link>
            </div>
          </>
        )}
        {mode !== "password" && !enterCode && (
          channel === "email" ? <SignInEmailField defaultValue={values.email} /> : (
            <Field
              label="Mobile number"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              defaultValue={values.phone}
            />
          )
        )}
        {mode === "link" && (
          <div className="form-actions">
            <button type="submit" className="button primary">
              {channel === "email" ? "E-mail me a sign-in link" : "Text me a sign-in link"}
            </button>
          </div>
        )}
        {mode === "code" && !enterCode && (
          <div className="form-actions">
            <button type="submit" className="button primary">Send me a code</button>
          </div>
        )}
        {enterCode && (
          <>
            <input type="hidden" name="email" value={values.email ?? ""} />
            <input type="hidden" name="phone" value={values.phone ?? ""} />
            <Field
              label="Six-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              required
              autoFocus
            />
            <div className="form-actions">
              <button type="submit" className="button primary">Sign in</button>
            </div>
          </>
        )}
      </form>
      <nav className="mode-links" aria-label="Other ways to sign in">
        {mode !== "password" && <Link to="/login" search={keep}>Sign in with a password</Link>}
        {!(mode === "link" && channel === "email") && (
          <Link to="/login" search={{ ...keep, mode: "link" }}>E-mail me a link</Link>
        )}
        {!(mode === "link" && channel === "sms") && (
          <Link to="/login" search={{ ...keep, mode: "link", channel: "sms" }}>Text me a link</Link>
        )}
        {mode !== "code" && <Link to="/login" search={{ ...keep, mode: "code" }}>Use a one-time code</Link>}
        <Link to="/register">Register a new shop</Link>
      </nav>
    </main>
  );
}
