// The server function a page loads a vehicle's or a customer's inspection history with (the vehicle page,
// the customer page compose it beside their own data). Client-safe: the handler runs on the server.
import { createServerFn } from "@tanstack/react-start";
import { rowIdOf } from "@platform/row_ids.ts";
import { shopPage } from "@modules/shops/mod.ts";
import { loadInspectionHistory } from "./history.server.ts";

export interface InspectionHistoryInput {
  shopUriName: string;
  /** Exactly one of the two: an id that names nothing becomes 0, which no row has (an empty history). */
  vehicleId?: string | number;
  customerId?: string | number;
}

function readHistoryInput(input: InspectionHistoryInput) {
  const shopUriName = String(input.shopUriName);
  return input.vehicleId !== undefined
    ? { shopUriName, of: { vehicleId: rowIdOf(input.vehicleId) ?? 0 } }
    : { shopUriName, of: { customerId: rowIdOf(input.customerId) ?? 0 } };
}

/** The inspections of one vehicle or one customer of the shop, with the declined work still open. */
export const getInspectionHistory = createServerFn({ method: "GET" })
  .validator(readHistoryInput)
  .handler(
    shopPage("inspections.view", (shop, { of }) => loadInspectionHistory(shop.sql, shop.shop, of)),
  );
