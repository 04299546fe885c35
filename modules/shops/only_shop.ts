// Seed 000's calls that name no shop (the VIN and plate look-ups: vin, is-partial, seq) are answered in the
// shop of the signed-in user when there is no doubt which: the one shop they work in. Someone in several
// shops must say which; nobody is guessed into a shop.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { selectMemberships } from "./members_queries.server.ts";
import { sessionReaches } from "./shop_access.ts";

/** The address name of the viewer's one shop; a 400 saying what to send when they have none or several. */
export async function onlyShopOf(tx: Tx, viewer: Viewer): Promise<string> {
  const shops = (await selectMemberships(tx, viewer.userId)).filter((m) => sessionReaches(viewer, m.shopId));
  if (shops.length === 1) return shops[0].uriName;
  const names = shops.map((m) => m.uriName).join(", ");
  throw new InputError(
    shops.length === 0
      ? "Send shop, the shop's address name (as in /{shop}/inspections/add)."
      : `You work in more than one shop (${names}): send shop, the address name of the one to look in.`,
  );
}
