// Changes a vehicle's description, from an inspection's header or the vehicle's page (versioned: see
// versioned_update.ts). The vehicle is the shop's record, so its other inspections show the change too.
import type { Tx } from "@platform/db.ts";
import type { Vehicle } from "./types.ts";
import { selectVehicleForUpdate, writeVehicleDetails } from "./update_queries.server.ts";
import { cleanVehicleRecord, type VehicleRecordDetails } from "./vehicles/vehicle_record_details.ts";
import { applyVersionedUpdate, type VersionedUpdate } from "./versioned_update.ts";

export async function updateVehicle(
  tx: Tx,
  shopId: number,
  vehicleId: number,
  version: number,
  posted: Partial<VehicleRecordDetails>,
): Promise<VersionedUpdate<Vehicle>> {
  const details = cleanVehicleRecord(posted);
  const stored = await selectVehicleForUpdate(tx, shopId, vehicleId);
  return await applyVersionedUpdate<Vehicle>(
    stored,
    "There is no such vehicle in this shop.",
    version,
    details,
    (next) => writeVehicleDetails(tx, shopId, vehicleId, next),
  );
}
