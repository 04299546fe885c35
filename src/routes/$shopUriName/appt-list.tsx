import { createFileRoute } from "@tanstack/react-router";
import { ApptListPage, getApptList } from "@modules/appointments/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageHead } from "@ui/page_title.ts";

// Today's and the coming appointments, imported from the shop's calendar or shop system (decision 030).
export const Route = createFileRoute("/$shopUriName/appt-list")({
  loader: ({ params, location }) =>
    pageOf(getApptList({ data: { shopUriName: params.shopUriName } }), location),
  head: pageHead("Appointments"),
  component: () => (
    <ApptListPage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
