// The customer's way in: the report link. The encrypted id is the whole credential (no sign-in), so a
// tampered, withdrawn or unknown id, and one shown under another shop's address, all answer the same bare
// 404: nothing tells a guesser how close it came.
import type { Sql } from "../../src/platform/db.ts";
import { decryptId } from "../../src/platform/enc_ids.ts";
import { NotFoundError } from "../../src/platform/errors.ts";
import type { Keys } from "../../src/platform/keys.ts";
import { findShopById, type Shop } from "../shops/mod.ts";
import type { InspectionRecord } from "./inspection_record.ts";
import { selectInspection, selectInspectionKey } from "./queries.server.ts";

export const NO_SUCH_REPORT = "This report was not found.";

export interface CustomerAccess {
  shop: Shop;
  inspection: InspectionRecord;
}

export async function requireCustomerAccess(
  sql: Sql,
  keys: Keys,
  encInspectionId: string,
  shopUriName?: string,
): Promise<CustomerAccess> {
  const id = decryptId(keys, "inspection", encInspectionId);
  const key = id === null ? null : await selectInspectionKey(sql, id);
  if (key === null || key.encId !== encInspectionId) throw new NotFoundError(NO_SUCH_REPORT);
  const shop = await findShopById(sql, key.shopId);
  if (!shop || (shopUriName !== undefined && shop.uriName !== shopUriName.toLowerCase())) {
    throw new NotFoundError(NO_SUCH_REPORT);
  }
  const inspection = await selectInspection(sql, shop.id, id!);
  if (!inspection) throw new NotFoundError(NO_SUCH_REPORT);
  return { shop, inspection };
}
