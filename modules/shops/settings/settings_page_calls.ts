// The server function of /account (client-safe: its handler runs on the server). Owners and managers
// (shop.manage) read it; only owners save (settings.manage, the save call's own check).
import { createServerFn } from "@tanstack/react-start";
import { shopPage } from "../shop_page.ts";
import { shopPageInput } from "../shop_page_input.ts";
import { loadShopSettingsPage } from "./settings_page.server.ts";

export const getShopSettingsPage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("shop.manage", (shop) => loadShopSettingsPage(shop)));
