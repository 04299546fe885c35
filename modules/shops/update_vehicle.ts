// Changes a vehicle's description from an inspection's header (versioned: see versioned_update.ts). The
// vehicle is the shop's record, so its other inspections show the change too.
import type { Tx } from "@platform/db.ts";
import { NotFoundError } from "@platform/errors.ts";
import type { Vehicle } from "./types.ts";
import { selectVehicleForUpdate, writeVehicleDetails } from "./update_queries.server.ts";
import { cleanVehicleDetails, type VehicleDetails } from "./vehicle_details.ts";
import { changedFields, type VersionedUpdate } from "./versioned_update.ts";

export async function updateVehicle(
  tx: Tx,
  shopId: number,
  vehicleId: number,
  version: number,
  posted: Partial<VehicleDetails>,
): Promise<VersionedUpdate<Vehicle>> {
  const details = cleanVehicleDetails(posted);
  const stored = await selectVehicleForUpdate(tx, shopId, vehicleId);
  if (!stored) throw new NotFoundError("There is no such vehicle in this shop.");
  const changes = changedFields(stored, details);
  if (Object.keys(changes).length === 0) return { outcome: "unchanged", record: stored, changes };
  if (version !== stored.version) return { outcome: "conflict", record: stored, changes: {} };
  const next = { ...stored, ...details };
  return { outcome: "saved", record: await writeVehicleDetails(tx, shopId, vehicleId, next), changes };
}
