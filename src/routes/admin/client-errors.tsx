import { createFileRoute } from "@tanstack/react-router";
import { getClientErrorReports } from "@platform/client_error_list.ts";
import { APP_NAME } from "@ui/brand.ts";
import { ClientErrorsPage } from "@ui/client_error_list.tsx";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";

// Platform admins: the errors browsers reported, newest first (src/platform/client_errors.ts stores them).
export const Route = createFileRoute("/admin/client-errors")({
  loader: () => getClientErrorReports(),
  head: () => ({ meta: [{ title: `Client errors — ${APP_NAME}` }] }),
  component: () => <ClientErrorsPage reports={Route.useLoaderData()} />,
  notFoundComponent: () => <NotFoundPanel />,
});
