// What the vehicle page edits beyond the inspection header's fields: the rest of seed 000's vehicle history
// record (migration 0023), the colour and the notes, and the rules each obeys. Client-safe.
import { InputError } from "@platform/errors.ts";
import { cleanVehicleDetails, type VehicleDetails } from "../vehicle_details.ts";

export interface VehicleRecordDetails extends VehicleDetails {
  trim: string;
  style: string;
  vehicleType: string;
  size: string;
  engine: string;
  transmission: string;
  colorDesc: string;
  /** '#rrggbb', or null: a colour counts as set only at 7 characters. */
  color: string | null;
  notes: string;
}

type RecordTextField = Exclude<keyof VehicleRecordDetails, keyof VehicleDetails | "color">;

/** The database's limits (0023; notes: the page's own). */
export const VEHICLE_RECORD_LIMITS: Record<RecordTextField, number> = {
  trim: 120,
  style: 120,
  vehicleType: 120,
  size: 120,
  engine: 200,
  transmission: 120,
  colorDesc: 120,
  notes: 4000,
};

export const VEHICLE_RECORD_LABELS: Record<RecordTextField, string> = {
  trim: "Trim",
  style: "Style",
  vehicleType: "Type",
  size: "Size",
  engine: "Engine",
  transmission: "Transmission",
  colorDesc: "Colour description",
  notes: "Notes",
};

/** The header's rules for its fields, then trims and checks the rest; throws a 400 naming the field. */
export function cleanVehicleRecord(posted: Partial<VehicleRecordDetails>): Partial<VehicleRecordDetails> {
  const clean: Partial<VehicleRecordDetails> = cleanVehicleDetails(posted);
  for (const field of Object.keys(VEHICLE_RECORD_LIMITS) as RecordTextField[]) {
    const raw = posted[field];
    if (raw === undefined) continue;
    const value = raw.trim();
    if (value.length > VEHICLE_RECORD_LIMITS[field]) {
      throw new InputError(
        `${VEHICLE_RECORD_LABELS[field]} is too long: at most ${VEHICLE_RECORD_LIMITS[field]} characters.`,
      );
    }
    clean[field] = value;
  }
  if (posted.color !== undefined) {
    const color = (posted.color ?? "").trim().toLowerCase();
    if (color !== "" && !/^#[0-9a-f]{6}$/.test(color)) {
      throw new InputError(`A colour is 7 characters, # and six hex digits, like #1a2b3c (got "${color}").`);
    }
    clean.color = color === "" ? null : color;
  }
  return clean;
}
