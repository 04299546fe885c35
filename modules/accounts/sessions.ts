// Sessions: created at sign-in, checked on every request, slid forward while used, ended at sign-out.
//
// Lifetimes: a session ends after IDLE_DAYS without use, and in any case ABSOLUTE_DAYS after sign-in (an
// impersonation after IMPERSONATION_HOURS). last_used_at is written at most once per TOUCH_MINUTES, so a
// busy tablet does not write on every request.
import type { Sql, Tx } from "@platform/db.ts";
import type { AuthMethod, Viewer } from "@platform/viewer.ts";
import { initialsOf } from "@platform/initials.ts";
import { newToken, parseToken, secretMatches } from "./session_tokens.ts";

export const IDLE_DAYS = 7;
export const ABSOLUTE_DAYS = 30;
export const IMPERSONATION_HOURS = 2;
const TOUCH_MINUTES = 60;

export interface NewSession {
  userId: number;
  authMethod: AuthMethod;
  actorUserId?: number | null;
  impersonationShopId?: number | null;
  actorExpiresAt?: Date | null;
  /** Keeps an older absolute limit (rotation must not extend a session). */
  expiresAt?: Date;
}

export interface IssuedSession {
  token: string;
  id: string;
  /** For the cookie: seconds until the idle or absolute limit, whichever is first. */
  maxAgeSeconds: number;
}

export async function createSession(tx: Tx, session: NewSession): Promise<IssuedSession> {
  const { id, token, secretHash } = newToken();
  const lifetime = session.actorUserId ? `${IMPERSONATION_HOURS} hours` : `${ABSOLUTE_DAYS} days`;
  const [row] = await tx<{ maxAge: number }[]>`
    insert into sessions (id, secret_hash, user_id, actor_user_id, impersonation_shop_id, actor_expires_at,
                          auth_method, expires_at)
    values (${id}, ${secretHash}, ${session.userId}, ${session.actorUserId ?? null},
            ${session.impersonationShopId ?? null}, ${session.actorExpiresAt ?? null}, ${session.authMethod},
            coalesce(${session.expiresAt ?? null}::timestamptz, now() + ${lifetime}::interval))
    returning ${maxAgeSql(tx)} as "maxAge"`;
  return { token, id, maxAgeSeconds: row.maxAge };
}

function maxAgeSql(tx: Tx) {
  return tx`floor(extract(epoch from least(expires_at, last_used_at + ${`${IDLE_DAYS} days`}::interval) - now()))::int`;
}

export interface CheckedSession {
  viewer: Viewer;
  /** Set when the browser's cookie must be replaced (rotated token) or refreshed (slid expiry). */
  cookie: IssuedSession | null;
}

interface SessionRow {
  id: string;
  secretHash: Uint8Array;
  userId: number;
  actorUserId: number | null;
  impersonationShopId: number | null;
  actorExpiresAt: Date | null;
  authMethod: AuthMethod;
  createdAt: Date;
  expiresAt: Date;
  mustRotate: boolean;
  touch: boolean;
  email: string;
  displayName: string;
  isPlatformAdmin: boolean;
  actorDisplayName: string | null;
}

/** The session a cookie names, or null when it is unknown, altered, expired, or its user is disabled. */
export async function checkSession(sql: Sql, token: string): Promise<CheckedSession | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const [row] = await sql<SessionRow[]>`
    select s.id, s.secret_hash as "secretHash", s.user_id as "userId", s.actor_user_id as "actorUserId",
           s.impersonation_shop_id as "impersonationShopId",
           s.actor_expires_at as "actorExpiresAt", s.auth_method as "authMethod",
           s.created_at as "createdAt", s.expires_at as "expiresAt", s.must_rotate as "mustRotate",
           s.last_used_at < now() - ${`${TOUCH_MINUTES} minutes`}::interval as touch,
           u.email, u.display_name as "displayName", u.is_platform_admin as "isPlatformAdmin",
           a.display_name as "actorDisplayName"
    from sessions s
    join users u on u.id = s.user_id and not u.is_disabled
    left join users a on a.id = s.actor_user_id
    where s.id = ${parsed.id}
      and s.expires_at > now()
      and s.last_used_at > now() - ${`${IDLE_DAYS} days`}::interval
      and (s.actor_user_id is null or not coalesce(a.is_disabled, true))`;
  if (!row || !secretMatches(parsed.secret, row.secretHash)) return null;

  let cookie: IssuedSession | null = null;
  let sessionId = row.id;
  if (row.mustRotate) {
    cookie = await sql.begin(async (tx) => {
      const deleted = await tx`delete from sessions where id = ${row.id}`;
      // Another request of the same browser rotated it a moment ago; that one's cookie wins.
      if (deleted.count === 0) return null;
      return await createSession(tx, {
        userId: row.userId,
        authMethod: row.authMethod,
        actorUserId: row.actorUserId,
        impersonationShopId: row.impersonationShopId,
        actorExpiresAt: row.actorExpiresAt,
        expiresAt: row.expiresAt,
      });
    });
    if (!cookie) return null;
    sessionId = cookie.id;
  } else if (row.touch) {
    const [touched] = await sql<{ maxAge: number }[]>`
      update sessions set last_used_at = now() where id = ${row.id}
      returning ${maxAgeSql(sql)} as "maxAge"`;
    if (touched) cookie = { token, id: row.id, maxAgeSeconds: touched.maxAge };
  }

  return {
    cookie,
    viewer: {
      sessionId,
      userId: row.userId,
      email: row.email,
      displayName: row.displayName,
      isPlatformAdmin: row.isPlatformAdmin,
      authMethod: row.authMethod,
      signedInAt: row.createdAt,
      actor: row.actorUserId === null ? null : {
        userId: row.actorUserId,
        displayName: row.actorDisplayName ?? "",
        initials: initialsOf(row.actorDisplayName ?? ""),
      },
      impersonationShopId: row.impersonationShopId,
    },
  };
}

export async function endSession(tx: Tx | Sql, sessionId: string): Promise<void> {
  await tx`delete from sessions where id = ${sessionId}`;
}

/** Disabling a user ends every session they have, and every session in which they act as someone else. */
export async function endUserSessions(tx: Tx, userId: number): Promise<void> {
  await tx`delete from sessions where user_id = ${userId} or actor_user_id = ${userId}`;
}

/** After a password change: the user's other sessions end (a thief's too); the one that changed it stays. */
export async function endOtherSessions(tx: Tx, userId: number, keepSessionId: string): Promise<void> {
  await tx`
    delete from sessions where (user_id = ${userId} or actor_user_id = ${userId}) and id <> ${keepSessionId}`;
}

/** After a role change: each of the user's sessions swaps its token at its next request. */
export async function rotateUserSessions(tx: Tx, userId: number): Promise<void> {
  await tx`update sessions set must_rotate = true where user_id = ${userId} or actor_user_id = ${userId}`;
}
