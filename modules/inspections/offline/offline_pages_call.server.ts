// GET /ajax/inspections/offline-pages?shop=...: the pages the signed-in person's device keeps for offline use
// in this shop (offline_pages.ts), as {"pages": [address, ...]}. Only the person's own work in a shop they
// are a member of; another shop is the same 404 as one that does not exist.
import { Hono } from "hono";
import { InputError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { requireShopAccess } from "@modules/shops/mod.ts";
import { listOfflinePages } from "./offline_pages.server.ts";

export const offlinePagesCall = new Hono<AppEnv>();

offlinePagesCall.get("/offline-pages", async (c) => {
  const shop = c.req.query("shop");
  if (!shop) throw new InputError("Send shop, the shop's address name (as in /{shop}/inspections).");
  const { sql } = c.get("services");
  const access = await requireShopAccess(sql, c.get("viewer"), shop, "inspections.view");
  // The list is the person's own and changes through the day: no cache keeps it.
  c.header("Cache-Control", "no-store");
  return c.json({ pages: await listOfflinePages(sql, access) });
});
