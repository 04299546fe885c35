// What the vehicle page edits beyond the inspection header's fields: the rest of seed 000's vehicle history
// record (migration 0023), the colour and the notes, and the rules each obeys. Client-safe.
import { InputError } from "@platform/errors.ts";
import { MessageRefusal, VEHICLES_MESSAGES as V } from "@modules/text/ui.ts";
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

/** Each field's name in a refusal: the form's own label, so the staff read it as the page names it. */
const VEHICLE_RECORD_LABELS: Record<RecordTextField, string> = {
  trim: V.trim,
  style: V.style,
  vehicleType: V.vehicleType,
  size: V.size,
  engine: V.engine,
  transmission: V.transmission,
  colorDesc: V.colorDesc,
  notes: V.notes,
};

/** The header's rules for its fields, then trims and checks the rest; throws a 400 naming the field. */
export function cleanVehicleRecord(posted: Partial<VehicleRecordDetails>): Partial<VehicleRecordDetails> {
  const clean: Partial<VehicleRecordDetails> = cleanVehicleDetails(posted);
  for (const field of Object.keys(VEHICLE_RECORD_LIMITS) as RecordTextField[]) {
    const raw = posted[field];
    if (raw === undefined) continue;
    const value = raw.trim();
    if (value.length > VEHICLE_RECORD_LIMITS[field]) {
      throw new MessageRefusal({
        key: V.refusedTooLong,
        values: { label: { key: VEHICLE_RECORD_LABELS[field] }, max: VEHICLE_RECORD_LIMITS[field] },
      });
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
