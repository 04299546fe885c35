// View tracking: the customer opening the report. The first opening moves a sent report to "viewed" and goes
// in the event trail; later ones only count, so a customer reading it ten times does not flood the trail.
// The shop's own people looking at the customer page are not the customer and are not counted.
import type { Sql } from "../../src/platform/db.ts";
import type { CustomerAccess } from "./customer_access.ts";
import { recordEvent } from "./events.ts";

export async function recordReportView(sql: Sql, access: CustomerAccess): Promise<void> {
  const { shop, inspection } = access;
  await sql.begin(async (tx) => {
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
        actorName: "Customer",
        kind: "report",
        page: "",
        summary: "Report opened by the customer",
        details: { sent: row.wasSent },
      });
    }
  });
}
