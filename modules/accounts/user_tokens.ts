// Single-use links bound to one user: sign-in links (15 minutes; an invitation, which may wait in an inbox
// overnight, 7 days) and confirmation links for an e-mail address or mobile number (7 days). Same token shape as sessions: "<id>.<secret>", only a hash stored.
import type { Sql, Tx } from "@platform/db.ts";
import { UserFacingError } from "@platform/errors.ts";
import { newToken, parseToken, secretMatches } from "./session_tokens.ts";

export type TokenPurpose = "login" | "confirm-email" | "confirm-phone";

export const LOGIN_LINK_MINUTES = 15;
export const INVITATION_DAYS = 7;
const LIFETIME: Record<TokenPurpose, string> = {
  "login": `${LOGIN_LINK_MINUTES} minutes`,
  "confirm-email": "7 days",
  "confirm-phone": "7 days",
};

const UNUSABLE: Record<TokenPurpose, string> = {
  "login": "This sign-in link has expired or was already used. Ask for a new one.",
  "confirm-email": "This confirmation link has expired or was already used. Ask for a new one.",
  "confirm-phone": "This confirmation link has expired or was already used. Ask for a new one.",
};

/** 410 Gone: the link existed (or looks as if it could have) but can no longer be used. */
export class UnusableLinkError extends UserFacingError {
  constructor(purpose: TokenPurpose) {
    super(410, UNUSABLE[purpose]);
  }
}

export interface UserToken {
  id: string;
  userId: number;
  purpose: TokenPurpose;
  target: string;
  redirectTo: string;
  displayName: string;
}

export async function issueUserToken(
  tx: Tx,
  token: {
    userId: number;
    purpose: TokenPurpose;
    target?: string;
    redirectTo?: string;
    createdBy?: number | null;
    /** An invitation's longer life (a Postgres interval); otherwise the purpose's. */
    lifetime?: string;
  },
): Promise<{ blob: string; path: string }> {
  const { id, token: blob, secretHash } = newToken();
  await tx`
    insert into user_tokens (id, secret_hash, user_id, purpose, target, redirect_to, created_by_user_id, expires_at)
    values (${id}, ${secretHash}, ${token.userId}, ${token.purpose}, ${token.target ?? ""},
            ${token.redirectTo ?? ""}, ${token.createdBy ?? null}, now() + ${
    token.lifetime ?? LIFETIME[token.purpose]
  }::interval)`;
  const path = token.purpose === "login" ? `/login-link/${blob}` : `/confirm-account/${blob}`;
  return { blob, path };
}

/** The token a link carries, if it can still be used; `lock` holds it for the transaction that uses it. */
export async function findUsableToken(
  tx: Tx | Sql,
  blob: string,
  purposes: TokenPurpose[],
  options: { lock?: boolean } = {},
): Promise<UserToken | null> {
  const parsed = parseToken(blob);
  if (!parsed) return null;
  const [row] = await tx<(UserToken & { secretHash: Uint8Array })[]>`
    select t.id, t.user_id as "userId", t.purpose, t.target, t.redirect_to as "redirectTo",
           t.secret_hash as "secretHash", u.display_name as "displayName"
    from user_tokens t join users u on u.id = t.user_id and not u.is_disabled
    where t.id = ${parsed.id} and t.purpose in ${tx(purposes)} and t.used_at is null and t.expires_at > now()
    ${options.lock ? tx`for update of t` : tx``}`;
  if (!row || !secretMatches(parsed.secret, row.secretHash)) return null;
  const { secretHash: _, ...token } = row;
  return token;
}

/** Uses the token up; throws UnusableLinkError when it is unknown, altered, used or expired. */
export async function consumeUserToken(tx: Tx, blob: string, purposes: TokenPurpose[]): Promise<UserToken> {
  const token = await findUsableToken(tx, blob, purposes, { lock: true });
  if (!token) throw new UnusableLinkError(purposes[0]);
  await tx`update user_tokens set used_at = now() where id = ${token.id}`;
  return token;
}
