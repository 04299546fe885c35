// POST /ajax/appointments/{shopId}: imports one file of appointments (multipart/form-data; an .ics or a CSV
// export), answering 200 with the counts (import_appointments.ts), or 400 with the reason and nothing
// written. DELETE /ajax/appointments/{shopId}: removes every imported appointment of the shop, answering
// { deleted, message }. Owners and managers (appointments.manage); a mechanic gets the 403, another shop's
// user the 404 of a shop that does not exist; the CSRF token is checked by the middleware, the body's size
// by the app's body limit (413). What it says is in the shop's staff language (decision 028). Decision 030.
import { Hono } from "hono";
import type { Context } from "hono";
import { InputError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { NO_SUCH_SHOP, requireShopAccessById, type ShopAccess, staffMessages } from "@modules/shops/mod.ts";
import { APPOINTMENT_IMPORT_MESSAGES as M } from "@modules/text/mod.ts";
import { importAppointments } from "./import_appointments.ts";
import { deleteAppointments } from "./save_appointments.ts";
import { uploadedFile } from "./uploaded_file.ts";

export const appointmentCalls = new Hono<AppEnv>();

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
  const { sql } = c.get("services");
  const words = await staffMessages(sql, access.shop);
  if (!/^multipart\/form-data/i.test(c.req.header("Content-Type") ?? "")) {
    throw new InputError(words.text(M.sendOneFile));
  }
  const file = await uploadedFile(await c.req.formData(), words);
  return c.json(await importAppointments(sql, access.shop, file, new Date(), words));
});

appointmentCalls.delete("/:shopId{[0-9]+}", async (c) => {
  const access = await shopOfCall(c);
  const { sql } = c.get("services");
  const deleted = await sql.begin((tx) => deleteAppointments(tx, access.shop.id));
  return c.json({ deleted, message: (await staffMessages(sql, access.shop)).text(M.deleted, { deleted }) });
});
