// The server functions of the vehicle pages (client-safe: the handlers run on the server). Any member of the
// shop opens them (inspections.view); another shop's vehicle is the same 404 as none.
import { createServerFn } from "@tanstack/react-start";
import { rowIdOf } from "@platform/row_ids.ts";
import { shopPage } from "../shop_page.ts";
import { loadVehiclePage } from "./vehicle_page.server.ts";
import { loadVinDetails } from "./vin_details_page.server.ts";

/** /{shop}/vehicles/{vehicleId}?inspection= */
export const getVehiclePage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; vehicleId: string | number; inspection?: string }) => ({
    shopUriName: String(input.shopUriName),
    vehicleId: rowIdOf(input.vehicleId) ?? 0,
    inspection: String(input.inspection ?? "").slice(0, 200),
  }))
  .handler(
    shopPage(
      "inspections.view",
      (shop, { vehicleId, inspection }) => loadVehiclePage(shop, vehicleId, inspection),
    ),
  );

/** /{shop}/vehicles/details-by-vin?vin=&inspection= */
export const getVinDetailsPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; vin?: string; inspection?: string }) => ({
    shopUriName: String(input.shopUriName),
    vin: String(input.vin ?? "").slice(0, 64),
    inspection: String(input.inspection ?? "").slice(0, 200),
  }))
  .handler(
    shopPage("inspections.view", (shop, { vin, inspection }) => loadVinDetails(shop, vin, inspection)),
  );
