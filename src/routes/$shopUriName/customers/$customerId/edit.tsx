import { createFileRoute } from "@tanstack/react-router";
import {
  CustomerMessagesPanel,
  getCustomerReportSends,
  getInspectionHistory,
  InspectionHistoryPanel,
} from "@modules/inspections/ui.ts";
import { CustomerEditPage, getCustomerPage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// A customer's page (decision 022): the shops module's customer (fields, vehicles, trail) with the
// inspections module's history and the reports sent, composed here. The customer's outcome decides the page
// (404 for another shop's); the other two are shown only beside a customer.
export const Route = createFileRoute("/$shopUriName/customers/$customerId/edit")({
  loader: async ({ params, location }) => {
    const [customer, history, sends] = await Promise.all([
      getCustomerPage({ data: params }),
      getInspectionHistory({ data: params }),
      getCustomerReportSends({ data: params }),
    ]);
    return { customer: pageOrLeave(customer, location.href), history, sends };
  },
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.customer.outcome === "ok" ? loaderData.customer.page.customer.displayName : "Customer",
        matches,
      ),
    }],
  }),
  component: CustomerRoute,
});

function CustomerRoute() {
  const { shopUriName } = Route.useParams();
  const { customer, history, sends } = Route.useLoaderData();
  return (
    <CustomerEditPage result={customer} shopUriName={shopUriName}>
      {history.outcome === "ok" && (
        <InspectionHistoryPanel shopUriName={shopUriName} history={history.page} showVehicle />
      )}
      {sends.outcome === "ok" && <CustomerMessagesPanel shopUriName={shopUriName} sends={sends.page} />}
    </CustomerEditPage>
  );
}
