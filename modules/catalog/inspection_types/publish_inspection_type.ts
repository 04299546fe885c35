// Shop groups: a parent shop publishes one of its inspection types to its tenant shops. "Publish to
// selected shops" creates or updates the copies in the shops chosen; "Publish changes" updates every
// attached copy. A detached copy is the tenant's own and is never touched; a tenant type of the same name
// that is not a copy of this type is never replaced (the whole publish is refused, naming the shop). The
// copy goes through the catalogue document like every other copy between shops. All or nothing.
import type { Sql, Tx } from "@platform/db.ts";
import { ConflictError, InputError, NotFoundError } from "@platform/errors.ts";
import { listTenantShops, type Shop } from "@modules/shops/mod.ts";
import { applyCatalog } from "../apply_catalog.ts";
import { exportCatalog } from "../export_catalog.ts";
import {
  selectOwnTypeNamed,
  selectTenantCopies,
  type TenantCopyRow,
  updatePublishedAt,
} from "./inspection_types_queries.server.ts";
import { lockedType } from "./type_rules.ts";

export const NO_SUCH_TENANT = "There is no such shop in this shop's group.";

export interface PublishResult {
  /** The shops whose copy was created or updated. */
  published: { shopId: number; shopName: string; copyId: number }[];
  /** Chosen shops left alone because their copy is detached. */
  skipped: { shopId: number; shopName: string }[];
}

/** Publish to the chosen tenants (shopIds), or to every tenant with an attached copy (null). */
export async function publishInspectionType(
  sql: Sql,
  parent: Pick<Shop, "id" | "uriName" | "name">,
  typeId: number,
  shopIds: number[] | null,
): Promise<PublishResult> {
  if (shopIds !== null && shopIds.length === 0) throw new InputError("Choose at least one tenant shop.");
  return await sql.begin(async (tx) => {
    const type = await lockedType(tx, parent.id, typeId);
    if (!type.isActive) throw new ConflictError(`Activate "${type.name}" before publishing it.`);
    const tenants = await listTenantShops(tx, parent.id);
    const copies = new Map((await selectTenantCopies(tx, parent.id, typeId)).map((row) => [row.shopId, row]));
    const chosen = shopIds === null
      ? tenants.filter((tenant) => copies.get(tenant.id)?.copyId && !copies.get(tenant.id)?.isDetached)
      : shopIds.map((id) => {
        const tenant = tenants.find((shop) => shop.id === id);
        if (!tenant) throw new NotFoundError(NO_SUCH_TENANT);
        return tenant;
      });

    // The parent's default becomes a tenant's only where the tenant has none (applyCatalog).
    const document = await exportCatalog(tx, parent, "", {
      typeIds: [typeId],
      activeOnly: true,
      withSourceIds: true,
    });

    const result: PublishResult = { published: [], skipped: [] };
    for (const tenant of chosen) {
      const copy: TenantCopyRow | undefined = copies.get(tenant.id);
      if (copy?.isDetached) {
        result.skipped.push({ shopId: tenant.id, shopName: tenant.name });
        continue;
      }
      await refuseOwnType(tx, tenant, type.name, typeId);
      const applied = await applyCatalog(tx, tenant.id, document, {
        typeNameClash: "replace",
        updateExisting: true,
        link: { detached: false },
      });
      await updatePublishedAt(tx, tenant.id, applied.typeIds);
      result.published.push({ shopId: tenant.id, shopName: tenant.name, copyId: applied.typeIds[0] });
    }
    if (result.published.length > 0) await updatePublishedAt(tx, parent.id, [typeId]);
    return result;
  });
}

async function refuseOwnType(tx: Tx, tenant: Shop, name: string, typeId: number): Promise<void> {
  if (await selectOwnTypeNamed(tx, tenant.id, name, typeId)) {
    throw new ConflictError(
      `${tenant.name} already has its own inspection type named "${name}". Rename one of them, then publish again.`,
    );
  }
}
