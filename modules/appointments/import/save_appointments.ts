// Saving an import's appointments in the caller's transaction: a new import key adds the appointment, a key
// already there takes the file's values (a moved appointment moves) and counts as already there.
import type { Tx } from "@platform/db.ts";
import type { ImportAnswer, ImportedAppointment } from "./appointment.ts";

export type SaveCounts = Pick<ImportAnswer, "added" | "alreadyThere" | "updated">;

const CHUNK = 500;

export async function saveAppointments(
  tx: Tx,
  shopId: number,
  source: "ics" | "csv",
  appointments: readonly ImportedAppointment[],
): Promise<SaveCounts> {
  const counts: SaveCounts = { added: 0, alreadyThere: 0, updated: 0 };
  for (let start = 0; start < appointments.length; start += CHUNK) {
    const chunk = appointments.slice(start, start + CHUNK);
    const rows = chunk.map((appointment) => ({
      shop_id: shopId,
      source,
      import_key: appointment.importKey,
      starts_at: appointment.startsAt,
      ends_at: appointment.endsAt,
      all_day: appointment.allDay,
      customer_first_name: appointment.firstName,
      customer_last_name: appointment.lastName,
      customer_phone: appointment.phone,
      customer_email: appointment.email,
      vehicle_year: appointment.year,
      vehicle_make: appointment.make,
      vehicle_model: appointment.model,
      vehicle_plate: appointment.plate,
      vehicle_vin: appointment.vin,
      concern: appointment.concern,
    }));
    // Only rows inserted or changed come back: (xmax = 0) is true for an insert.
    const written = await tx<{ inserted: boolean }[]>`
      insert into appointments ${tx(rows)}
      on conflict (shop_id, import_key) do update set
        starts_at = excluded.starts_at, ends_at = excluded.ends_at, all_day = excluded.all_day,
        customer_first_name = excluded.customer_first_name, customer_last_name = excluded.customer_last_name,
        customer_phone = excluded.customer_phone, customer_email = excluded.customer_email,
        vehicle_year = excluded.vehicle_year, vehicle_make = excluded.vehicle_make,
        vehicle_model = excluded.vehicle_model, vehicle_plate = excluded.vehicle_plate,
        vehicle_vin = excluded.vehicle_vin, concern = excluded.concern, source = excluded.source,
        imported_at = now()
      where (appointments.starts_at, appointments.ends_at, appointments.all_day,
          appointments.customer_first_name, appointments.customer_last_name, appointments.customer_phone,
          appointments.customer_email, appointments.vehicle_year, appointments.vehicle_make,
          appointments.vehicle_model, appointments.vehicle_plate, appointments.vehicle_vin,
          appointments.concern)
        is distinct from (excluded.starts_at, excluded.ends_at, excluded.all_day,
          excluded.customer_first_name, excluded.customer_last_name, excluded.customer_phone,
          excluded.customer_email, excluded.vehicle_year, excluded.vehicle_make, excluded.vehicle_model,
          excluded.vehicle_plate, excluded.vehicle_vin, excluded.concern)
      returning (xmax = 0) as inserted`;
    const added = written.filter((row) => row.inserted).length;
    counts.added += added;
    counts.updated += written.length - added;
    counts.alreadyThere += chunk.length - added;
  }
  return counts;
}

/** Removes every appointment of the shop; answers how many there were. */
export async function deleteAppointments(tx: Tx, shopId: number): Promise<number> {
  const deleted = await tx`delete from appointments where shop_id = ${shopId}`;
  return deleted.count;
}
