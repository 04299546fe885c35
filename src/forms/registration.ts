// Sign-up's form posts: /register (step 1, the person, answered with "we sent you a link") and
// /register/step2 (the shop), which the e-mailed link opens. Composed here because one transaction spans
// three modules: accounts creates the person, shops the shop and its owner's membership, catalog fills the
// shop's checklists from the chosen template.
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  findRegistration,
  REGISTRATION_MINUTES,
  rememberDevice,
  signUpLinkSent,
  startRegistration,
  writeSessionCookie,
} from "../../modules/accounts/mod.ts";
import { applyTemplateToShop } from "../../modules/catalog/mod.ts";
import { openShop } from "../../modules/shops/mod.ts";
import { clearCookie, readCookie, writeCookie } from "../platform/cookies.ts";
import { formAction, seeOther } from "../platform/forms.ts";
import type { AppEnv } from "../platform/http.ts";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "../platform/time_zones.ts";

export const REGISTRATION_COOKIE = "registration";

export const registrationForms = new Hono<AppEnv>();

registrationForms.post(
  "/register",
  formAction(async (c, form) => {
    const { email } = await startRegistration(c.get("services"), {
      displayName: form.displayName ?? "",
      email: form.email ?? "",
      password: form.password ?? "",
      ip: c.get("clientIp"),
    });
    // The same words for every address: whether it has an account is told only to its owner, by e-mail.
    const values = { step: "check-email", email, displayName: form.displayName ?? "" };
    return await c.get("renderPage")({ notice: signUpLinkSent(email), values }, 200);
  }),
);

registrationForms.post(
  "/register/step2",
  formAction(async (c, form) => {
    const services = c.get("services");
    const blob = readCookie(c, REGISTRATION_COOKIE) ?? "";
    const templateKey = form.template ?? "";
    const { shop, session, userId } = await services.sql.begin(async (tx) => {
      const created = await openShop(tx, blob, {
        name: form.shopName ?? "",
        uriName: form.uriName ?? "",
        timeZone: form.timeZone ?? "",
      });
      if (templateKey !== "") await applyTemplateToShop(tx, created.shop.id, templateKey);
      return created;
    });
    clearCookie(c, REGISTRATION_COOKIE);
    writeSessionCookie(c, session);
    // The new owner's browser is one they signed in on (decision 013, device cookies).
    rememberDevice(c, services.keys, userId);
    return seeOther(c, `/register/complete?shop=${encodeURIComponent(shop.uriName)}`);
  }),
);

// Step 2 only makes sense with step 1 behind it; the page is told whose sign-up it is.
registrationForms.get("/register/step2", async (c) => {
  const { sql } = c.get("services");
  const linked = c.req.query("token");
  if (linked !== undefined) {
    // The e-mailed link: its registration goes into this browser's cookie, and the token out of the address
    // bar (and out of any Referer).
    if (!(await findRegistration(sql, linked))) return seeOther(c, "/register?reason=expired");
    writeCookie(c, REGISTRATION_COOKIE, linked, REGISTRATION_MINUTES * 60);
    return seeOther(c, "/register/step2");
  }
  const blob = readCookie(c, REGISTRATION_COOKIE);
  const pending = blob ? await findRegistration(sql, blob) : null;
  if (!pending) return seeOther(c, "/register?reason=expired");
  // The time zone step 1's page found in the browser (src/ui/time_zone_input.tsx) is the one proposed.
  const timeZone = timeZoneFromCookie(getCookie(c, TIME_ZONE_COOKIE));
  return await c.get("renderPage")(
    { values: { email: pending.email, displayName: pending.displayName, ...(timeZone ? { timeZone } : {}) } },
    200,
  );
});
