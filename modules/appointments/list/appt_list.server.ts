// What /{shop}/appt-list shows (the page gate is the caller's: shopPage): the shop's appointments from the
// start of today in its time zone, by day, each with its time, customer, vehicle and concern and the add
// form's address prefilled from it. Every member sees the list; the import and delete controls are for
// appointments.manage. Its words and dates are in the shop's staff language, with the shop's wording
// (decision 028).
import { hasPermission, type ShopContext, shopCountry, staffWords } from "@modules/shops/mod.ts";
import { type CountryCode, formatPhone } from "@modules/accounts/mod.ts";
import { APPOINTMENTS_MESSAGES as M, type PageWords, type Say, sayIn } from "@modules/text/ui.ts";
import type { Tx } from "@platform/db.ts";
import { dayOf, instantOf } from "../import/shop_time.ts";
import type { ImportedAppointment } from "../import/appointment.ts";

/** The most appointments the page lists (the rest are counted). */
export const MAX_LISTED = 300;

export interface AppointmentOnList {
  id: number;
  /** "8:00 – 9:30 AM", or "All day" (in the page's culture). */
  time: string;
  customer: string;
  /** As people read it in the shop's country: (415) 555-0142. */
  phone: string;
  /** As the file had it, for the tel: link. */
  dial: string;
  email: string;
  /** "2018 Toyota Camry", or "". */
  vehicle: string;
  plate: string;
  vin: string;
  concern: string;
  /** /{shop}/inspections/add with the appointment's customer, vehicle and concern: to check them first. */
  startHref: string;
  /** The one tap's post: the appointment's checklist, started or opened (start/start_forms.server.ts). */
  startAction: string;
  /** Its inspection was started from it: the tap opens that checklist. */
  started: boolean;
}

export interface AppointmentDay {
  /** "Today, Thursday, November 26", "Tomorrow, ...", "Saturday, November 28" (in the page's culture). */
  label: string;
  appointments: AppointmentOnList[];
}

export interface ApptListPage {
  shopId: number;
  canManage: boolean;
  days: AppointmentDay[];
  /** Every appointment from today on, listed or not. */
  total: number;
  timeZone: string;
  words: PageWords;
}

/** A saved appointment: what its import read, and its id. */
interface Row extends Omit<ImportedAppointment, "importKey"> {
  id: number;
  started: boolean;
}

async function selectUpcoming(tx: Tx, shopId: number, from: Date): Promise<{ rows: Row[]; total: number }> {
  const rows = await tx<Row[]>`
    select id::int, starts_at as "startsAt", ends_at as "endsAt", all_day as "allDay",
      customer_first_name as "firstName", customer_last_name as "lastName", customer_phone as phone,
      customer_email as email, vehicle_year as year, vehicle_make as make, vehicle_model as model,
      vehicle_plate as plate, vehicle_vin as vin, concern, inspection_id is not null as started
    from appointments
    where shop_id = ${shopId} and ends_at > ${from}
    order by starts_at, id
    limit ${MAX_LISTED}`;
  const [{ total }] = await tx<{ total: number }[]>`
    select count(*)::int as total from appointments where shop_id = ${shopId} and ends_at > ${from}`;
  return { rows, total };
}

export async function loadApptList(shop: ShopContext, now = new Date()): Promise<ApptListPage> {
  const { timeZone } = shop.shop;
  const today = dayOf(now, timeZone);
  const [{ rows, total }, words, country] = await Promise.all([
    selectUpcoming(shop.sql, shop.shop.id, instantOf(today, null, timeZone)),
    staffWords(shop, M),
    shopCountry(shop.sql, shop.shop.id),
  ]);
  const { culture } = words;
  const say = sayIn(words);
  // "Thursday, November 26": the year only when it is not this year's.
  const dayName = new Intl.DateTimeFormat(culture, {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone,
  });
  const dayNameWithYear = new Intl.DateTimeFormat(culture, { dateStyle: "full", timeZone });
  const clock = new Intl.DateTimeFormat(culture, { timeStyle: "short", timeZone });
  const days: AppointmentDay[] = [];
  let current: Temporal.PlainDate | null = null;
  for (const row of rows) {
    // An appointment that began before today (a multi-day one) is listed under today.
    const startDay = dayOf(row.startsAt, timeZone);
    const day = Temporal.PlainDate.compare(startDay, today) < 0 ? today : startDay;
    if (!current || !day.equals(current)) {
      current = day;
      const name = (day.year === today.year ? dayName : dayNameWithYear).format(
        instantOf(day, null, timeZone),
      );
      days.push({ label: dayLabel(say, day, today, name), appointments: [] });
    }
    days.at(-1)!.appointments.push(appointmentOnList(row, shop.shop.uriName, clock, say, country));
  }
  return {
    shopId: shop.shop.id,
    canManage: hasPermission(shop.roles, "appointments.manage"),
    days,
    total,
    timeZone,
    words,
  };
}

function dayLabel(
  say: Say,
  day: Temporal.PlainDate,
  today: Temporal.PlainDate,
  name: string,
): string {
  const away = today.until(day, { largestUnit: "days" }).days;
  if (away === 0) return say(M.today, { day: name });
  return away === 1 ? say(M.tomorrow, { day: name }) : name;
}

function appointmentOnList(
  row: Row,
  shopUriName: string,
  clock: Intl.DateTimeFormat,
  say: Say,
  country: CountryCode,
): AppointmentOnList {
  const vehicle = [row.year, row.make, row.model].filter(Boolean).join(" ");
  return {
    id: row.id,
    time: row.allDay ? say(M.allDay) : clock.formatRange(row.startsAt, row.endsAt),
    customer: [row.firstName, row.lastName].filter(Boolean).join(" "),
    // As the file had it, written as people read it in the shop's country: (415) 555-0142.
    phone: formatPhone(row.phone, country),
    dial: row.phone,
    email: row.email,
    vehicle,
    plate: row.plate,
    vin: row.vin,
    concern: row.concern,
    startHref: `/${shopUriName}/inspections/add?${prefillOf(row)}`,
    startAction: `/${shopUriName}/appt-list/${row.id}/start`,
    started: row.started,
  };
}

/** The add form's prefill (its seed names: modules/inspections/add/add_fields.ts), the empty ones left out. */
export function prefillOf(
  row: Pick<
    Row,
    "firstName" | "lastName" | "phone" | "email" | "year" | "make" | "model" | "plate" | "vin" | "concern"
  >,
): string {
  const prefill: Record<string, string> = {
    cust_fname: row.firstName,
    cust_lname: row.lastName,
    cust_phone_mobile: row.phone,
    cust_email: row.email,
    year: row.year,
    make: row.make,
    model: row.model,
    license: row.plate,
    vin: row.vin,
    inspectionNotes: row.concern,
  };
  return new URLSearchParams(Object.entries(prefill).filter(([, value]) => value !== "")).toString();
}
