import { createFileRoute } from "@tanstack/react-router";
import { getClientErrorReports } from "../../platform/client_error_list.ts";
import { APP_NAME } from "../../ui/brand.ts";
import { ClientErrorList } from "../../ui/client_error_list.tsx";
import { NotFoundPanel } from "../../ui/not_found_panel.tsx";

// Platform admins: the errors browsers reported, newest first (src/platform/client_errors.ts stores them).
export const Route = createFileRoute("/admin/client-errors")({
  loader: () => getClientErrorReports(),
  head: () => ({ meta: [{ title: `Client errors — ${APP_NAME}` }] }),
  component: ClientErrorsPage,
  notFoundComponent: () => <NotFoundPanel />,
});

function ClientErrorsPage() {
  const reports = Route.useLoaderData();
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Client errors</h1>
        <a className="button" href="/admin/client-errors">Refresh</a>
      </div>
      <p className="hint client-errors-intro">
        Errors the app's pages reported from browsers, newest first (the latest 100; reports are kept 30
        days).
      </p>
      <ClientErrorList reports={reports} />
    </main>
  );
}
