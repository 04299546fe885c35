// The gate of every inspection page and call: the encrypted id names one inspection; the viewer must hold
// the permission in its shop. A tampered id, a withdrawn one, another shop's inspection and one that does
// not exist are all the same 404, so nothing can be probed. Pages under /{shop}/ also check that the
// inspection belongs to the shop in the address.
import type { Sql } from "../../src/platform/db.ts";
import { decryptId } from "../../src/platform/enc_ids.ts";
import { NotFoundError } from "../../src/platform/errors.ts";
import type { Keys } from "../../src/platform/keys.ts";
import type { Viewer } from "../../src/platform/viewer.ts";
import { requireShopAccessById, type ShopAccess } from "../shops/mod.ts";
import type { Permission } from "../shops/ui.ts";
import type { InspectionRecord } from "./inspection_record.ts";
import { NO_SUCH_INSPECTION } from "./types.ts";
import { selectInspection, selectInspectionKey } from "./queries.server.ts";

export { NO_SUCH_INSPECTION };

export interface InspectionAccess extends ShopAccess {
  inspection: InspectionRecord;
}

export async function requireInspectionAccess(
  sql: Sql,
  keys: Keys,
  viewer: Viewer | null,
  encInspectionId: string,
  permission: Permission,
  shopUriName?: string,
): Promise<InspectionAccess> {
  const id = decryptId(keys, "inspection", encInspectionId);
  const key = id === null ? null : await selectInspectionKey(sql, id);
  const live = key !== null && key.encId === encInspectionId;
  const access = await requireShopAccessById(
    sql,
    viewer,
    live ? key.shopId : null,
    permission,
    NO_SUCH_INSPECTION,
  );
  if (shopUriName !== undefined && access.shop.uriName !== shopUriName.toLowerCase()) {
    throw new NotFoundError(NO_SUCH_INSPECTION);
  }
  const inspection = await selectInspection(sql, access.shop.id, id!);
  if (!inspection) throw new NotFoundError(NO_SUCH_INSPECTION);
  return { ...access, inspection };
}
