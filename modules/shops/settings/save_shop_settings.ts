// Saves /account: every field checked first (a bad one is a 400 that names it, and nothing is written),
// then the versioned update customers use (versioned_update.ts): a save read at an older version is a
// conflict that writes nothing and answers the settings as stored now. A save that changes something is one
// entry in the shop's trail naming each change.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { isCurrency } from "@platform/money.ts";
import { isTimeZone } from "@platform/time_zones.ts";
import type { Viewer } from "@platform/viewer.ts";
import { isSupportedCountry } from "libphonenumber-js";
import { checkEmail } from "@modules/accounts/mod.ts";
import { NO_SUCH_SHOP } from "../shop_access.ts";
import { applyVersionedUpdate, type UpdateOutcome } from "../versioned_update.ts";
import {
  SHOP_SETTINGS_MESSAGES as SETTINGS,
  SHOP_TRAIL_MESSAGES,
  type StoredMessage,
  type StoredValue,
} from "@modules/text/mod.ts";
import type { ReportDefaultName } from "./report_defaults.ts";
import { unknownPlaceholder } from "./report_wording.ts";
import {
  recordShopEvent,
  selectShopSettings,
  type StoredSettings,
  writeShopSettings,
} from "./settings_queries.server.ts";
import { SETTING_LABELS } from "./setting_labels.ts";
import { SETTINGS_CULTURES, type ShopSettings } from "./shop_settings.ts";

export interface SavedSettings {
  outcome: UpdateOutcome;
  /** As stored now: after the save, or (a conflict) as the other person left them. */
  settings: StoredSettings;
}

/** The settings as they are to be stored (trimmed, spelled canonically), or an InputError naming the field. */
export function checkSettings(posted: ShopSettings): ShopSettings {
  const settings = { ...posted, currency: posted.currency.trim().toUpperCase() };
  for (const field of ["name", "phone", "email", "address", "website"] as const) {
    settings[field] = posted[field].trim();
  }
  if (settings.name === "") throw new InputError("The shop's name cannot be empty.");
  if (settings.email !== "") {
    const email = checkEmail(settings.email);
    if (!email.ok) throw new InputError(`The shop's e-mail: ${email.message}`);
    settings.email = email.value;
  }
  if (settings.website !== "" && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(settings.website)) {
    throw new InputError(
      `The web site must be an address such as https://example.com; "${settings.website}" is not.`,
    );
  }
  if (!isTimeZone(settings.timeZone)) {
    throw new InputError(
      `"${settings.timeZone}" is not a time zone: choose one such as America/Los_Angeles.`,
    );
  }
  settings.country = settings.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(settings.country) || !isSupportedCountry(settings.country)) {
    throw new InputError(`"${posted.country}" is not a country: use its two-letter code, such as US or MX.`);
  }
  if (!isCurrency(settings.currency)) {
    throw new InputError(
      `"${posted.currency}" is not a currency: use its ISO 4217 code, such as USD or EUR.`,
    );
  }
  for (const field of ["staffLanguage", "customerLanguage"] as const) {
    if (!SETTINGS_CULTURES.includes(settings[field])) {
      throw new InputError(`The ${SETTING_LABELS[field]} must be one of ${SETTINGS_CULTURES.join(", ")}.`);
    }
  }
  settings.accentColor = settings.accentColor.trim().toLowerCase();
  if (!/^(#[0-9a-f]{6})?$/.test(settings.accentColor)) {
    throw new InputError(`The accent colour must look like #1d4ed8; "${posted.accentColor}" does not.`);
  }
  settings.taxRates = posted.taxRates.map((rate) => ({ name: rate.name.trim(), percent: rate.percent }));
  if (settings.taxRates.some((rate) => rate.name === "")) throw new InputError("Each tax rate needs a name.");
  for (const field of ["reportEmailSubject", "reportEmailBody", "reportSmsText"] as const) {
    settings[field] = posted[field].trim();
    const unknown = unknownPlaceholder(settings[field]);
    if (unknown) {
      throw new InputError(
        `The ${SETTING_LABELS[field]} names ${unknown}: use {customerName}, {shopName}, {vehicle} or {link}.`,
      );
    }
  }
  // An e-mail's subject is one header line: a line break there would make every report e-mail refused.
  if (/[\r\n]/.test(settings.reportEmailSubject)) {
    throw new InputError(
      `The ${SETTING_LABELS.reportEmailSubject} must be one line: take out the line break.`,
    );
  }
  if (settings.reportSmsText !== "" && !settings.reportSmsText.includes("{link}")) {
    throw new InputError(
      "The report text message must include {link}: it is how the customer opens the report.",
    );
  }
  return settings;
}

