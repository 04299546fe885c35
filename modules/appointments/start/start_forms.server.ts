// POST /{shop}/appt-list/{appointmentId}/start: the appointment list's one tap (a form post, CSRF checked by
// the middleware) to the appointment's open checklist (start_from_appointment.ts). Any member who may work
// on inspections; another shop's user gets the 404 of a shop that is not theirs, an appointment of another
// shop the 404 of no such appointment. What the shop's rules refuse in the appointment (a mobile number a text
// cannot reach, a type that needs a customer) is for a person to fix: the add form opens prefilled from it.
import { Hono } from "hono";
import { InputError, NotFoundError } from "@platform/errors.ts";
import { seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { sourcePage } from "@platform/source_page.ts";
import { shopOfRequest } from "@modules/shops/mod.ts";
import { appointmentPrefill, NO_SUCH_APPOINTMENT, startFromAppointment } from "./start_from_appointment.ts";

export const appointmentStartForms = new Hono<AppEnv>();

appointmentStartForms.post("/:shopUriName/appt-list/:appointmentId/start", async (c) => {
  const { sql, keys } = c.get("services");
  const access = await shopOfRequest(c, "inspections.work");
  const appointmentId = rowIdOf(c.req.param("appointmentId"));
  if (appointmentId === null) throw new NotFoundError(NO_SUCH_APPOINTMENT);
  const base = `/${access.shop.uriName}`;
  try {
    const encId = await startFromAppointment(
      sql,
      keys,
      access.shop.id,
      access.viewer,
      access.roles.isMechanic,
      appointmentId,
      sourcePage(c.req.header("Referer"), c.req.url),
    );
    return seeOther(c, `${base}/inspections/${encId}/checklist`);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const prefill = await sql.begin((tx) => appointmentPrefill(tx, access.shop.id, appointmentId));
    return seeOther(c, `${base}/inspections/add?${prefill}`);
  }
});
