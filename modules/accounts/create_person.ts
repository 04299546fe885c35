// A new person's account: checked e-mail address, name, mobile number and password. Where they work is the
// shops module's (its createUser makes a person a shop's member in the same transaction).
import type { Tx } from "@platform/db.ts";
import { ConflictError } from "@platform/errors.ts";
import { MessageRefusal } from "@modules/text/mod.ts";
import type { Keys } from "@platform/keys.ts";
import { checkEmail } from "./contact.ts";
import { checkPasswordRules, hashPassword } from "./passwords.ts";
import { insertUser } from "./queries.server.ts";
import type { User } from "./types.ts";
import { checkDisplayName, checkNewPhone } from "./user_fields.ts";

export interface NewPerson {
  email: string;
  displayName: string;
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

/** `beforeInsert` runs once the fields are read and before anything is checked against the database. */
export async function createPerson(
  tx: Tx,
  input: NewPerson,
  beforeInsert: () => void = () => {},
): Promise<User> {
  const email = checkEmail(input.email);
  // The contact check's message: a users page says it in the shop's staff language.
  if (!email.ok) throw new MessageRefusal(email.said);
  const displayName = checkDisplayName(input.displayName);
  beforeInsert();
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
  return user;
}