/** A setting's value as the trail says it: the shop's own text as it is, the app's words as messages. */
function shown(field: keyof ShopSettings, value: unknown): StoredValue {
  if (field === "taxRates") {
    const rates = value as ShopSettings["taxRates"];
    return rates.length === 0
      ? { key: SHOP_TRAIL_MESSAGES.noTaxRates }
      : rates.map((rate) => `${rate.name} ${rate.percent}%`).join(", ");
  }
  if (field === "printDefaults") {
    return Object.values(value as object).map((choice) => ({
      key: SETTINGS.printChoice,
      values: { choice: String(choice) },
    }));
  }
  if (field === "reportDefaults") {
    const shownOptions = (Object.entries(value as object) as [ReportDefaultName, boolean][])
      .filter(([, on]) => on).map(([option]) => ({
        key: SHOP_TRAIL_MESSAGES.reportShows,
        values: { option },
      }));
    return shownOptions.length === 0 ? { key: SHOP_TRAIL_MESSAGES.nothingOptional } : shownOptions;
  }
  if (field === "accentColor" && value === "") return { key: SHOP_TRAIL_MESSAGES.appBlue };
  if (typeof value === "string" && value.length > 40) return `"${value.slice(0, 37)}..."`;
  return value === "" ? { key: SETTINGS.empty } : String(value);
}

/** "Changed time zone from … to …; currency from USD to EUR": each change after the one before. */
function changedMessage(changes: [keyof ShopSettings, [unknown, unknown]][]): StoredMessage {
  const each = changes.map(([field, [before, after]]): StoredMessage => ({
    key: SHOP_TRAIL_MESSAGES.change,
    values: {
      setting: { key: SETTINGS.settingName, values: { setting: field } },
      from: shown(field, before),
      to: shown(field, after),
    },
  }));
  const changed = each.reduce((first, next) => ({
    key: SHOP_TRAIL_MESSAGES.andNext,
    values: { first, next },
  }));
  return { key: SHOP_TRAIL_MESSAGES.changed, values: { changes: changed } };
}

export async function saveShopSettings(
  tx: Tx,
  shopId: number,
  viewer: Viewer,
  version: number,
  posted: ShopSettings,
): Promise<SavedSettings> {
  const checked = checkSettings(posted);
  const locked = await selectShopSettings(tx, shopId, true);
  // Lists and objects equal to the stored ones are the stored ones, so only a real change counts.
  if (locked) {
    for (const field of ["taxRates", "printDefaults", "reportDefaults"] as const) {
      if (JSON.stringify(checked[field]) === JSON.stringify(locked[field])) {
        Object.assign(checked, { [field]: locked[field] });
      }
    }
  }
  const update = await applyVersionedUpdate(
    locked,
    NO_SUCH_SHOP,
    version,
    checked,
    (next) => writeShopSettings(tx, shopId, next),
  );
  const changes = Object.entries(update.changes) as [keyof ShopSettings, [unknown, unknown]][];
  if (update.outcome === "saved") {
    await recordShopEvent(tx, {
      shopId,
      viewer,
      kind: "settings",
      message: changedMessage(changes),
      details: Object.fromEntries(changes),
    });
  }
  return { outcome: update.outcome, settings: update.record };
}
