// Sign-up's form posts: /register (step 1, the person) and /register/step2 (the shop). Composed here
// because one transaction spans two modules: accounts creates the shop's owner, catalog fills the shop's
// checklists from the chosen template.
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  completeRegistration,
  findRegistration,
  startRegistration,
  writeSessionCookie,
} from "../../modules/accounts/mod.ts";
import { applyTemplateToShop } from "../../modules/catalog/mod.ts";
import { clearCookie, readCookie, writeCookie } from "../platform/cookies.ts";
import { formAction, seeOther } from "../platform/forms.ts";
import type { AppEnv } from "../platform/http.ts";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "../platform/time_zones.ts";

export const REGISTRATION_COOKIE = "registration";

export const registrationForms = new Hono<AppEnv>();

registrationForms.post(
  "/register",
  formAction(async (c, form) => {
    const { blob } = await startRegistration(c.get("services").sql, {
      displayName: form.displayName ?? "",
      email: form.email ?? "",
      password: form.password ?? "",
      ip: c.get("clientIp"),
    });
    writeCookie(c, REGISTRATION_COOKIE, blob, 3600);
    return seeOther(c, "/register/step2");
  }),
);

registrationForms.post(
  "/register/step2",
  formAction(async (c, form) => {
    const services = c.get("services");
    const blob = readCookie(c, REGISTRATION_COOKIE) ?? "";
    const templateKey = form.template ?? "";
    const { shop, session } = await services.sql.begin(async (tx) => {
      const created = await completeRegistration(tx, services, blob, {
        name: form.shopName ?? "",
        uriName: form.uriName ?? "",
        timeZone: form.timeZone ?? "",
      });
      if (templateKey !== "") await applyTemplateToShop(tx, created.shop.id, templateKey);
      return created;
    });
    clearCookie(c, REGISTRATION_COOKIE);
    writeSessionCookie(c, session);
    return seeOther(c, `/register/complete?shop=${encodeURIComponent(shop.uriName)}`);
  }),
);

// Step 2 only makes sense with step 1 behind it; the page is told whose sign-up it is.
registrationForms.get("/register/step2", async (c) => {
  const blob = readCookie(c, REGISTRATION_COOKIE);
  const pending = blob ? await findRegistration(c.get("services").sql, blob) : null;
  if (!pending) return seeOther(c, "/register?reason=expired");
  // The time zone step 1's page found in the browser (src/ui/time_zone_input.tsx) is the one proposed.
  const timeZone = timeZoneFromCookie(getCookie(c, TIME_ZONE_COOKIE));
  return await c.get("renderPage")(
    { values: { email: pending.email, displayName: pending.displayName, ...(timeZone ? { timeZone } : {}) } },
    200,
  );
});
