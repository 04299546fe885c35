import { createFileRoute } from "@tanstack/react-router";
import { getInspectionHistory, InspectionHistoryPanel } from "@modules/inspections/ui.ts";
import { getVehiclePage, readVehicleSearch, VehiclePageView, vehicleTitle } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// A vehicle's page (issue 20 item 4): the shops module's vehicle (record, photos, owner, trail) with the
// inspections module's history and declined work, composed here. The vehicle's outcome decides the page
// (404 for another shop's); the history is shown only beside a vehicle.
export const Route = createFileRoute("/$shopUriName/vehicles/$vehicleId")({
  validateSearch: readVehicleSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    const [vehicle, history] = await Promise.all([
      getVehiclePage({ data: { ...params, inspection: deps.inspection } }),
      getInspectionHistory({ data: params }),
    ]);
    return { vehicle: pageOrLeave(vehicle, location.href), history };
  },
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.vehicle.outcome === "ok" ? vehicleTitle(loaderData.vehicle.page.vehicle) : "Vehicle",
        matches,
      ),
    }],
  }),
  component: VehicleRoute,
});

function VehicleRoute() {
  const { shopUriName } = Route.useParams();
  const { vehicle, history } = Route.useLoaderData();
  return (
    <VehiclePageView
      result={vehicle}
      shopUriName={shopUriName}
      history={history.outcome === "ok" && (
        <InspectionHistoryPanel shopUriName={shopUriName} history={history.page} />
      )}
    />
  );
}
