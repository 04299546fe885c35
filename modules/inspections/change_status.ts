// Moves an inspection along its life (docs/inspections.md). Each action names the states it starts from
// and who may take it; anything else is a 409 that says what the inspection is now. Report sent and viewed
// are set by the report's sending and opening, not by these actions.
import type { Sql, Tx } from "../../src/platform/db.ts";
import { ConflictError, InputError, NotFoundError } from "../../src/platform/errors.ts";
import { hasPermission, requirePermission, staffMessages } from "../shops/mod.ts";
import {
  INSPECTION_DETAILS_MESSAGES as D,
  INSPECTION_TRAIL_MESSAGES as T,
  type StoredMessage,
} from "@modules/text/mod.ts";
import { creditAdviser } from "./credit_adviser.ts";
import { recordEvent } from "./events.ts";
import { STATUS_WORDS } from "./shared/inspection_status.tsx";
import { type InspectionAccess, NO_SUCH_INSPECTION } from "./inspection_access.ts";
import { lockInspection } from "./queries.server.ts";
import type { InspectionStatus } from "./types.ts";
import type { Permission } from "../shops/ui.ts";

export const STATUS_ACTIONS = ["checklistDone", "approve", "sendBack", "close", "reopen"] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

interface ActionRule {
  from: readonly InspectionStatus[];
  permission: Permission;
}

const RULES: Record<StatusAction, ActionRule> = {
  checklistDone: { from: ["created", "inProgress"], permission: "inspections.work" },
  approve: { from: ["inProgress", "readyForAudit"], permission: "inspections.audit" },
  sendBack: { from: ["readyForAudit", "audited"], permission: "inspections.audit" },
  close: {
    from: ["created", "inProgress", "readyForAudit", "audited", "reportSent", "viewed"],
    permission: "inspections.audit",
  },
  reopen: { from: ["closed"], permission: "inspections.audit" },
};

export function parseStatusAction(raw: unknown): StatusAction {
  if ((STATUS_ACTIONS as readonly unknown[]).includes(raw)) return raw as StatusAction;
  throw new InputError(`"${raw ?? ""}" is not an action: use one of ${STATUS_ACTIONS.join(", ")}.`);
}

/** The actions the viewer can take on an inspection in its present state (the pages' buttons). */
export function availableActions(access: InspectionAccess): StatusAction[] {
  return STATUS_ACTIONS.filter((action) =>
    RULES[action].from.includes(access.inspection.status) &&
    hasPermission(access.roles, RULES[action].permission)
  );
}

export async function changeInspectionStatus(
  sql: Sql,
  access: InspectionAccess,
  action: StatusAction,
  page: string,
  note = "",
): Promise<{ status: InspectionStatus }> {
  const rule = RULES[action];
  requirePermission(access.roles, rule.permission);
  return await sql.begin(async (tx) => {
    const inspection = await lockInspection(tx, access.shop.id, access.inspection.id);
    if (!inspection) throw new NotFoundError(NO_SUCH_INSPECTION);
    if (!rule.from.includes(inspection.status)) {
      throw new ConflictError(await refusal(tx, access, action, inspection.status));
    }
    const to: InspectionStatus = action === "checklistDone"
      ? "readyForAudit"
      : action === "approve"
      ? "audited"
      : action === "sendBack"
      ? "inProgress"
      : action === "close"
      ? "closed"
      : inspection.auditedAt
      ? "audited"
      : "inProgress";
    await tx`
      update inspections set status = ${to}, updated_at = now(),
        checklist_done_at = case when ${action} = 'checklistDone' then now() else checklist_done_at end,
        audited_at = case when ${action} = 'approve' then now() else audited_at end,
        audited_by_user_id = case when ${action} = 'approve' then ${access.viewer.userId}::int
                                  else audited_by_user_id end,
        closed_at = case when ${action} = 'close' then now() when ${action} = 'reopen' then null else closed_at end
      where shop_id = ${access.shop.id} and id = ${inspection.id}`;
    const trimmed = note.trim().slice(0, 1000);
    await recordEvent(tx, {
      shopId: access.shop.id,
      inspectionId: inspection.id,
      viewer: access.viewer,
      kind: "status",
      page,
      message: statusChangeMessage(action, inspection.status, to, trimmed),
      details: { from: inspection.status, to, action, note: trimmed },
    });
    if (action === "approve") await creditAdviser(tx, access, inspection, page, "approve");
    return { status: to };
  });
}

/** Why the action does not apply, in the staff language with the shop's wording: the status as the lists
 * name it and the action as the trail does. */
async function refusal(
  tx: Tx,
  access: InspectionAccess,
  action: StatusAction,
  status: InspectionStatus,
): Promise<string> {
  const messages = await staffMessages(tx, access.shop);
  return messages.text(D.actionRefused, {
    status: messages.text(STATUS_WORDS[status]).toLocaleLowerCase(messages.culture),
    action: messages.text(T.statusAction, { action }),
  });
}

/** The trail's "Audit approved: Ready for audit → Audited", with the note when there is one; the statuses as
 * the inspections list names them. */
export function statusChangeMessage(
  action: StatusAction | "checklistStarted",
  from: InspectionStatus,
  to: InspectionStatus,
  note = "",
): StoredMessage {
  const values = {
    action: { key: T.statusAction, values: { action } },
    from: { key: STATUS_WORDS[from] },
    to: { key: STATUS_WORDS[to] },
  };
  return note ? { key: T.statusChangeNoted, values: { ...values, note } } : { key: T.statusChange, values };
}
