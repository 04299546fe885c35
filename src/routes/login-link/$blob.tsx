import { createFileRoute, Link } from "@tanstack/react-router";
import { getLoginLinkOwner } from "../../../modules/accounts/ui.ts";
import { APP_NAME } from "../../ui/brand.ts";
import { CsrfField, FormMessages, useFormResult } from "../../ui/forms.tsx";

// Opening the link shows a button; only pressing it uses the link up. Mail scanners that open every link
// in a message would otherwise spend a single-use link before its owner could.
export const Route = createFileRoute("/login-link/$blob")({
  loader: ({ params }) => getLoginLinkOwner({ data: params.blob }),
  head: () => ({ meta: [{ title: `Sign in — ${APP_NAME}` }] }),
  component: LoginLinkPage,
});

function LoginLinkPage() {
  const owner = Route.useLoaderData();
  const { blob } = Route.useParams();
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
