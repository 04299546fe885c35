// The pages a mechanic's device keeps for offline use ahead of opening them (docs/decisions/
// 019-offline-staff-app.md): the checklists of today's open inspections assigned to them in this shop.
// Pages they open are kept as they open them; these are the ones they will open in the bay, perhaps where the
// signal is gone.
import type { Tx } from "@platform/db.ts";
import type { ShopAccess } from "@modules/shops/mod.ts";

/** As many as the device fetches on one request (src/ui/offline/offline_rules.ts, MAX_PAGES_AHEAD). */
const MOST_PAGES = 30;

/** The addresses of the pages to keep, newest inspection first. */
export async function listOfflinePages(tx: Tx, access: ShopAccess): Promise<string[]> {
  const { shop, viewer } = access;
  // Today is the shop's day, wherever its server runs.
  const rows = await tx<{ encId: string }[]>`
    select enc_id as "encId" from inspections
    where shop_id = ${shop.id} and mechanic_user_id = ${viewer.userId} and enc_id is not null
      and status in ('created', 'inProgress')
      and created_at >= (now() at time zone ${shop.timeZone})::date::timestamp at time zone ${shop.timeZone}
    order by created_at desc, id desc
    limit ${MOST_PAGES}`;
  return rows.map((row) => `/${shop.uriName}/inspections/${row.encId}/checklist`);
}
