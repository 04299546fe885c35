// POST /ajax/customers/merge?shop=<uriName> (decision 023): merges two customers of the shop, the one named
// keepId keeping everything. Body (JSON or form): keepId, keepVersion, mergeId, mergeVersion, the versions
// the dedupe list showed. Owners and managers (customers.manage); CSRF as every write. Answers 200 with what
// moved; 400 for a customer merged with itself or bad fields, 404 for a customer not in this shop (another
// shop's), 409 for a pair changed or merged since it was listed. Nothing is written unless all of it is.
import { Hono } from "hono";
import { type CallFields, idField, readFields } from "@platform/call_fields.ts";
import { InputError, SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { requireShopAccess } from "../shop_access.ts";
import { mergeCustomers } from "./merge_customers.ts";

export const customerMergeCalls = new Hono<AppEnv>();

customerMergeCalls.post("/merge", async (c) => {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  const shop = c.req.query("shop");
  if (!shop) throw new InputError("Send shop, the shop's address name (as in /{shop}/customers/dedupe).");
  const { sql } = c.get("services");
  const access = await requireShopAccess(sql, viewer, shop, "customers.manage");
  const fields = await readFields(c);
  const outcome = await mergeCustomers(sql, access.shop.id, access.viewer, {
    keepId: required(fields, "keepId", idField),
    keepVersion: required(fields, "keepVersion", versionField),
    mergeId: required(fields, "mergeId", idField),
    mergeVersion: required(fields, "mergeVersion", versionField),
  });
  return c.json(outcome);
});

function required(
  fields: CallFields,
  name: string,
  read: (fields: CallFields, name: string) => number | null,
): number {
  const value = read(fields, name);
  if (value === null) {
    throw new InputError(`Send ${name}: the merge names both customers and their versions.`);
  }
  return value;
}

/** A version is a row's counter, a whole number from 1, as ids are. */
function versionField(fields: CallFields, name: string): number | null {
  try {
    return idField(fields, name);
  } catch {
    throw new InputError(`${name} must be the version the list showed, a whole number from 1.`);
  }
}
