// The users calls, mounted at /ajax/users (seed 000, "Users" and "Status toggles"; docs/permissions.md).
// Every call needs a signed-in user; writes also need the CSRF token, which the middleware checks first.
// The gate's refusals (401, and 403/404 for a user the caller may not act on) are JSON {message}. Past the
// gate, each call answers in the shape its page expects: the password and login-link calls refuse in plain
// text, the verification calls with {success: false, errorMessage}.
import { type Context, Hono } from "hono";
import { booleanField, readFields, textField } from "@platform/call_fields.ts";
import { InputError, SignInRequiredError, UserFacingError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { readStatusToggle } from "@platform/status_toggle.ts";
import { giveLoginLink, type LoginLinkRequest } from "./give_login_link.ts";
import { revealAdminSetPassword } from "./reveal_password.ts";
import { setUserStatus } from "./set_user_status.ts";
import { requireSelf, requireUserAccess, type UserAccess } from "./user_access.ts";
import {
  type Channel,
  checkEmail,
  checkMobileNumber,
  sendVerification,
  suggestPassword,
} from "../../accounts/mod.ts";

export const usersCalls = new Hono<AppEnv>();

usersCalls.use("*", async (c, next) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  await next();
});

/** The user an {id} names, for a caller with the permission in a shop they share; 404 otherwise. */
function access(c: Context<AppEnv>, permission: "users.manage"): Promise<UserAccess> {
  const id = Number(c.req.param("id"));
  return requireUserAccess(c.get("services").sql, c.get("viewer"), id, permission);
}

type Refusal = (message: string, status: UserFacingError["status"]) => Response;

/** Runs a call past its gate; a refusal is answered in the call's own shape, with Retry-After kept. */
async function refusalsAs(c: Context<AppEnv>, refuse: Refusal, call: () => Promise<Response>) {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    if ("retryAfterSeconds" in error) c.header("Retry-After", String(error.retryAfterSeconds));
    return refuse(error.message, error.status);
  }
}

const plainText = (c: Context<AppEnv>): Refusal => (message, status) => c.text(message, status);

// Ids are positive integers; anything else falls through to the "no such call" 404.
const ID = ":id{[1-9][0-9]{0,9}}";

usersCalls.get("/password-suggestion", (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ password: suggestPassword() });
});

usersCalls.post("/validate-email", async (c) => {
  const checked = checkEmail(textField(await readFields(c), "email") ?? "");
  return c.json(checked.ok ? { valid: true, value: checked.value, message: "" } : invalid(checked.message));
});

usersCalls.post("/validate-phone", async (c) => {
  const checked = checkMobileNumber(textField(await readFields(c), "phone") ?? "");
  return c.json(checked.ok ? { valid: true, value: checked.value, message: "" } : invalid(checked.message));
});

function invalid(message: string) {
  return { valid: false, value: "", message };
}

usersCalls.post(`/${ID}/password`, async (c) => {
  const user = await access(c, "users.manage");
  return await refusalsAs(c, plainText(c), async () => {
    const { sql, keys } = c.get("services");
    const password = await revealAdminSetPassword(sql, keys, user.viewer, user.target);
    c.header("Cache-Control", "no-store");
    return c.text(password);
  });
});

async function loginLinkCall(c: Context<AppEnv>, user: UserAccess): Promise<Response> {
  return await refusalsAs(c, plainText(c), async () => {
    const answer = await giveLoginLink(c.get("services"), user, readLoginLinkRequest(await readFields(c)));
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  });
}

function readLoginLinkRequest(fields: Record<string, unknown>): LoginLinkRequest {
  const purpose = textField(fields, "purpose") ?? "login";
  if (purpose !== "login" && purpose !== "invite") {
    throw new InputError('purpose must be "login" or "invite".');
  }
  return {
    response: booleanField(fields, "response"),
    email: booleanField(fields, "email"),
    phoneSms: booleanField(fields, "phoneSms"),
    redirectTo: textField(fields, "redirectTo"),
    newEmail: textField(fields, "newEmail"),
    newPhone: textField(fields, "newPhone"),
    purpose,
  };
}

usersCalls.post("/me/loginlink", async (c) => {
  return await loginLinkCall(c, await requireSelf(c.get("services").sql, c.get("viewer")));
});

usersCalls.post(`/${ID}/loginlink`, async (c) => {
  return await loginLinkCall(c, await access(c, "users.manage"));
});

async function verificationCall(c: Context<AppEnv>, channel: Channel): Promise<Response> {
  const user = await access(c, "users.manage");
  const refuse: Refusal = (errorMessage, status) => c.json({ success: false, errorMessage }, status);
  return await refusalsAs(c, refuse, async () => {
    await sendVerification(c.get("services"), user.viewer, user.target, channel);
    return c.json({ success: true, errorMessage: "" });
  });
}

usersCalls.post(`/${ID}/verification-email`, (c) => verificationCall(c, "email"));
usersCalls.post(`/${ID}/verification-sms`, (c) => verificationCall(c, "sms"));

usersCalls.post(`/${ID}/status`, async (c) => {
  const user = await access(c, "users.manage");
  const isActive = readStatusToggle(await readFields(c));
  return c.json(await setUserStatus(c.get("services").sql, user.viewer, user.target, isActive));
});
