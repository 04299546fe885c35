// GET /ajax/customers/lookup?shop=...&search=... (also name, phone, email; seed /customers/lookup): the add
// form's customer find-as-you-type. GET /ajax/customers/same?shop=...&mobile=&email=&plate=: the customer the
// new one being typed would duplicate (issue 32; decision 023's keys, whole values, not prefixes). Any member
// who may make inspections; another shop's customers are never answered (the shop is checked first, the
// query names it).
import { Hono } from "hono";
import { InputError, SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { findSameCustomers, lookupCustomers, requireShopAccess } from "@modules/shops/mod.ts";

export const customersCalls = new Hono<AppEnv>();

customersCalls.get("/lookup", async (c) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  const shop = c.req.query("shop");
  if (!shop) throw new InputError("Send shop, the shop's address name (as in /{shop}/inspections/add).");
  const { sql } = c.get("services");
  const access = await requireShopAccess(sql, c.get("viewer"), shop, "inspections.work");
  const [search, name, phone, email] = ["search", "name", "phone", "email"].map((key) =>
    (c.req.query(key) ?? "").slice(0, 200)
  );
  if (![search, name, phone, email].some((text) => text.trim())) {
    throw new InputError("Send search (or name, phone or email): what to look the customer up by.");
  }
  const customers = await lookupCustomers(sql, access.shop.id, { search, name, phone, email });
  return c.json({ customers });
});

customersCalls.get("/same", async (c) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  const shop = c.req.query("shop");
  if (!shop) throw new InputError("Send shop, the shop's address name (as in /{shop}/inspections/add).");
  const { sql } = c.get("services");
  const access = await requireShopAccess(sql, c.get("viewer"), shop, "inspections.work");
  const [mobile, email, plate] = ["mobile", "email", "plate"].map((key) =>
    (c.req.query(key) ?? "").slice(0, 200)
  );
  if (![mobile, email, plate].some((text) => text.trim())) {
    throw new InputError("Send mobile, email or plate: what the new customer has that another may have too.");
  }
  return c.json({ customers: await findSameCustomers(sql, access.shop.id, { mobile, email, plate }) });
});
