import { createFileRoute } from "@tanstack/react-router";
import { APP_NAME } from "../../ui/brand.ts";
import { CsrfField, Field, FormMessages, useFormResult } from "../../ui/forms.tsx";

// Platform admins only (the post checks): act as any user, found by e-mail address, for support.
export const Route = createFileRoute("/session/becomeUser")({
  head: () => ({ meta: [{ title: `Become a user — ${APP_NAME}` }] }),
  component: BecomeUserPage,
});

function BecomeUserPage() {
  const form = useFormResult();
  return (
    <main className="form-card">
      <h1>Become a user</h1>
      <p>For platform admins: act as a user to see what they see. It is recorded, and a banner shows it.</p>
      <FormMessages form={form} />
      <form method="post" action="/session/becomeUser">
        <CsrfField />
        <Field
          label="The user's e-mail address"
          name="email"
          type="email"
          required
          defaultValue={form?.values?.email}
        />
        <div className="form-actions">
          <button type="submit" className="button primary">Become this user</button>
        </div>
      </form>
    </main>
  );
}
