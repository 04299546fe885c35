// What /account shows (the gate, shop.manage, is shopPage's): the settings with their version, whether the
// viewer may change them (owners: settings.manage), the shop's logo and trail, and the choices. Trail times
// are written in the shop's time zone. The page's words are in the shop's staff language, with the shop's
// wording (decision 028).
import { getCountries } from "libphonenumber-js";
import { CURRENCIES } from "@platform/money.ts";
import { TIME_ZONES } from "@platform/time_zones.ts";
import { purposeThumbnailUrl } from "../../media/mod.ts";
import { hasPermission } from "../permissions.ts";
import type { ShopContext } from "../shop_page.ts";
import { selectShopEvents, selectShopSettings, type StoredSettings } from "./settings_queries.server.ts";
import { BASE_CULTURE, cultureOf, sayStored, shopMessages } from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { SHOP_SETTINGS_MESSAGES } from "@modules/text/mod.ts";

export interface SettingsTrailEntry {
  id: number;
  at: string;
  userName: string;
  /** What changed, in the staff language with the shop's wording (or an older row's stored sentence). */
  summary: string;
}

export interface ShopSettingsPage {
  /** The shop's asset calls (the logo's upload) are /ajax/shops/{shopId}/assets... */
  shopId: number;
  settings: StoredSettings;
  canEdit: boolean;
  logoUrl: string | null;
  trail: SettingsTrailEntry[];
  timeZones: string[];
  currencies: string[];
  countries: string[];
  words: PageWords;
}

export async function loadShopSettingsPage(shop: ShopContext): Promise<ShopSettingsPage> {
  const shopId = shop.shop.id;
  const culture = cultureOf(shop.shop.staffLanguage) ?? BASE_CULTURE;
  const [settings, events, logoUrl, messages] = await Promise.all([
    selectShopSettings(shop.sql, shopId),
    selectShopEvents(shop.sql, shopId),
    purposeThumbnailUrl(
      shop.sql,
      { shopId, subclass: "ShopAsset", ownerId: null, draftRef: null },
      "logo",
      shop.services.config.media.publicUrl,
    ),
    shopMessages(shop.sql, shopId, culture),
  ]);
  const clock = new Intl.DateTimeFormat(culture, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: shop.shop.timeZone,
  });
  return {
    shopId,
    settings: settings!,
    canEdit: hasPermission(shop.roles, "settings.manage"),
    logoUrl,
    trail: events.map((event) => ({
      id: event.id,
      at: clock.format(event.at),
      userName: event.userName,
      summary: sayStored((key, values) => messages.text(key, values), event.message, event.summary),
    })),
    timeZones: [...TIME_ZONES],
    currencies: [...CURRENCIES],
    countries: getCountries(),
    words: { culture, messages: messages.pick(Object.values(SHOP_SETTINGS_MESSAGES)) },
  };
}
