// Acting as another user, to see what they see or to fix their work. Who may act as whom
// (docs/permissions.md, "Impersonation"):
// - a shop owner, as a manager or mechanic of that shop (not as another owner), only inside that shop;
// - a platform admin, as any user who is not a platform admin, in the user's shops.
// Nobody nests impersonations, and nobody acts as a disabled user. Every start and end is written to
// impersonation_events; the token is replaced at both, and the actor's own session limit comes back after.
import type { Sql, Tx } from "@platform/db.ts";
import { ForbiddenError, InputError, NotFoundError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { checkEmail } from "./contact.ts";
import { selectUserByEmail, selectUserById, type UserRecord } from "./queries.server.ts";
import { createSession, endSession, type IssuedSession } from "./sessions.ts";

export const NO_SUCH_USER = "There is no such user in this shop.";
const NOT_A_MEMBER = "That user is not a member of this shop.";

/** The shop an impersonation happens in, as the shops module tells it: accounts knows people, not shops. */
export interface ImpersonationShop {
  id: number;
  /** How the shop sees a person: null when they are not its member. */
  standingOf(tx: Sql | Tx, userId: number): Promise<{ isOwner: boolean } | null>;
}

export interface AuditInfo {
  ip: string;
  userAgent: string;
}

async function writeEvent(
  tx: Tx,
  event:
    & { actorUserId: number; targetUserId: number; shopId: number | null; action: "start" | "end" }
    & AuditInfo,
): Promise<void> {
  await tx`
    insert into impersonation_events (actor_user_id, target_user_id, shop_id, action, ip, user_agent)
    values (${event.actorUserId}, ${event.targetUserId}, ${event.shopId}, ${event.action}, ${event.ip},
            ${event.userAgent.slice(0, 300)})`;
}

/** Why the viewer may not act as the target here, or null when they may. */
export async function impersonationRefusal(
  sql: Sql | Tx,
  viewer: Viewer,
  target: UserRecord,
  shop: ImpersonationShop | null,
): Promise<string | null> {
  if (viewer.actor) return "End the current impersonation first.";
  if (target.id === viewer.userId) return "You are already signed in as yourself.";
  if (target.isDisabled) return `${target.displayName} is disabled; enable the account first.`;
  if (target.isPlatformAdmin) return "Nobody can act as a platform admin.";
  if (viewer.isPlatformAdmin) return null;
  if (!shop) return "Only a platform admin can act as a user outside a shop.";
  const mine = await shop.standingOf(sql, viewer.userId);
  if (!mine?.isOwner) return "Only a shop owner can act as another user.";
  const theirs = await shop.standingOf(sql, target.id);
  if (!theirs) return NOT_A_MEMBER;
  if (theirs.isOwner) return "A shop owner cannot act as another shop owner.";
  return null;
}

export async function startImpersonation(
  sql: Sql,
  viewer: Viewer,
  input: { targetUserId: number; shop: ImpersonationShop | null } & AuditInfo,
): Promise<IssuedSession> {
  return await sql.begin(async (tx) => {
    const target = await selectUserById(tx, input.targetUserId);
    if (!target) throw new NotFoundError(NO_SUCH_USER);
    const refusal = await impersonationRefusal(tx, viewer, target, input.shop);
    if (refusal) {
      // A user of another shop learns nothing about this one's members.
      if (refusal === NOT_A_MEMBER) throw new NotFoundError(NO_SUCH_USER);
      throw new ForbiddenError(refusal);
    }
    const [own] = await tx<{ expiresAt: Date }[]>`
      delete from sessions where id = ${viewer.sessionId} returning expires_at as "expiresAt"`;
    const session = await createSession(tx, {
      userId: target.id,
      authMethod: "impersonation",
      actorUserId: viewer.userId,
      impersonationShopId: input.shop?.id ?? null,
      actorExpiresAt: own?.expiresAt ?? null,
    });
    await writeEvent(tx, {
      actorUserId: viewer.userId,
      targetUserId: target.id,
      shopId: input.shop?.id ?? null,
      action: "start",
      ip: input.ip,
      userAgent: input.userAgent,
    });
    return session;
  });
}

/** A platform admin's "become user" by e-mail address. */
export async function becomeUser(
  sql: Sql,
  viewer: Viewer,
  input: { email: string } & AuditInfo,
): Promise<IssuedSession> {
  if (!viewer.isPlatformAdmin || viewer.actor) {
    throw new ForbiddenError("Only a platform admin can become another user.");
  }
  const email = checkEmail(input.email);
  if (!email.ok) throw new InputError(email.message);
  const target = await selectUserByEmail(sql, email.value);
  if (!target) throw new NotFoundError(`There is no user with the e-mail address ${email.value}.`);
  return await startImpersonation(sql, viewer, { ...input, targetUserId: target.id, shop: null });
}

/** Back to the actor's own session. Returns it and the user and shop that were impersonated. */
export async function endImpersonation(
  sql: Sql,
  viewer: Viewer,
  audit: AuditInfo,
): Promise<{ session: IssuedSession; targetUserId: number; shopId: number | null }> {
  const actor = viewer.actor;
  if (!actor) throw new InputError("You are not acting as another user.");
  return await sql.begin(async (tx) => {
    const [row] = await tx<{ actorExpiresAt: Date | null }[]>`
      select actor_expires_at as "actorExpiresAt" from sessions where id = ${viewer.sessionId}`;
    await endSession(tx, viewer.sessionId);
    const session = await createSession(tx, {
      userId: actor.userId,
      authMethod: "impersonation",
      expiresAt: row?.actorExpiresAt ?? undefined,
    });
    await writeEvent(tx, {
      actorUserId: actor.userId,
      targetUserId: viewer.userId,
      shopId: viewer.impersonationShopId,
      action: "end",
      ...audit,
    });
    return { session, targetUserId: viewer.userId, shopId: viewer.impersonationShopId };
  });
}
