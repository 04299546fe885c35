// A vehicle's title: the page's heading and the browser tab's. A file of its own because the route's head
// (in the route tree every page loads) needs it, and importing it from the page would carry the page, its
// form, lookup widget and photo list into every page's main script.
import type { VehicleOnPage } from "./vehicle_page_types.ts";

export function vehicleTitle(vehicle: Pick<VehicleOnPage, "name" | "plate" | "vin" | "vehicleId">): string {
  return vehicle.name || vehicle.plate || vehicle.vin || `Vehicle ${vehicle.vehicleId}`;
}
