// One tap from an appointment to an open checklist (issue 32): the appointment's customer is the shop's
// customer with the same mobile number or e-mail address, or with a car of the same plate and the same last
// name (decision 023's keys, found by findSameCustomers), else a new one; its car is the customer's car with
// the same VIN or plate, else a new one; the concern is the mechanic's notes. A car with an open inspection
// opens that inspection instead of a second one. The appointment remembers its inspection, so a second tap
// opens the same checklist. The inspections are read through the view inspections publishes (inspections_facts).
import type { Tx } from "@platform/db.ts";
import { ConflictError, NotFoundError } from "@platform/errors.ts";
import type { Keys } from "@platform/keys.ts";
import type { Viewer } from "@platform/viewer.ts";
import { createInspection, type NewInspection } from "@modules/inspections/mod.ts";
import { findSameCustomers } from "@modules/shops/mod.ts";
import type { ImportedAppointment } from "../import/appointment.ts";
import { prefillOf } from "../list/appt_list.server.ts";

export const NO_SUCH_APPOINTMENT = "There is no such appointment in this shop.";

/** What the tap reads of the appointment: the customer, car and concern the import stored. */
interface AppointmentRow extends Omit<ImportedAppointment, "importKey" | "startsAt" | "endsAt" | "allDay"> {
  inspectionEncId: string | null;
}

/** The appointment (locked: two taps at once start one inspection), with its inspection's id if started. */
async function appointmentOf(tx: Tx, shopId: number, appointmentId: number): Promise<AppointmentRow> {
  const [row] = await tx<AppointmentRow[]>`
    select a.customer_first_name as "firstName", a.customer_last_name as "lastName", a.customer_phone as phone,
      a.customer_email as email, a.vehicle_year as year, a.vehicle_make as make, a.vehicle_model as model,
      a.vehicle_plate as plate, a.vehicle_vin as vin, a.concern, i.enc_id as "inspectionEncId"
    from appointments a left join inspections_facts i on i.shop_id = a.shop_id and i.id = a.inspection_id
    where a.shop_id = ${shopId} and a.id = ${appointmentId}
    for update of a`;
  if (!row) throw new NotFoundError(NO_SUCH_APPOINTMENT);
  return row;
}

async function customerOf(tx: Tx, shopId: number, row: AppointmentRow): Promise<NewInspection["customer"]> {
  const found = await findSameCustomers(tx, shopId, {
    mobile: row.phone,
    email: row.email,
    plate: row.plate,
  });
  const same = found.find((one) => one.sameBy.includes("mobile") || one.sameBy.includes("email")) ??
    // A plate alone is a car that may have changed hands: the same last name too (decision 023).
    found.find((one) => row.lastName !== "" && one.lastName.toLowerCase() === row.lastName.toLowerCase());
  if (same) return { id: same.id };
  if (!row.firstName && !row.lastName) return null;
  return { firstName: row.firstName, lastName: row.lastName, phoneMobile: row.phone, email: row.email };
}

function vehicleOf(row: AppointmentRow): NewInspection["vehicle"] {
  const year = /^\d{4}$/.test(row.year) ? Number(row.year) : null;
  if (![row.make, row.model, row.plate, row.vin].some(Boolean) && year === null) return null;
  return { make: row.make, model: row.model, modelYear: year, plate: row.plate, vin: row.vin };
}

/** The encrypted id of the appointment's inspection: the one started before, the car's open one, or new. */
export async function startFromAppointment(
  sql: { begin<T>(work: (tx: Tx) => Promise<T>): Promise<T> },
  keys: Keys,
  shopId: number,
  viewer: Viewer,
  asMechanic: boolean,
  appointmentId: number,
  page: string,
): Promise<string> {
  try {
    return await sql.begin(async (tx) => {
      const row = await appointmentOf(tx, shopId, appointmentId);
      if (row.inspectionEncId) return row.inspectionEncId;
      const made = await createInspection(tx, keys, shopId, viewer, {
        typeId: null,
        customer: await customerOf(tx, shopId, row),
        vehicle: vehicleOf(row),
        notes: row.concern,
        mechanicUserId: asMechanic ? viewer.userId : null,
      }, page);
      await remember(tx, shopId, appointmentId, made.encId);
      return made.encId;
    });
  } catch (error) {
    // The car is being inspected already (ask_first.ts): that checklist is the appointment's.
    const open = error instanceof ConflictError && error.details?.ask === "secondInspection"
      ? (error.details.openInspection as { encId: string }).encId
      : null;
    if (!open) throw error;
    await sql.begin((tx) => remember(tx, shopId, appointmentId, open));
    return open;
  }
}

/** The add form's address prefilled from the appointment, for what a person must fix first. */
export async function appointmentPrefill(tx: Tx, shopId: number, appointmentId: number): Promise<string> {
  return prefillOf(await appointmentOf(tx, shopId, appointmentId));
}

async function remember(tx: Tx, shopId: number, appointmentId: number, encId: string): Promise<void> {
  await tx`
    update appointments set inspection_id = (select id from inspections_facts where shop_id = ${shopId} and enc_id = ${encId})
    where shop_id = ${shopId} and id = ${appointmentId}`;
}
