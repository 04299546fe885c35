// A forgotten password is replaced, never revealed: the link signs the user in and their profile lets them
// choose a new password without the old one for a little while.
import { Link } from "@tanstack/react-router";
import { CsrfField, FormMessages, SignInEmailField, useFormResult } from "@ui/forms.tsx";

export function ForgotPasswordPage() {
  const form = useFormResult();
  return (
    <main className="form-card">
      <h1>Forgot your password?</h1>
      <p>We will e-mail you a link that signs you in, so you can choose a new password.</p>
      <FormMessages form={form} />
      <form method="post" action="/forgot-password">
        <CsrfField />
        <input type="hidden" name="channel" value="email" />
        <SignInEmailField defaultValue={form?.values?.email} />
        <div className="form-actions">
          <button type="submit" className="button primary">E-mail me a link</button>
          <Link to="/login">Back to sign in</Link>
        </div>
      </form>
    </main>
  );
}
