// POST /ajax/customers/{customerId}?shop={uriName}: the customer page's save (docs/decisions/022). JSON
//   { customerVersion, firstName, lastName, companyName, phoneMobile, phoneLandline, email, contactPref,
//     customerNotes }
// answers 200 { outcome: "saved" | "unchanged", customer } or, when someone else saved the customer since the
// page read it, 409 { message, outcome: "conflict", customer } with the customer as stored now (nothing
// written). Owners and managers (customers.manage); another shop's customer, or none, is 404; the CSRF token
// is checked first by the middleware.
import { Hono } from "hono";
import { z } from "zod";
import { InputError, NotFoundError, SignInRequiredError } from "@platform/errors.ts";
import { type AppEnv, readJson } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { requireShopAccess } from "../shop_access.ts";
import { saidToStaff, staffMessages } from "../staff_words.server.ts";
import { CUSTOMERS_MESSAGES as C, MessageRefusal } from "@modules/text/mod.ts";
import { CONTACT_PREFERENCES } from "./contact_preferences.ts";
import { shopCountry } from "./customer_contact.ts";
import { customerOnPage } from "./customer_on_page.ts";
import { type CustomerSave, NO_SUCH_CUSTOMER, saveCustomer } from "./save_customer.ts";

export const customerCalls = new Hono<AppEnv>();

// The lengths are checked after the shape, in the staff language: the details' by their entry rules
// (customer_details.ts, the same limits whichever form saves them), the notes' here.
const text = (label: string) => z.string({ error: `${label} must be text.` });
const NOTES_LIMIT = 4000;

const saveBody = z.strictObject({
  customerVersion: z.int({ error: "customerVersion must be the version the page read (a whole number)." })
    .min(1, { error: "customerVersion must be the version the page read (a whole number)." }),
  firstName: text("The customer's first name"),
  lastName: text("The customer's last name"),
  companyName: text("The company name"),
  phoneMobile: text("The mobile number"),
  phoneLandline: text("The landline number"),
  email: text("The e-mail address"),
  contactPref: z.enum(CONTACT_PREFERENCES as [string, ...string[]], {
    error: `contactPref is one of ${CONTACT_PREFERENCES.join(", ")}.`,
  }),
  customerNotes: text("The notes"),
}, {
  error: (issue) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : undefined,
});

function readSave(body: unknown): CustomerSave {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new InputError("The request body must be a JSON object.");
  }
  const parsed = saveBody.safeParse(body);
  if (!parsed.success) throw new InputError(parsed.error.issues[0].message);
  const { customerVersion, customerNotes, contactPref, ...details } = parsed.data;
  if (customerNotes.length > NOTES_LIMIT) {
    throw new MessageRefusal({
      key: C.refusedTooLong,
      values: { label: { key: C.theNotes }, max: NOTES_LIMIT },
    });
  }
  return {
    ...details,
    version: customerVersion,
    contactPref: contactPref as CustomerSave["contactPref"],
    notes: customerNotes.trim(),
  };
}

customerCalls.post("/:customerId{[0-9]+}", async (c) => {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  const shop = c.req.query("shop");
  if (!shop) throw new InputError("Send shop, the shop's address name (as in /{shop}/customers).");
  const { sql } = c.get("services");
  const access = await requireShopAccess(sql, viewer, shop, "customers.manage");
  const customerId = rowIdOf(c.req.param("customerId"));
  if (customerId === null) throw new NotFoundError(NO_SUCH_CUSTOMER);
  const body = await readJson(c);
  const saved = await saidToStaff(sql, access.shop, () => {
    const posted = readSave(body);
    return sql.begin((tx) => saveCustomer(tx, access.shop.id, access.viewer, customerId, posted));
  });
  const customer = customerOnPage(saved.customer, await shopCountry(sql, access.shop.id));
  if (saved.outcome === "conflict") {
    const message = (await staffMessages(sql, access.shop)).text(C.refusedConflict);
    return c.json({ message, outcome: saved.outcome, customer }, 409);
  }
  return c.json({ outcome: saved.outcome, customer });
});
