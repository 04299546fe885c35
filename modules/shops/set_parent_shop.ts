// Shop groups: a multi-shop owner's parent shop publishes inspection types to its tenant shops. Groups are
// one level deep, so a published type always has one place it comes from.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { selectShopById, selectTenantShops, updateParentShop } from "./queries.server.ts";

export async function setParentShop(tx: Tx, shopId: number, parentShopId: number | null): Promise<void> {
  if (parentShopId !== null) {
    if (parentShopId === shopId) throw new InputError("A shop cannot be its own parent shop.");
    const parent = await selectShopById(tx, parentShopId);
    if (!parent || parent.kind !== "shop") throw new InputError("There is no such parent shop.");
    if (parent.parentShopId !== null) {
      throw new InputError(`${parent.name} is itself a tenant of another shop; groups are one level deep.`);
    }
    if ((await selectTenantShops(tx, shopId)).length > 0) {
      throw new InputError("This shop is the parent of other shops, so it cannot become a tenant.");
    }
  }
  await updateParentShop(tx, shopId, parentShopId);
}
