// How the staff's pages write a moment or a day: in the shop's staff language and its time zone, as the
// pages' words are (decision 028): "Mar 3, 2026, 2:05 PM" for en-US, "3 mar 2026, 14:05" for es-MX.
import { BASE_CULTURE, cultureOf } from "@modules/text/mod.ts";

type ShopClock = { staffLanguage: string; timeZone: string };

/** A moment: its day and time. */
export function staffClock(shop: ShopClock): Intl.DateTimeFormat {
  return dateFormat(shop, { dateStyle: "medium", timeStyle: "short" });
}

/** A day alone (a visit, an inspection in a history). */
export function staffDay(shop: ShopClock): Intl.DateTimeFormat {
  return dateFormat(shop, { dateStyle: "medium" });
}

function dateFormat(shop: ShopClock, style: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const culture = cultureOf(shop.staffLanguage) ?? BASE_CULTURE;
  return new Intl.DateTimeFormat(culture, { ...style, timeZone: shop.timeZone });
}
