import { createFileRoute } from "@tanstack/react-router";
import { ApptListPage, getApptList } from "@modules/appointments/ui.ts";
import { APPOINTMENTS_MESSAGES, sayIn } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// Today's and the coming appointments, imported from the shop's calendar or shop system (decision 030).
export const Route = createFileRoute("/$shopUriName/appt-list")({
  loader: ({ params, location }) =>
    pageOf(getApptList({ data: { shopUriName: params.shopUriName } }), location),
  // The title in the page's words (the shop's staff language); a refused page says it in en-US.
  head: ({ loaderData, matches }) => {
    const words = loaderData?.outcome === "ok" ? loaderData.page.words : null;
    return { meta: [{ title: pageTitle(sayIn(words)(APPOINTMENTS_MESSAGES.title), matches) }] };
  },
  component: () => (
    <ApptListPage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
