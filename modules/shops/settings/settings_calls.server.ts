// POST /ajax/shop-settings?shop={uriName}: the /account save (decision 027). JSON { version, name, phone,
// email, address, website, timeZone, country, currency, taxRates: [{ name, percent }], labourRate,
// staffLanguage, customerLanguage, accentColor, reportEmailSubject, reportEmailBody, reportSmsText,
// printDefaults: { paper, orientation, fontSize, itemImageSize, footerImageSize },
// reportDefaults: { showPassedItems, showPrices, showTechnicianNotes } (booleans) } answers
// 200 { outcome: "saved" | "unchanged", settings } or, when someone saved since the page read them,
// 409 { message, outcome: "conflict", settings } with the settings as stored now (nothing written).
// Owners only (settings.manage): a manager or mechanic is 403 with the reason, another shop's user 404.
import { Hono } from "hono";
import { z } from "zod";
import { InputError, SignInRequiredError } from "@platform/errors.ts";
import { type AppEnv, readJson } from "@platform/http.ts";
import { requireShopAccess } from "../shop_access.ts";
import { PRINT_CHOICES } from "./print_defaults.ts";
import { saveShopSettings } from "./save_shop_settings.ts";
import {
  MAX_LABOUR_RATE,
  MAX_TAX_RATES,
  SETTINGS_CONFLICT_MESSAGE,
  SETTINGS_LIMITS,
  type ShopSettings,
} from "./shop_settings.ts";

export const shopSettingsCalls = new Hono<AppEnv>();

const STRICT = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys?.join(", ")}.` : undefined,
};

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).max(max, {
    error: `${label} is too long: at most ${max.toLocaleString("en-US")} characters.`,
  });

const choice = <T extends string>(name: string, allowed: readonly T[]) =>
  z.enum(allowed as [T, ...T[]], { error: `${name} must be one of ${allowed.join(", ")}.` });

const yesNo = (name: string) => z.boolean({ error: `${name} must be true or false.` });

const saveBody = z.strictObject({
  version: z.int({ error: "version must be the version the page read (a whole number)." })
    .min(1, { error: "version must be the version the page read (a whole number)." }),
  name: text("The shop's name", SETTINGS_LIMITS.name),
  phone: text("The shop's phone", SETTINGS_LIMITS.phone),
  email: text("The shop's e-mail", SETTINGS_LIMITS.email),
  address: text("The shop's address", SETTINGS_LIMITS.address),
  website: text("The web site", SETTINGS_LIMITS.website),
  timeZone: text("The time zone", 64),
  country: text("The country", 2),
  currency: text("The currency", 3),
  taxRates: z.array(
    z.strictObject({
      name: text("A tax rate's name", SETTINGS_LIMITS.taxName),
      percent: z.number({ error: "A tax rate's percent must be a number." })
        .min(0, { error: "A tax rate is 0 to 100 percent." })
        .max(100, { error: "A tax rate is 0 to 100 percent." }),
    }, STRICT),
    { error: "taxRates must be a list of { name, percent }." },
  ).max(MAX_TAX_RATES, { error: `At most ${MAX_TAX_RATES} tax rates.` }),
  labourRate: z.number({ error: "The labor rate must be a number." })
    .min(0, { error: "The labor rate cannot be below 0." })
    .max(MAX_LABOUR_RATE, {
      error: `The labor rate is at most ${MAX_LABOUR_RATE.toLocaleString("en-US")} an hour.`,
    }),
  staffLanguage: text("The staff language", 10),
  customerLanguage: text("The customer language", 10),
  accentColor: text("The accent colour", 7),
  reportEmailSubject: text("The report e-mail subject", SETTINGS_LIMITS.reportEmailSubject),
  reportEmailBody: text("The report e-mail wording", SETTINGS_LIMITS.reportEmailBody),
  reportSmsText: text("The report text message", SETTINGS_LIMITS.reportSmsText),
  printDefaults: z.strictObject({
    paper: choice("paper", PRINT_CHOICES.paper),
    orientation: choice("orientation", PRINT_CHOICES.orientation),
    fontSize: choice("fontSize", PRINT_CHOICES.fontSize),
    itemImageSize: choice("itemImageSize", PRINT_CHOICES.itemImageSize),
    footerImageSize: choice("footerImageSize", PRINT_CHOICES.footerImageSize),
  }, STRICT),
  reportDefaults: z.strictObject({
    showPassedItems: yesNo("showPassedItems"),
    showPrices: yesNo("showPrices"),
    showTechnicianNotes: yesNo("showTechnicianNotes"),
  }, { error: "reportDefaults must be { showPassedItems, showPrices, showTechnicianNotes }." }),
}, STRICT);

function readSave(body: unknown): { version: number; settings: ShopSettings } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new InputError("The request body must be a JSON object.");
  }
  const parsed = saveBody.safeParse(body);
  if (!parsed.success) throw new InputError(parsed.error.issues[0].message);
  const { version, ...settings } = parsed.data;
  return { version, settings };
}

shopSettingsCalls.post("/", async (c) => {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  const shop = c.req.query("shop");
  if (!shop) throw new InputError("Send shop, the shop's address name (as in /{shop}/account).");
  const { sql } = c.get("services");
  const access = await requireShopAccess(sql, viewer, shop, "settings.manage");
  const { version, settings } = readSave(await readJson(c));
  const saved = await sql.begin((tx) =>
    saveShopSettings(tx, access.shop.id, access.viewer, version, settings)
  );
  const answer = { outcome: saved.outcome, settings: saved.settings };
  if (saved.outcome === "conflict") return c.json({ message: SETTINGS_CONFLICT_MESSAGE, ...answer }, 409);
  return c.json(answer);
});
