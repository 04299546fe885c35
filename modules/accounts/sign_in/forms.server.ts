// The sign-in and session form posts: /login (every mode), /login-link/{blob}, /logout, /forgot-password,
// /confirm-account/{token} and /session/*. Each answers a 303 on success; a refusal re-renders its page
// (src/platform/forms.ts).
import { type Context, Hono } from "hono";
import { InputError } from "@platform/errors.ts";
import { formAction, type FormFields, seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { safeRedirectPath } from "@platform/redirects.ts";
import { confirmContact } from "./confirmations.ts";
import { rememberDevice, trustedDevices } from "./device_cookie.ts";
import { becomeUser, endImpersonation } from "../impersonation.ts";
import { landingPath } from "./landing.ts";
import { auditInfo, requireViewer } from "./session_forms.ts";
import { requestLoginLink, signInWithLoginLink } from "./login_links.ts";
import { requestOneTimeCode, signInWithCode } from "./one_time_codes.ts";
import { signInContact } from "./sign_in_contact.ts";
import { clearSessionCookie, writeSessionCookie } from "../session_cookie.ts";
import { endSession, type IssuedSession } from "../sessions.ts";
import { signInWithPassword } from "./sign_in.ts";

export const LINK_SENT =
  "If an account uses that address, a sign-in link is on its way. It works once, for 15 minutes.";
export const CODE_SENT =
  "If an account uses that address, a six-digit code is on its way. It works for 10 minutes.";

/** redirectTo from the form, or from the page's query (redirectTo, or its older name return). */
function requestedRedirect(c: Context<AppEnv>, form: FormFields): string | null {
  return safeRedirectPath(form.redirectTo) ?? safeRedirectPath(c.req.query("redirectTo")) ??
    safeRedirectPath(c.req.query("return"));
}

/**
 * Every way of signing in ends here: the session, and the browser remembered as one the person signs in on
 * (its device cookie), whose password tries the account's lockout does not stop.
 */
async function signedIn(
  c: Context<AppEnv>,
  session: IssuedSession,
  userId: number,
  redirectTo: string | null,
) {
  writeSessionCookie(c, session);
  rememberDevice(c, c.get("services").keys, userId);
  return seeOther(c, await landingPath(c.get("services").sql, userId, redirectTo));
}

export const accountForms = new Hono<AppEnv>();

accountForms.post(
  "/login",
  formAction(async (c, form) => {
    const services = c.get("services");
    const ip = c.get("clientIp");
    const mode = form.mode ?? "password";
    if (mode === "password") {
      const { session, userId } = await signInWithPassword(services.sql, {
        email: form.email ?? "",
        password: form.password ?? "",
        ip,
        devices: trustedDevices(c, services.keys),
      });
      return await signedIn(c, session, userId, requestedRedirect(c, form));
    }
    if (mode === "link") {
      const { channel, contact } = signInContact(form);
      await requestLoginLink(services, {
        channel,
        contact,
        redirectTo: requestedRedirect(c, form),
        ip,
      });
      return await c.get("renderPage")({ notice: LINK_SENT, values: { mode, channel } }, 200);
    }
    if (mode === "code") {
      const { channel, contact } = signInContact(form);
      if ((form.code ?? "") === "") {
        await requestOneTimeCode(services, { channel, contact, ip });
        const values = {
          mode,
          channel,
          step: "enter-code",
          email: form.email ?? "",
          phone: form.phone ?? "",
        };
        return await c.get("renderPage")({ notice: CODE_SENT, values }, 200);
      }
      const { session, userId } = await signInWithCode(services, { channel, contact, code: form.code, ip });
      return await signedIn(c, session, userId, requestedRedirect(c, form));
    }
    throw new InputError(`"${mode}" is not a way to sign in; use password, link or code.`);
  }),
);

accountForms.post(
  "/login-link/:blob",
  formAction(async (c) => {
    const { session, userId, redirectTo } = await signInWithLoginLink(
      c.get("services").sql,
      c.req.param("blob") ?? "",
    );
    return await signedIn(c, session, userId, redirectTo);
  }),
);

accountForms.post(
  "/forgot-password",
  formAction(async (c, form) => {
    const { channel, contact } = signInContact(form);
    await requestLoginLink(c.get("services"), {
      channel,
      contact,
      // After the link signs them in, their profile's password form needs no old password for a while.
      redirectTo: "/switch-shop?next=users/me",
      ip: c.get("clientIp"),
    });
    return await c.get("renderPage")({ notice: LINK_SENT, values: { channel } }, 200);
  }),
);

accountForms.post(
  "/confirm-account/:token",
  formAction(async (c) => {
    const confirmed = await confirmContact(c.get("services").sql, c.req.param("token") ?? "");
    return await c.get("renderPage")({ notice: confirmed.message }, 200);
  }),
);

async function logOff(c: Context<AppEnv>) {
  const viewer = c.get("viewer");
  const { sql } = c.get("services");
  if (viewer?.actor) {
    // Signing out while acting as someone ends the impersonation (audited) and the actor's session.
    const { session } = await endImpersonation(sql, viewer, auditInfo(c));
    await endSession(sql, session.id);
  } else if (viewer) {
    await endSession(sql, viewer.sessionId);
  }
  clearSessionCookie(c);
  return seeOther(c, "/login?reason=signedout");
}

accountForms.post("/logout", logOff);
accountForms.post("/session/logOff", logOff);
accountForms.get("/session/logOff", (c) => seeOther(c, "/logout"));

accountForms.post(
  "/session/becomeUser",
  formAction(async (c, form) => {
    const viewer = requireViewer(c);
    const { sql } = c.get("services");
    const session = await becomeUser(sql, viewer, { email: form.email ?? "", ...auditInfo(c) });
    writeSessionCookie(c, session);
    return seeOther(c, "/switch-shop");
  }),
);
