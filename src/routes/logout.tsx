import { createFileRoute } from "@tanstack/react-router";
import { APP_NAME } from "../ui/brand.ts";
import { CsrfField } from "../ui/forms.tsx";

// Signing out is a post: a link or an image elsewhere must not be able to sign anyone out.
export const Route = createFileRoute("/logout")({
  head: () => ({ meta: [{ title: `Sign out — ${APP_NAME}` }] }),
  component: LogoutPage,
});

function LogoutPage() {
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
