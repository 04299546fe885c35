// Adds a vehicle (a subject of type vehicle) to a shop, optionally owned by one of its customers.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { MessageRefusal, VEHICLES_MESSAGES as V } from "@modules/text/mod.ts";
import { insertVehicle } from "./queries.server.ts";
import type { NewVehicle, Vehicle } from "./types.ts";

export async function createVehicle(tx: Tx, shopId: number, input: NewVehicle): Promise<Vehicle> {
  const vehicle = {
    ...input,
    make: input.make.trim(),
    model: input.model.trim(),
    vin: input.vin?.trim().toUpperCase(),
    plate: input.plate?.trim().toUpperCase(),
  };
  if (
    vehicle.modelYear != null &&
    !(Number.isInteger(vehicle.modelYear) && vehicle.modelYear >= 1886 && vehicle.modelYear <= 2100)
  ) {
    throw new MessageRefusal({ key: V.refusedModelYear, values: { year: String(vehicle.modelYear) } });
  }
  if (vehicle.color != null && !/^#[0-9a-fA-F]{6}$/.test(vehicle.color)) {
    throw new InputError(`A vehicle colour must look like #1a2b3c (got "${vehicle.color}").`);
  }
  return await insertVehicle(tx, shopId, vehicle);
}
