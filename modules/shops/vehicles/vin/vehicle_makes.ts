// The makes and their models a repair shop picks from (seed 001 "Makes-models dictionary"), from vPIC: the
// models that VINs of passenger cars, MPVs and trucks decode to, with their makes; not vPIC's 12,000 makes
// of trailers and motorcycles. Read once from the shared database and kept: the data changes only with the package.
import type { MakesModels } from "../lookup/lookup_types.ts";
import { vpicDatabase } from "./vpic_database.ts";

// vPIC's VehicleType ids: 2 Passenger Car, 3 Truck, 7 Multipurpose Passenger Vehicle (MPV).
const SHOP_VEHICLE_TYPES = [2, 3, 7];

let cached: Promise<MakesModels> | null = null;

export function makesModels(): Promise<MakesModels> {
  cached ??= readMakesModels().catch((error) => {
    cached = null;
    throw error;
  });
  return cached;
}

export async function vehicleMakes(): Promise<string[]> {
  return Object.keys(await makesModels());
}

async function readMakesModels(): Promise<MakesModels> {
  const db = await vpicDatabase();
  const rows = db.rows<{ make: string; model: string }>(
    `select distinct make.Name as make, model.Name as model
     from Wmi w
     join Wmi_VinSchema wvs on wvs.WmiId = w.Id
     join Pattern p on p.VinSchemaId = wvs.VinSchemaId
       and p.ElementId = (select Id from Element where Name = 'Model')
     join Model model on model.Id = cast(p.AttributeId as integer)
     join Make_Model mm on mm.ModelId = model.Id
     join Make make on make.Id = mm.MakeId
     where w.VehicleTypeId in (${SHOP_VEHICLE_TYPES.join(", ")})`,
  );
  const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });
  const models = new Map<string, Set<string>>();
  for (const { make, model } of rows) {
    const name = make.trim();
    if (!models.has(name)) models.set(name, new Set());
    models.get(name)!.add(model.trim());
  }
  return Object.fromEntries(
    [...models.keys()].sort(byName).map((make) => [make, [...models.get(make)!].sort(byName)]),
  );
}
