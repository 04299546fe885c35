// The login-link call (POST /ajax/users/{id|me}/loginlink): a sign-in link for a user, sent by e-mail, by
// text message, and/or handed to the caller to pass on (response). The caller may first give the user a
// new address or number to send it to. Each way gets its own link, since a link works only once.
import type { Sql } from "@platform/db.ts";
import { ConflictError, ForbiddenError, InputError } from "@platform/errors.ts";
import type { Services } from "@platform/request_context.ts";
import { accountChangeRefusal } from "./account_control.ts";
import type { UserAccess } from "./user_access.ts";
import {
  checkEmail,
  checkMobileNumber,
  checkNewEmail,
  checkNewPhone,
  countSends,
  findUserById,
  type LoginLinkOptions,
  sendLoginLink,
  updateUserColumns,
} from "../../accounts/mod.ts";

export interface LoginLinkRequest {
  /** Put the link in the answer (loginLinkUrl) for the caller to pass on. */
  response: boolean;
  email: boolean;
  phoneSms: boolean;
  redirectTo: string | null;
  newEmail: string | null;
  newPhone: string | null;
  /** An invitation says who added the user to which shop. */
  purpose: "login" | "invite";
}

export interface LoginLinkAnswer {
  emailStatusMessage: string;
  smsStatusMessage: string;
  loginLinkUrl: string;
}

export async function giveLoginLink(
  services: Pick<Services, "sql" | "config" | "jobs">,
  access: UserAccess,
  request: LoginLinkRequest,
): Promise<LoginLinkAnswer> {
  const { sql } = services;
  const { viewer, target } = access;
  const self = target.id === viewer.userId;
  if (!request.email && !request.phoneSms && !request.response) {
    throw new InputError(
      "Choose how to give the sign-in link: by e-mail, by text message, or in the answer.",
    );
  }
  if (self && request.purpose === "invite") {
    throw new InputError("An invitation is for someone else; ask for a sign-in link instead.");
  }
  if (target.isDisabled) {
    throw new ConflictError(`${target.displayName} is disabled; enable the account first.`);
  }
  const email = request.newEmail ? checked(checkEmail(request.newEmail)) : target.email;
  const phone = request.newPhone ? checked(checkMobileNumber(request.newPhone)) : target.phone;
  await refuseUnless(sql, access, email !== target.email || phone !== target.phone ? "contact" : null);
  await refuseUnless(sql, access, request.response ? "secret" : null);
  await countSends(sql, viewer.userId, [
    ...(request.email ? [email] : []),
    ...(request.phoneSms ? [phone] : []),
  ]);

  const shop = access.shops[0];
  const options: Omit<LoginLinkOptions, "channel"> = {
    redirectTo: request.redirectTo,
    createdBy: viewer.userId,
    invitation: request.purpose === "invite" && shop
      ? { actor: viewer.displayName, shop: shop.shopName, shopId: shop.shopId }
      : undefined,
  };
  const what = options.invitation ? "Invitation" : "Sign-in link";
  return await sql.begin(async (tx) => {
    if (email !== target.email || phone !== target.phone) {
      await updateUserColumns(tx, target.id, {
        email: await checkNewEmail(tx, email, target.id),
        phone: await checkNewPhone(tx, phone, target.id),
      });
    }
    const user = (await findUserById(tx, target.id))!;
    const answer: LoginLinkAnswer = { emailStatusMessage: "", smsStatusMessage: "", loginLinkUrl: "" };
    if (request.email) {
      const { sentTo } = await sendLoginLink(tx, services, user, { ...options, channel: "email" });
      answer.emailStatusMessage = `${what} sent to ${sentTo}.`;
    }
    if (request.phoneSms) {
      const { sentTo } = await sendLoginLink(tx, services, user, { ...options, channel: "sms" });
      answer.smsStatusMessage = `${what} sent by text message to ${sentTo}.`;
    }
    if (request.response) {
      answer.loginLinkUrl = (await sendLoginLink(tx, services, user, { ...options, channel: "none" })).url;
    }
    return answer;
  });
}

function checked(result: ReturnType<typeof checkEmail>): string {
  if (!result.ok) throw new InputError(result.message);
  return result.value;
}

async function refuseUnless(sql: Sql, access: UserAccess, change: "contact" | "secret" | null) {
  if (!change) return;
  const refusal = await accountChangeRefusal(sql, access.viewer, access.target, change);
  if (refusal) throw new ForbiddenError(refusal);
}
