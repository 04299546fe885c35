import { createFileRoute } from "@tanstack/react-router";
import { getCustomerDedupePage } from "@modules/inspections/ui.ts";
import { CustomersDedupePage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

export const Route = createFileRoute("/$shopUriName/customers/dedupe")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getCustomerDedupePage({ data: params }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Duplicate customers", matches) }] }),
  component: Dedupe,
});

function Dedupe() {
  const { shopUriName } = Route.useParams();
  return <CustomersDedupePage result={Route.useLoaderData()} shopUriName={shopUriName} />;
}
