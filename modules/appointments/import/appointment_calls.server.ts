// POST /ajax/appointments/{shopId}: imports one file of appointments (multipart/form-data; an .ics or a CSV
// export), answering 200 with the counts (import_appointments.ts), or 400 with the reason and nothing
// written. DELETE /ajax/appointments/{shopId}: removes every imported appointment of the shop, answering
// { deleted, message }. Owners and managers (appointments.manage); a mechanic gets the 403, another shop's
// user the 404 of a shop that does not exist; the CSRF token is checked by the middleware, the body's size
// by the app's body limit (413). Decision 030.
import { Hono } from "hono";
import type { Context } from "hono";
import { IntlMessageFormat } from "intl-messageformat";
import { InputError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { NO_SUCH_SHOP, requireShopAccessById, type ShopAccess } from "@modules/shops/mod.ts";
import { importAppointments } from "./import_appointments.ts";
import { deleteAppointments } from "./save_appointments.ts";
import { SEND_ONE_FILE, uploadedFile } from "./uploaded_file.ts";

export const appointmentCalls = new Hono<AppEnv>();

const DELETED = new IntlMessageFormat(
  "{deleted, plural, one {# appointment deleted.} other {# appointments deleted.}}",
  "en-US",
);

function shopOfCall(c: Context<AppEnv>): Promise<ShopAccess> {
  return requireShopAccessById(
    c.get("services").sql,
    c.get("viewer"),
    rowIdOf(c.req.param("shopId")),
    "appointments.manage",
    NO_SUCH_SHOP,
  );
}

appointmentCalls.post("/:shopId{[0-9]+}", async (c) => {
  const access = await shopOfCall(c);
  if (!/^multipart\/form-data/i.test(c.req.header("Content-Type") ?? "")) throw new InputError(SEND_ONE_FILE);
  const file = await uploadedFile(await c.req.formData());
  return c.json(await importAppointments(c.get("services").sql, access.shop, file, new Date()));
});

appointmentCalls.delete("/:shopId{[0-9]+}", async (c) => {
  const access = await shopOfCall(c);
  const deleted = await c.get("services").sql.begin((tx) => deleteAppointments(tx, access.shop.id));
  return c.json({ deleted, message: String(DELETED.format({ deleted })) });
});
