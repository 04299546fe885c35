// The localization pages' server functions (client-safe: the handlers run on the server). Owners and
// managers open them (shop.manage); mechanics get the 403 page; another shop's user the 404.
import { createServerFn } from "@tanstack/react-start";
import { shopPage } from "@modules/shops/mod.ts";
import { shopPageInput } from "@modules/shops/ui.ts";
import {
  loadCultureLocalization,
  loadLocalizations,
  loadNewLocalization,
} from "./localizations_pages.server.ts";

/** /{shop}/localizations */
export const getLocalizationsPage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("shop.manage", (shop) => loadLocalizations(shop)));

/** /{shop}/localizations/new */
export const getNewLocalizationPage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("shop.manage", (shop) => loadNewLocalization(shop)));

/** /{shop}/localizations/{cultureName} */
export const getCultureLocalizationPage = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; cultureName: string }) => ({
    shopUriName: String(input.shopUriName),
    cultureName: String(input.cultureName).slice(0, 40),
  }))
  .handler(shopPage("shop.manage", (shop, { cultureName }) => loadCultureLocalization(shop, cultureName)));
