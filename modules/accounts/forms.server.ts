// The sign-in and session form posts: /login (every mode), /login-link/{blob}, /logout, /forgot-password,
// /confirm-account/{token} and /session/*. Each answers a 303 on success; a refusal re-renders its page
// (src/platform/forms.ts).
import { type Context, Hono } from "hono";
import type { Sql } from "../../src/platform/db.ts";
import { InputError, NotFoundError, SignInRequiredError } from "../../src/platform/errors.ts";
import { formAction, type FormFields, seeOther } from "../../src/platform/forms.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import { safeRedirectPath } from "../../src/platform/redirects.ts";
import { rowIdOf } from "../../src/platform/row_ids.ts";
import { findShopById, findShopByUriName } from "../shops/mod.ts";
import { confirmContact } from "./confirmations.ts";
import { becomeUser, endImpersonation, startImpersonation } from "./impersonation.ts";
import { requestLoginLink, signInWithLoginLink } from "./login_links.ts";
import { requestOneTimeCode, signInWithCode } from "./one_time_codes.ts";
import { selectMemberships } from "./queries.server.ts";
import { signInContact } from "./sign_in_contact.ts";
import { clearSessionCookie, writeSessionCookie } from "./session_cookie.ts";
import { endSession, type IssuedSession } from "./sessions.ts";
import { signInWithPassword } from "./sign_in.ts";
import { NO_SUCH_SHOP } from "./shop_access.ts";

export const LINK_SENT =
  "If an account uses that address, a sign-in link is on its way. It works once, for 15 minutes.";
export const CODE_SENT =
  "If an account uses that address, a six-digit code is on its way. It works for 10 minutes.";

/** Where a user lands after signing in: where they were going, their one shop, or the shop picker. */
export async function landingPath(sql: Sql, userId: number, redirectTo: string | null): Promise<string> {
  if (redirectTo) return redirectTo;
  const shops = await selectMemberships(sql, userId);
  return shops.length === 1 ? `/${shops[0].uriName}` : "/switch-shop";
}

/** redirectTo from the form, or from the page's query (redirectTo, or its older name return). */
function requestedRedirect(c: Context<AppEnv>, form: FormFields): string | null {
  return safeRedirectPath(form.redirectTo) ?? safeRedirectPath(c.req.query("redirectTo")) ??
    safeRedirectPath(c.req.query("return"));
}

async function signedIn(
  c: Context<AppEnv>,
  session: IssuedSession,
  userId: number,
  redirectTo: string | null,
) {
  writeSessionCookie(c, session);
  return seeOther(c, await landingPath(c.get("services").sql, userId, redirectTo));
}

function requireViewer(c: Context<AppEnv>) {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  return viewer;
}

function audit(c: Context<AppEnv>) {
  return { ip: c.get("clientIp"), userAgent: c.req.header("User-Agent") ?? "" };
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
    const { session } = await endImpersonation(sql, viewer, audit(c));
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
  "/session/impersonateUser",
  formAction(async (c, form) => {
    const viewer = requireViewer(c);
    const userId = rowIdOf(form.userId);
    if (userId === null) throw new InputError("Choose the user to act as.");
    const { sql } = c.get("services");
    const shop = form.shopUriName ? await findShopByUriName(sql, form.shopUriName.toLowerCase()) : null;
    if (form.shopUriName && !shop) throw new NotFoundError(NO_SUCH_SHOP);
    const session = await startImpersonation(sql, viewer, { targetUserId: userId, shop, ...audit(c) });
    writeSessionCookie(c, session);
    return seeOther(c, shop ? `/${shop.uriName}` : await landingPath(sql, userId, null));
  }, { rerender: false }),
);

accountForms.post(
  "/session/becomeUser",
  formAction(async (c, form) => {
    const viewer = requireViewer(c);
    const { sql } = c.get("services");
    const session = await becomeUser(sql, viewer, { email: form.email ?? "", ...audit(c) });
    writeSessionCookie(c, session);
    return seeOther(c, "/switch-shop");
  }),
);

accountForms.post(
  "/session/endImpersonation",
  formAction(async (c) => {
    const viewer = requireViewer(c);
    const { sql } = c.get("services");
    const ended = await endImpersonation(sql, viewer, audit(c));
    writeSessionCookie(c, ended.session);
    const shop = ended.shopId === null ? null : await findShopById(sql, ended.shopId);
    return seeOther(c, shop ? `/${shop.uriName}/users/${ended.targetUserId}/edit` : "/switch-shop");
  }, { rerender: false }),
);
accountForms.get("/session/endImpersonation", (c) => seeOther(c, "/"));
accountForms.get("/session/impersonateUser", (c) => seeOther(c, "/switch-shop"));
