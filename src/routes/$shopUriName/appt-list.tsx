import { createFileRoute } from "@tanstack/react-router";
import { ApptListPage, getApptList } from "@modules/appointments/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// Today's and the coming appointments, imported from the shop's calendar or shop system (decision 030).
export const Route = createFileRoute("/$shopUriName/appt-list")({
  loader: ({ params, location }) =>
    pageOf(getApptList({ data: { shopUriName: params.shopUriName } }), location),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("appointments.title"),
  component: () => (
    <ApptListPage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
