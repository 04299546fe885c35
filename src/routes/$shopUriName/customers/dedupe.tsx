import { createFileRoute } from "@tanstack/react-router";
import { getCustomerDedupePage } from "@modules/inspections/ui.ts";
import { CustomersDedupePage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { CUSTOMERS_MESSAGES } from "@modules/text/ui.ts";
import { sayIn } from "@modules/text/ui.ts";

export const Route = createFileRoute("/$shopUriName/customers/dedupe")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getCustomerDedupePage({ data: params }), location.href),
  // The title in the page's words (the shop's staff language); a refused page says it in en-US.
  head: ({ loaderData, matches }) => {
    const words = loaderData?.outcome === "ok" ? loaderData.page.words : null;
    return { meta: [{ title: pageTitle(sayIn(words)(CUSTOMERS_MESSAGES.dedupeTitle), matches) }] };
  },
  component: Dedupe,
});

function Dedupe() {
  const { shopUriName } = Route.useParams();
  return <CustomersDedupePage result={Route.useLoaderData()} shopUriName={shopUriName} />;
}
