// Creates a user who works in one shop with the given roles. Used by the CLI and the demo seed now; the
// users pages and sign-up reuse it.
import type { Tx } from "../../src/platform/db.ts";
import { ConflictError, InputError } from "../../src/platform/errors.ts";
import { checkPasswordRules, hashPassword } from "./passwords.ts";
import { insertMembership, insertUser } from "./queries.server.ts";
import type { Roles } from "./roles.ts";
import type { User } from "./types.ts";

export interface NewUser {
  shopId: number;
  email: string;
  displayName: string;
  roles: Roles;
  /** Omitted: the user signs in by login link or one-time code until they set one. */
  password?: string;
}

export async function createUser(tx: Tx, input: NewUser): Promise<User> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new InputError(`"${input.email}" is not an e-mail address.`);
  }
  const displayName = input.displayName.trim();
  if (displayName.length === 0 || displayName.length > 120) {
    throw new InputError("A user's name must be 1 to 120 characters.");
  }
  if (!input.roles.isAdministrator && !input.roles.isManager && !input.roles.isMechanic) {
    throw new InputError("A user needs at least one role: owner, manager or mechanic.");
  }
  let passwordHash: string | null = null;
  if (input.password !== undefined) {
    checkPasswordRules(input.password);
    passwordHash = await hashPassword(input.password);
  }
  const user = await insertUser(tx, { email, displayName, passwordHash, isPlatformAdmin: false });
  if (!user) throw new ConflictError(`A user with the e-mail address ${email} already exists.`);
  await insertMembership(tx, input.shopId, user.id, input.roles);
  return user;
}
