// Sign-up, step 1 of 2: the owner's name, address and password (modules/accounts/registration.ts); the
// link to step 2 comes by e-mail.
import { Link } from "@tanstack/react-router";
import { CsrfField, Field, FormMessages, useFormResult } from "@ui/forms.tsx";
import { TimeZoneInput } from "@ui/time_zone_input.tsx";

export function RegisterPage({ reason }: { reason?: "expired" }) {
  const form = useFormResult();
  const values = form?.values ?? {};
  if (values.step === "check-email") {
    // Step 1 was taken: the same page for every address (only its owner learns, by e-mail, of an account).
    return (
      <main className="form-card">
        <p className="eyebrow">Step 1 of 2</p>
        <h1>Check your e-mail</h1>
        <FormMessages form={form} />
        <p>
          <Link to="/register">Start again</Link>
        </p>
      </main>
    );
  }
  return (
    <main className="form-card">
      <p className="eyebrow">Step 1 of 2</p>
      <h1>Register your shop</h1>
      {reason === "expired" && !form && (
        <p className="form-notice" role="status">Your sign-up has expired. Please start again.</p>
      )}
      <FormMessages form={form} />
      <form method="post" action="/register">
        <CsrfField />
        {/* Kept in a cookie, so step 2 proposes the shop's time zone from where the owner signs up. */}
        <TimeZoneInput writeCookie />
        <Field
          label="Your name"
          name="displayName"
          autoComplete="name"
          required
          defaultValue={values.displayName}
        />
        <Field
          label="Your e-mail address"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
        />
        <Field
          label="Choose a password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          hint="At least 8 characters. A short sentence is easy to remember and hard to guess."
        />
        <div className="form-actions">
          <button type="submit" className="button primary">Continue</button>
          <Link to="/login">I have an account</Link>
        </div>
      </form>
    </main>
  );
}
