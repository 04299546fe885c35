// Who is credited with an inspection's audit: the manager report counts a manager's inspections by the adviser
// (docs/decisions/034-staff-reports.md), and an inspection nobody was named on when it was opened was counted
// under "Not assigned" however many managers worked on it (issue 32). The one who approves the audit or sends
// the report becomes its adviser when none is set; an adviser already named keeps it. Runs inside the change's
// own transaction, after its lock, and writes the trail's line in the same transaction.
import type { Tx } from "../../src/platform/db.ts";
import { INSPECTION_TRAIL_MESSAGES as T } from "../text/mod.ts";
import { recordEvent } from "./events.ts";
import type { InspectionAccess } from "./inspection_access.ts";
import type { InspectionRecord } from "./inspection_record.ts";

/** What the person did that made them the adviser, as the trail says it. */
export type AdviserCredit = "approve" | "send";

export async function creditAdviser(
  tx: Tx,
  access: InspectionAccess,
  inspection: InspectionRecord,
  page: string,
  by: AdviserCredit,
): Promise<void> {
  if (inspection.managerUserId !== null) return;
  const [row] = await tx<{ id: number }[]>`
    update inspections set manager_user_id = ${access.viewer.userId}, updated_at = now()
    where shop_id = ${access.shop.id} and id = ${inspection.id} and manager_user_id is null
    returning id`;
  if (!row) return;
  await recordEvent(tx, {
    shopId: access.shop.id,
    inspectionId: inspection.id,
    viewer: access.viewer,
    kind: "header",
    page,
    message: { key: T.adviserCredited, values: { person: access.viewer.displayName, by } },
    details: { changes: { managerUserId: [null, access.viewer.userId] }, by },
  });
}
