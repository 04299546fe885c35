// The server function of /{shop}/appt-list (client-safe: the handler runs on the server). Every member of
// the shop sees the list (decision 030).
import { createServerFn } from "@tanstack/react-start";
import { shopPage } from "@modules/shops/mod.ts";
import { shopPageInput } from "@modules/shops/ui.ts";
import { loadApptList } from "./appt_list.server.ts";

export const getApptList = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("shop.view", (shop) => loadApptList(shop)));
