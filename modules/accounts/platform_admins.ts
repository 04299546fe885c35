// Platform admins act in every shop (support staff of the product, not of a shop). Only the CLI makes
// them, so no web page or call can ever grant it.
import type { Tx } from "@platform/db.ts";
import { NotFoundError } from "@platform/errors.ts";
import { checkEmail } from "./contact.ts";
import { rotateUserSessions } from "./sessions.ts";

export async function setPlatformAdmin(tx: Tx, email: string, isPlatformAdmin: boolean): Promise<string> {
  const checked = checkEmail(email);
  const address = checked.ok ? checked.value : email;
  const [user] = await tx<{ id: number; displayName: string }[]>`
    update users set is_platform_admin = ${isPlatformAdmin}, updated_at = now()
    where email = ${address}
    returning id, display_name as "displayName"`;
  if (!user) throw new NotFoundError(`There is no user with the e-mail address ${address}.`);
  // A change of rights is a role change: the user's sessions get new tokens.
  await rotateUserSessions(tx, user.id);
  return user.displayName;
}
