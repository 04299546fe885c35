// Item saves, single and bulk (seed: inspection items set). One short transaction per save:
// - each item names the itemVersion it was read at and, in `was`, what each field it sets showed to the
//   person; a field someone else changed since is a conflict for that task, reported with the stored values,
//   never overwritten (the other items of the batch are saved): item_decision.ts decides, field by field;
// - an item whose posted fields already equal the stored ones is "unchanged", not a conflict, so a client
//   may resend a batch after a dropped connection and get the same answer;
// - a malformed or invalid item (row rules, a finding of another task, a priority of another shop, Sold
//   changed by someone who does not audit) refuses the whole batch with 400 and writes nothing;
// - every saved item writes its event in the same transaction.
import type { Sql } from "@platform/db.ts";
import { ConflictError, NotFoundError } from "@platform/errors.ts";
import { hasPermission, staffMessages } from "@modules/shops/mod.ts";
import { CHECKLIST_MESSAGES, INSPECTION_TRAIL_MESSAGES as T, type Messages } from "@modules/text/mod.ts";
import {
  checkRow,
  findFindingsOfTasks,
  findPriorityIds,
  problemText,
  type RowProblem,
} from "@modules/catalog/mod.ts";
import { type NewEvent, recordEvents } from "../events.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { NO_SUCH_INSPECTION } from "../inspection_access.ts";
import {
  type ItemForSave,
  lockInspection,
  lockItemsForSave,
  selectItems,
  updateItem,
} from "../queries.server.ts";
import { describeItemChanges } from "./item_changes.ts";
import { decideItemSave } from "./item_decision.ts";
import { statusChangeMessage } from "../change_status.ts";
import {
  type InspectionItemsResponse,
  type InspectionStatus,
  type ItemValues,
  MECHANIC_EDITABLE,
  type PostedItem,
  type PostedItemStatus,
} from "../types.ts";

class BatchRefused extends Error {
  constructor(readonly statuses: Record<string, PostedItemStatus>) {
    super("batch refused");
  }
}

/** Why items cannot be changed: the message that says it (the reader's page says it in its language). */
export type LockedReason = typeof CHECKLIST_MESSAGES.lockedClosed | typeof CHECKLIST_MESSAGES.lockedAudited;

/** Why the viewer may not change items of an inspection in this state, or null when they may. */
export function itemsLockedReason(status: InspectionStatus, mayAudit: boolean): LockedReason | null {
  if (status === "closed") return CHECKLIST_MESSAGES.lockedClosed;
  if (!mayAudit && !MECHANIC_EDITABLE.has(status)) return CHECKLIST_MESSAGES.lockedAudited;
  return null;
}

