// Platform admins only (the post checks): act as any user, found by e-mail address, for support.
import { CsrfField, Field, FormMessages, useFormResult } from "@ui/forms.tsx";

export function BecomeUserPage() {
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
