import { createFileRoute, Link } from "@tanstack/react-router";
import { getConfirmation } from "../../../modules/accounts/ui.ts";
import { APP_NAME } from "../../ui/brand.ts";
import { CsrfField, FormMessages, useFormResult } from "../../ui/forms.tsx";

// As with sign-in links, opening the page changes nothing; the button confirms.
export const Route = createFileRoute("/confirm-account/$token")({
  loader: ({ params }) => getConfirmation({ data: params.token }),
  head: () => ({ meta: [{ title: `Confirm your account — ${APP_NAME}` }] }),
  component: ConfirmPage,
});

function ConfirmPage() {
  const confirmation = Route.useLoaderData();
  const { token } = Route.useParams();
  const form = useFormResult();
  if (form) {
    return (
      <main className="form-card">
        <h1>Confirm your account</h1>
        <FormMessages form={form} />
        <p>
          <Link className="button primary" to="/switch-shop">Open your shop</Link>
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
