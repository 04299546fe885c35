// A shop's new name: a template takes its document's name again when it is installed anew.
import type { Tx } from "@platform/db.ts";
import { checkShopName } from "./create_shop.ts";

export async function renameShop(tx: Tx, shopId: number, name: string): Promise<void> {
  await tx`update shops set name = ${checkShopName(name)}, updated_at = now() where id = ${shopId}`;
}
