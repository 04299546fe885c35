// View tracking: the customer opening the report. The first opening moves a sent report to "viewed" and goes
// in the trail; later ones only count, so a customer reading it ten times does not flood the trail. Each
// browser's openings count once an hour (report_view_browsers, migration 0016): 200 reloads on one phone
// are one view, a second phone is a second. The shop's own people are not counted (the caller knows them).
import type { Sql } from "../../src/platform/db.ts";
import type { CustomerAccess } from "./customer_access.ts";
import { INSPECTION_TRAIL_MESSAGES as T } from "@modules/text/mod.ts";
import { recordEvent } from "./events.ts";

/** `browser`: a stable, opaque name of the browser asking (its hash, never its cookie). */
export async function recordReportView(sql: Sql, access: CustomerAccess, browser: string): Promise<void> {
  const { shop, inspection } = access;
  await sql.begin(async (tx) => {
    await tx`
      delete from report_view_browsers
      where inspection_id = ${inspection.id} and counted_at <= now() - interval '1 hour'`;
    const [fresh] = await tx`
      insert into report_view_browsers (shop_id, inspection_id, browser)
      values (${shop.id}, ${inspection.id}, ${browser})
      on conflict (inspection_id, browser) do nothing
      returning 1`;
    if (!fresh) return;
    const [row] = await tx<{ viewCount: number; wasSent: boolean }[]>`
      update inspections set
        view_count = view_count + 1,
        first_viewed_at = coalesce(first_viewed_at, now()),
        last_viewed_at = now(),
        status = case when status = 'reportSent' then 'viewed' else status end
      where shop_id = ${shop.id} and id = ${inspection.id}
      returning view_count as "viewCount", report_sent_at is not null as "wasSent"`;
    if (row?.viewCount === 1) {
      await recordEvent(tx, {
        shopId: shop.id,
        inspectionId: inspection.id,
        viewer: null,
        byCustomer: true,
        kind: "report",
        page: "",
        message: { key: T.reportOpened },
        details: { sent: row.wasSent },
      });
    }
  });
}