export async function saveItems(
  sql: Sql,
  access: InspectionAccess,
  posted: PostedItem[],
  page: string,
  /** Rewrites the saved items' events before they are written (the audit's labour entry makes them one). */
  eventsOfSave: (events: NewEvent[]) => NewEvent[] = (events) => events,
): Promise<InspectionItemsResponse> {
  const shopId = access.shop.id;
  const inspectionId = access.inspection.id;
  try {
    return await sql.begin(async (tx) => {
      const inspection = await lockInspection(tx, shopId, inspectionId);
      if (!inspection) throw new NotFoundError(NO_SUCH_INSPECTION);
      const mayAudit = hasPermission(access.roles, "inspections.audit");
      // What a row is told is said in the staff language; the shop's messages are read once, when needed.
      let staff: Messages | null = null;
      const staffSay = async () => {
        const messages = staff ??= await staffMessages(tx, access.shop);
        return (key: string, values?: Record<string, string | number>) => messages.text(key, values);
      };
      const say = async (key: string, values?: Record<string, string>) => (await staffSay())(key, values);
      const locked = itemsLockedReason(inspection.status, mayAudit);
      if (locked) throw new ConflictError(await say(locked));

      const items = new Map(
        (await lockItemsForSave(tx, shopId, inspectionId, posted.map((item) => item.taskId)))
          .map((item) => [item.taskId, item]),
      );
      const findings = await findFindingsOfTasks(
        tx,
        shopId,
        posted.flatMap((item) => item.conclusionId ? [item.conclusionId] : []),
      );
      const priorities = await findPriorityIds(
        tx,
        shopId,
        posted.flatMap((item) => item.priorityId ? [item.priorityId] : []),
      );

      const statuses: Record<string, PostedItemStatus> = {};
      const writes: Array<{ item: ItemForSave; values: ItemValues; findingText: string }> = [];
      let refused = false;
      for (const post of posted) {
        const item = items.get(post.taskId);
        if (!item) {
          statuses[post.taskId] = {
            status: "notFound",
            itemVersion: null,
            message: await say(CHECKLIST_MESSAGES.refusedNotOnChecklist),
          };
          refused = true;
          continue;
        }
        const decision = decideItemSave(item, post);
        if (decision.outcome === "unchanged") {
          statuses[post.taskId] = { status: "unchanged", itemVersion: item.itemVersion };
          continue;
        }
        if (decision.outcome === "conflict") {
          statuses[post.taskId] = {
            status: "conflict",
            itemVersion: item.itemVersion,
            message: await say(CHECKLIST_MESSAGES.refusedSavedFirst, { task: item.taskName }),
          };
          continue;
        }
        const { values } = decision;
        // Sold says the customer approved the work: owners and managers, who audit and price it, record that.
        const problems = values.sold !== item.sold && !mayAudit
          ? [{ key: CHECKLIST_MESSAGES.refusedSold }]
          : itemProblems(item, values, findings, priorities);
        if (problems.length > 0) {
          const staffWords = await staffSay();
          const message = problems.map((problem) => problemText(problem, staffWords)).join(" ");
          statuses[post.taskId] = { status: "invalid", itemVersion: item.itemVersion, message };
          refused = true;
          continue;
        }
        const findingText = values.conclusionId === null
          ? ""
          : values.conclusionId === item.conclusionId
          ? item.findingText
          : findings.get(values.conclusionId)!.text;
        writes.push({ item, values, findingText });
      }
      if (refused) throw new BatchRefused(statuses);

      const itemEvents: NewEvent[] = [];
      for (const { item, values, findingText } of writes) {
        const itemVersion = await updateItem(tx, shopId, inspectionId, access.viewer.userId, {
          taskId: item.taskId,
          ...values,
          findingText,
        });
        statuses[item.taskId] = { status: "saved", itemVersion };
        const changes = describeItemChanges(item, { ...values, findingText });
        itemEvents.push({
          shopId,
          inspectionId,
          viewer: access.viewer,
          kind: "item",
          page,
          message: { key: T.itemChange, values: { task: item.taskName, changes: changes.messages } },
          details: { taskId: item.taskId, itemVersion, changes: changes.fields },
        });
      }
      const events = itemEvents.length > 0 ? eventsOfSave(itemEvents) : [];
      if (writes.length > 0 && inspection.status === "created") {
        await tx`update inspections set status = 'inProgress', updated_at = now()
                 where shop_id = ${shopId} and id = ${inspectionId}`;
        events.push({
          shopId,
          inspectionId,
          viewer: access.viewer,
          kind: "status",
          page,
          message: statusChangeMessage("checklistStarted", "created", "inProgress"),
          details: { from: "created", to: "inProgress" },
        });
      }
      await recordEvents(tx, events);
      const conflicts = Object.values(statuses).some((status) => status.status === "conflict");
      return {
        httpStatus: conflicts ? 409 : 200,
        postedItemsStatus: statuses,
        allItems: await selectItems(tx, shopId, inspectionId),
      } satisfies InspectionItemsResponse;
    });
  } catch (error) {
    if (!(error instanceof BatchRefused)) throw error;
    return {
      httpStatus: 400,
      postedItemsStatus: error.statuses,
      allItems: await selectItems(sql, shopId, inspectionId),
    };
  }
}

/** Why the item cannot be saved (none when it can): a finding or priority not its own, then the row rules. */
function itemProblems(
  item: ItemForSave,
  values: ItemValues,
  findings: Map<number, { taskId: number }>,
  priorities: Set<number>,
): RowProblem[] {
  if (values.conclusionId !== null && values.conclusionId !== item.conclusionId) {
    if (findings.get(values.conclusionId)?.taskId !== item.taskId) {
      return [{ key: CHECKLIST_MESSAGES.refusedOtherFinding, values: { task: item.taskName } }];
    }
  }
  if (
    values.priorityId !== null && values.priorityId !== item.priorityId && !priorities.has(values.priorityId)
  ) {
    return [{ key: CHECKLIST_MESSAGES.refusedNoSuchPriority }];
  }
  const state = checkRow(item.task, { ...values, mediaCount: item.itemAssets.length });
  return state.validation === "invalid" ? state.problems : [];
}
