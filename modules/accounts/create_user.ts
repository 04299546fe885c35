// Creates a user who works in one shop with the given roles. Used by the CLI, the demo seed and the users
// pages (add_user.ts); sign-up reuses it.
import type { Tx } from "../../src/platform/db.ts";
import { ConflictError, InputError } from "../../src/platform/errors.ts";
import type { Keys } from "../../src/platform/keys.ts";
import { checkEmail } from "./contact.ts";
import { checkPasswordRules, hashPassword } from "./passwords.ts";
import { insertMembership, insertUser } from "./queries.server.ts";
import { requireSomeRole, type Roles } from "./roles.ts";
import type { User } from "./types.ts";
import { checkDisplayName, checkNewPhone } from "./user_fields.ts";

export interface NewUser {
  shopId: number;
  email: string;
  displayName: string;
  roles: Roles;
  /** A mobile number as typed; omitted or empty: none. */
  phone?: string;
  /** Omitted: the user signs in by login link or one-time code until they set one. */
  password?: string;
  /**
   * Set when a shop owner chose the password: it is also kept encrypted with these keys, so the owner can
   * look it up again until the user signs in or chooses their own (users.admin_set_password).
   */
  revealPasswordWith?: Keys;
}

export async function createUser(tx: Tx, input: NewUser): Promise<User> {
  const email = checkEmail(input.email);
  if (!email.ok) throw new InputError(email.message);
  const displayName = checkDisplayName(input.displayName);
  requireSomeRole(input.roles);
  const phone = await checkNewPhone(tx, input.phone ?? "", null);
  let passwordHash: string | null = null;
  if (input.password !== undefined) {
    checkPasswordRules(input.password);
    passwordHash = await hashPassword(input.password);
  }
  const user = await insertUser(tx, {
    email: email.value,
    displayName,
    phone,
    passwordHash,
    adminSetPassword: input.password !== undefined && input.revealPasswordWith
      ? input.revealPasswordWith.encrypt(input.password)
      : null,
    isPlatformAdmin: false,
  });
  if (!user) throw new ConflictError(`A user with the e-mail address ${email.value} already exists.`);
  await insertMembership(tx, input.shopId, user.id, input.roles);
  return user;
}
