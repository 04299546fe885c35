// What the inspection header edits of a vehicle, and the rules each field obeys.
import { MessageRefusal, VEHICLES_MESSAGES as V } from "@modules/text/mod.ts";

export interface VehicleDetails {
  modelYear: number | null;
  make: string;
  model: string;
  vin: string;
  plate: string;
  plateIssuer: string;
}

type TextField = Exclude<keyof VehicleDetails, "modelYear">;

export const VEHICLE_DETAIL_LIMITS: Record<TextField, number> = {
  make: 60,
  model: 60,
  // 17 since 1981; older vehicles and trailers have shorter ones.
  vin: 17,
  plate: 15,
  plateIssuer: 40,
};

/** Each field's name in a refusal (a catalogue message: the staff read it in their language). */
const LABELS: Record<TextField, string> = {
  make: V.theMake,
  model: V.theModel,
  vin: V.theVin,
  plate: V.thePlate,
  plateIssuer: V.thePlateIssuer,
};

/** Trims, upper-cases VIN and plate, checks the year and the lengths; throws a 400 naming the field. */
export function cleanVehicleDetails(posted: Partial<VehicleDetails>): Partial<VehicleDetails> {
  const clean: Partial<VehicleDetails> = {};
  if (posted.modelYear !== undefined) {
    const year = posted.modelYear;
    if (year !== null && !(Number.isInteger(year) && year >= 1886 && year <= 2100)) {
      throw new MessageRefusal({ key: V.refusedModelYear, values: { year: String(year) } });
    }
    clean.modelYear = year;
  }
  for (const field of Object.keys(VEHICLE_DETAIL_LIMITS) as TextField[]) {
    const raw = posted[field];
    if (raw === undefined) continue;
    const value = field === "vin" || field === "plate" ? raw.trim().toUpperCase() : raw.trim();
    if (value.length > VEHICLE_DETAIL_LIMITS[field]) {
      throw new MessageRefusal({
        key: V.refusedTooLong,
        values: { label: { key: LABELS[field] }, max: VEHICLE_DETAIL_LIMITS[field] },
      });
    }
    if (field === "vin" && !/^[A-Z0-9]*$/.test(value)) {
      throw new MessageRefusal({ key: V.refusedVin });
    }
    clean[field] = value;
  }
  return clean;
}
