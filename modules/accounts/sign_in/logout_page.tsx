// Signing out is a post: a link or an image elsewhere must not be able to sign anyone out.
import { APP_NAME } from "@ui/brand.ts";
import { CsrfField } from "@ui/forms.tsx";

export function LogoutPage() {
  return (
    <main className="form-card">
      <h1>Sign out</h1>
      <p>Sign out of {APP_NAME} on this device?</p>
      <form method="post" action="/logout">
        <CsrfField />
        <div className="form-actions">
          <button type="submit" className="button primary">Sign out</button>
        </div>
      </form>
    </main>
  );
}
