// Creates a user who works in one shop with the given roles: the person (accounts) and their membership.
// Used by the CLI, the demo seed and the users pages (add_user.ts).
import type { Tx } from "@platform/db.ts";
import { createPerson, type NewPerson, type User } from "../../accounts/mod.ts";
import { insertMembership } from "../members_queries.server.ts";
import { requireSomeRole, type Roles } from "../roles.ts";

export interface NewUser extends NewPerson {
  shopId: number;
  roles: Roles;
}

export async function createUser(tx: Tx, input: NewUser): Promise<User> {
  // The roles are checked where they always were: after the address and name, before the number.
  const user = await createPerson(tx, input, () => requireSomeRole(input.roles));
  await insertMembership(tx, input.shopId, user.id, input.roles);
  return user;
}
