// The customer-vehicle transfer (seed 000's catalogue of calls): the vehicle moves to another customer of
// the same shop. Its inspections stay with it (they name the vehicle; each keeps the customer it was made
// for), and both customers' trails say so. Versioned like every vehicle change: a transfer sent from a stale
// page is a conflict that writes nothing.
import type { Tx } from "@platform/db.ts";
import { ConflictError, NotFoundError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { CUSTOMER_TRAIL_MESSAGES as T, VEHICLES_MESSAGES as V } from "@modules/text/mod.ts";
import { recordCustomerEvent } from "../customer_events.ts";
import { staffMessages } from "../staff_words.server.ts";
import type { Shop } from "../types.ts";
import { selectVehicleForUpdate } from "../update_queries.server.ts";
import { ownerOf } from "./vehicle_page.server.ts";
import { NO_SUCH_VEHICLE } from "./vehicle_messages.ts";

export const NO_SUCH_NEW_OWNER = "There is no such customer in this shop to give the vehicle to.";

export interface VehicleTransfer {
  customerId: number;
  /** The vehicle's version the page read (subjectVersion). */
  version: number;
}

export async function transferVehicle(
  tx: Tx,
  shop: Pick<Shop, "id" | "staffLanguage">,
  viewer: Viewer,
  vehicleId: number,
  transfer: VehicleTransfer,
): Promise<{ customerId: number; subjectVersion: number }> {
  const shopId = shop.id;
  const vehicle = await selectVehicleForUpdate(tx, shopId, vehicleId);
  if (!vehicle) throw new NotFoundError(NO_SUCH_VEHICLE);
  const next = await ownerOf(tx, shopId, transfer.customerId);
  if (!next) throw new NotFoundError(NO_SUCH_NEW_OWNER);
  // Sent twice (a double tap, a retry after a lost answer): already done, whatever the version.
  if (vehicle.customerId === next.customerId) {
    return { customerId: next.customerId, subjectVersion: vehicle.version };
  }
  if (vehicle.version !== transfer.version) {
    throw new ConflictError((await staffMessages(tx, shop)).text(V.refusedTransferConflict));
  }
  const previous = await ownerOf(tx, shopId, vehicle.customerId);
  const [row] = await tx<{ version: number }[]>`
    update subjects set customer_id = ${next.customerId}, version = version + 1, updated_at = now()
    where shop_id = ${shopId} and id = ${vehicleId}
    returning version`;
  const vehicleName = [vehicle.modelYear, vehicle.make, vehicle.model].filter(Boolean).join(" ") ||
    vehicle.plate || vehicle.vin || { key: T.vehicleNumbered, values: { id: vehicleId } };
  const details = { from: previous?.customerId ?? null, to: next.customerId, vehicleId };
  const message = {
    key: T.transferred,
    values: {
      vehicle: vehicleName,
      from: previous?.name || { key: T.noCustomer },
      to: next.name || { key: T.aCustomer },
    },
  };
  // One entry in each customer's trail; the vehicle's trail (by subject) takes the new owner's only, so it
  // says each move once.
  for (const customerId of [previous?.customerId ?? null, next.customerId]) {
    if (customerId === null) continue;
    await recordCustomerEvent(tx, {
      shopId,
      customerId,
      subjectId: customerId === next.customerId ? vehicleId : null,
      viewer,
      kind: "vehicleTransferred",
      message,
      details,
    });
  }
  return { customerId: next.customerId, subjectVersion: row.version };
}
