import { createFileRoute } from "@tanstack/react-router";
import { ClientErrorsPage, getClientErrorReports } from "@modules/telemetry/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

// Platform admins: the errors browsers reported, newest first (the telemetry module stores them).
export const Route = createFileRoute("/admin/client-errors")({
  loader: () => getClientErrorReports(),
  head: () => ({ meta: [{ title: `Client errors — ${APP_NAME}` }] }),
  component: () => <ClientErrorsPage reports={Route.useLoaderData()} />,
});
