import { createFileRoute } from "@tanstack/react-router";
import { getCustomerDedupePage } from "@modules/inspections/ui.ts";
import { CustomersDedupePage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";

export const Route = createFileRoute("/$shopUriName/customers/dedupe")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getCustomerDedupePage({ data: params }), location.href),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("customers.dedupeTitle"),
  component: Dedupe,
});

function Dedupe() {
  const { shopUriName } = Route.useParams();
  return <CustomersDedupePage result={Route.useLoaderData()} shopUriName={shopUriName} />;
}
