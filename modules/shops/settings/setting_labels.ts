// How the save's refusals name each setting (server text); the page and the trail say them in their words
// (the catalogue's settings.settingName), and the page lists the settings by these keys.
import type { ShopSettings } from "./shop_settings.ts";

export const SETTING_LABELS: Record<keyof ShopSettings, string> = {
  name: "name",
  phone: "phone",
  email: "e-mail",
  address: "address",
  website: "web site",
  timeZone: "time zone",
  country: "country",
  currency: "currency",
  taxRates: "tax rates",
  labourRate: "labor rate",
  staffLanguage: "staff language",
  customerLanguage: "customer language",
  accentColor: "accent colour",
  reportEmailSubject: "report e-mail subject",
  reportEmailBody: "report e-mail wording",
  reportSmsText: "report text message",
  printDefaults: "print options",
  reportDefaults: "customer report shows",
};
