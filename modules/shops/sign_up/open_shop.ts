// Sign-up's step 2 (modules/accounts/registration.ts): the shop, then its owner as a person (accounts) and
// as the shop's first member (owner and manager), and their first session, in the caller's transaction.
import type { Tx } from "@platform/db.ts";
import { createRegisteredUser, type IssuedSession, takeRegistration } from "../../accounts/mod.ts";
import { createShop } from "../create_shop.ts";
import { insertMembership } from "../members_queries.server.ts";
import type { Shop } from "../types.ts";

export async function openShop(
  tx: Tx,
  registrationBlob: string,
  shopInput: { name: string; uriName: string; timeZone: string },
): Promise<{ shop: Shop; userId: number; session: IssuedSession }> {
  const pending = await takeRegistration(tx, registrationBlob);
  const shop = await createShop(tx, shopInput);
  const { userId, session } = await createRegisteredUser(tx, pending);
  await insertMembership(tx, shop.id, userId, { isAdministrator: true, isManager: true, isMechanic: false });
  return { shop, userId, session };
}
