// A shop owner adds someone to the shop (/{shop}/users/add). A person has one account however many shops
// they work in: an address that already has one gets a membership here, and nothing about the account is
// changed or shown (its name, number and password stay the person's own).
import type { Tx } from "@platform/db.ts";
import { ConflictError } from "@platform/errors.ts";
import { MessageRefusal } from "@modules/text/mod.ts";
import type { Services } from "@platform/request_context.ts";
import type { Viewer } from "@platform/viewer.ts";
import type { Shop } from "../types.ts";
import { createUser } from "./create_user.ts";
import { requireSomeRole, type Roles } from "../roles.ts";
import {
  type Channel,
  checkEmail,
  checkMobileNumber,
  countSends,
  findUserByEmail,
  findUserById,
  sendLoginLink,
} from "../../accounts/mod.ts";
import { insertMembership, selectMembership } from "../members_queries.server.ts";

export interface NewMember {
  displayName: string;
  email: string;
  /** As typed; '' for none. */
  phone: string;
  roles: Roles;
  /** '' when the owner leaves it to the user (sign-in links until they choose one). */
  password: string;
  /** An invitation is a sign-in link with words saying who added them where. */
  invite: Channel | "none";
}

export interface AddedMember {
  userId: number;
  /** True when the address already had an account, which was only given a place in this shop. */
  existing: boolean;
}

export async function addUser(
  services: Pick<Services, "sql" | "config" | "jobs" | "keys">,
  viewer: Viewer,
  shop: Shop,
  input: NewMember,
): Promise<AddedMember> {
  const email = checkEmail(input.email);
  if (!email.ok) throw new MessageRefusal(email.said);
  requireSomeRole(input.roles);
  if (input.invite !== "none") {
    // Counted outside the transaction: a refused addition still used up an attempt.
    const known = await findUserByEmail(services.sql, email.value);
    const typed = checkMobileNumber(input.phone);
    const phone = known ? known.phone : typed.ok ? typed.value : "";
    await countSends(services.sql, viewer.userId, [input.invite === "email" ? email.value : phone]);
  }
  return await services.sql.begin(async (tx) => {
    const existing = await findUserByEmail(tx, email.value);
    if (existing) await addMembership(tx, shop, existing, input.roles);
    const userId = existing?.id ?? (await createUser(tx, {
      shopId: shop.id,
      email: email.value,
      displayName: input.displayName,
      roles: input.roles,
      phone: input.phone,
      password: input.password === "" ? undefined : input.password,
      revealPasswordWith: services.keys,
    })).id;
    if (input.invite !== "none") {
      await sendLoginLink(tx, services, (await findUserById(tx, userId))!, {
        channel: input.invite,
        createdBy: viewer.userId,
        redirectTo: `/${shop.uriName}`,
        invitation: { actor: viewer.displayName, shop: shop.name, shopId: shop.id },
      });
    }
    return { userId, existing: existing !== null };
  });
}

async function addMembership(tx: Tx, shop: Shop, user: { id: number; email: string }, roles: Roles) {
  if (await selectMembership(tx, shop.id, user.id)) {
    throw new ConflictError(`${user.email} is already a user of this shop.`);
  }
  await insertMembership(tx, shop.id, user.id, roles);
}
