// The shops row as its settings, and the shop's trail (shop_events).
import type { Tx } from "@platform/db.ts";
import type { Viewer } from "@platform/viewer.ts";
import { baseSentence, type StoredMessage } from "@modules/text/mod.ts";
import { userNameOf } from "../customer_events.ts";
import { type PrintDefaults, printDefaultsOf } from "./print_defaults.ts";
import { type ReportDefaults, reportDefaultsOf } from "./report_defaults.ts";
import type { ShopSettings } from "./shop_settings.ts";

export interface StoredSettings extends ShopSettings {
  version: number;
}

interface Row extends Omit<StoredSettings, "labourRate" | "printDefaults" | "reportDefaults"> {
  labourRate: string;
  printDefaults: unknown;
}

/** The settings of a shop (null: no such shop); `lock` holds the row for the save that reads it. */
export async function selectShopSettings(
  tx: Tx,
  shopId: number,
  lock = false,
): Promise<StoredSettings | null> {
  const rows = await tx<Row[]>`
    select name, phone, email, address, website, time_zone as "timeZone", country, currency,
      tax_rates as "taxRates", labour_rate::text as "labourRate", staff_language as "staffLanguage",
      customer_language as "customerLanguage", accent_color as "accentColor",
      report_email_subject as "reportEmailSubject", report_email_body as "reportEmailBody",
      report_sms_text as "reportSmsText", report_print_options as "printDefaults", version
    from shops where id = ${shopId} ${lock ? tx`for update` : tx``}`;
  const row = rows[0];
  if (!row) return null;
  // One object holds both: the print defaults and the customer report's (each read by its own names).
  return {
    ...row,
    labourRate: Number(row.labourRate),
    printDefaults: printDefaultsOf(row.printDefaults),
    reportDefaults: reportDefaultsOf(row.printDefaults),
  };
}

/** Writes the settings and moves the version on; the caller checked the version under the row's lock. */
export async function writeShopSettings(
  tx: Tx,
  shopId: number,
  next: StoredSettings,
): Promise<StoredSettings> {
  await tx`
    update shops set name = ${next.name}, phone = ${next.phone}, email = ${next.email},
      address = ${next.address}, website = ${next.website}, time_zone = ${next.timeZone},
      country = ${next.country}, currency = ${next.currency}, tax_rates = ${tx.json(next.taxRates as never)},
      labour_rate = ${next.labourRate}, staff_language = ${next.staffLanguage},
      customer_language = ${next.customerLanguage}, accent_color = ${next.accentColor},
      report_email_subject = ${next.reportEmailSubject}, report_email_body = ${next.reportEmailBody},
      report_sms_text = ${next.reportSmsText},
      report_print_options = ${tx.json({ ...next.printDefaults, ...next.reportDefaults } as never)},
      version = version + 1, updated_at = now()
    where id = ${shopId}`;
  return (await selectShopSettings(tx, shopId))!;
}

/** The printed report's defaults of a shop (the app's where it chose none). */
export async function selectPrintDefaults(tx: Tx, shopId: number): Promise<PrintDefaults> {
  const [row] = await tx<{ options: unknown }[]>`
    select report_print_options as options from shops where id = ${shopId}`;
  return printDefaultsOf(row?.options);
}

/** What the shop's customer reports show unless an inspection's adviser chose otherwise (the app's
 * defaults where the shop chose none). */
export async function selectReportDefaults(tx: Tx, shopId: number): Promise<ReportDefaults> {
  const [row] = await tx<{ options: unknown }[]>`
    select report_print_options as options from shops where id = ${shopId}`;
  return reportDefaultsOf(row?.options);
}

export interface ShopEvent {
  id: number;
  at: Date;
  userName: string;
  /** The en-US sentence; the page says `message` in its language (sayStored), or this for a row written
   * before its message was kept. */
  summary: string;
  message: StoredMessage | null;
}

/** `message` says what happened (the page says it in the staff language, migration 0033); the en-US
 * sentence is stored beside it for the readers of the text. */
export async function recordShopEvent(
  tx: Tx,
  event: {
    shopId: number;
    viewer: Viewer;
    kind: string;
    message: StoredMessage;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await tx`
    insert into shop_events (shop_id, user_id, user_name, kind, summary, message, details)
    values (${event.shopId}, ${event.viewer.userId}, ${userNameOf(event.viewer)}, ${event.kind},
      ${baseSentence(event.message)}, ${tx.json(event.message as never)}, ${
    tx.json(event.details as never)
  })`;
}

/** The newest changes first; a trail is short (a save is one row), and the page shows at most `limit`. */
export async function selectShopEvents(tx: Tx, shopId: number, limit = 100): Promise<ShopEvent[]> {
  return await tx<ShopEvent[]>`
    select id::int as id, at, user_name as "userName", summary, message
    from shop_events where shop_id = ${shopId} order by id desc limit ${limit}`;
}

/** The shop's wording of the report's e-mail and text message ('' where it keeps the app's words), and
 * the customer language it is written in. */
export interface ReportWording {
  culture: string;
  emailSubject: string;
  emailBody: string;
  sms: string;
}

export async function selectReportWording(tx: Tx, shopId: number): Promise<ReportWording> {
  const [row] = await tx<ReportWording[]>`
    select customer_language as culture, report_email_subject as "emailSubject",
      report_email_body as "emailBody", report_sms_text as sms
    from shops where id = ${shopId}`;
  return row ?? { culture: "en-US", emailSubject: "", emailBody: "", sms: "" };
}

/** What an item of work costs beyond its parts: the labour rate per hour and the tax rates (decision 027). */
export interface ShopPricing {
  labourRate: number;
  taxRates: Array<{ name: string; percent: number }>;
}

export async function selectShopPricing(tx: Tx, shopId: number): Promise<ShopPricing> {
  const [row] = await tx<{ labourRate: string; taxRates: ShopPricing["taxRates"] }[]>`
    select labour_rate::text as "labourRate", tax_rates as "taxRates" from shops where id = ${shopId}`;
  return row
    ? {
      labourRate: Number(row.labourRate),
      taxRates: row.taxRates.map((rate) => ({ name: rate.name, percent: Number(rate.percent) })),
    }
    : { labourRate: 0, taxRates: [] };
}
