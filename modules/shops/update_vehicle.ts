// Changes a vehicle's description from an inspection's header (versioned: see versioned_update.ts). The
// vehicle is the shop's record, so its other inspections show the change too.
import type { Tx } from "@platform/db.ts";
import type { Vehicle } from "./types.ts";
import { selectVehicleForUpdate, writeVehicleDetails } from "./update_queries.server.ts";
import { cleanVehicleDetails, type VehicleDetails } from "./vehicle_details.ts";
import { applyVersionedUpdate, type VersionedUpdate } from "./versioned_update.ts";

export async function updateVehicle(
  tx: Tx,
  shopId: number,
  vehicleId: number,
  version: number,
  posted: Partial<VehicleDetails>,
): Promise<VersionedUpdate<Vehicle>> {
  const details = cleanVehicleDetails(posted);
  const stored = await selectVehicleForUpdate(tx, shopId, vehicleId);
  return await applyVersionedUpdate<Vehicle>(
    stored,
    "There is no such vehicle in this shop.",
    version,
    details,
    (next) => writeVehicleDetails(tx, shopId, vehicleId, next),
  );
}
