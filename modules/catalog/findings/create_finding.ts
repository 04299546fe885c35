// Adds a finding to a task, in one of two ways:
// - "catalog": a manager builds the catalogue (the add pages). Every field is theirs to set; a text the task
//   already has is a clash (409 / the form's message).
// - "checklist": a mechanic adds one on the fly while inspecting (POST /ajax/findings/new), to a task that
//   takes findings (its conclusion mode is not "none"). It is "new" (a manager audits it later), with the
//   task's default priority unless one is chosen, and a text the task already has answers that finding
//   instead, so a call resent over bad Wi-Fi adds nothing twice.
import type { Sql } from "@platform/db.ts";
import { ConflictError, InputError, NotFoundError } from "@platform/errors.ts";
import type { ShopAccess } from "@modules/shops/mod.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { type FindingInput, findingTextOf, priorityIdOf, readFindingFields } from "./finding_fields.ts";
import {
  type FindingRow,
  insertFinding,
  selectFinding,
  selectFindingIdByText,
  selectTaskHeading,
} from "./findings_queries.server.ts";

export type CreateMode = "catalog" | "checklist";

export async function createFinding(
  sql: Sql,
  access: ShopAccess,
  taskId: number,
  input: FindingInput,
  mode: CreateMode,
): Promise<{ finding: FindingRow; created: boolean }> {
  const shopId = access.shop.id;
  return await sql.begin(async (tx) => {
    const task = await selectTaskHeading(tx, shopId, taskId);
    if (!task) throw new NotFoundError(NOT_FOUND.tasks);
    // The checklist offers no findings for such a task; a manager may still prepare some in the catalogue.
    if (mode === "checklist" && task.conclusionMode === "none") {
      throw new InputError(`${task.name} takes no findings: its findings setting is "No findings".`);
    }
    const fields = mode === "catalog" ? await readFindingFields(tx, shopId, input, null) : {
      text: findingTextOf(input.text),
      status: "new" as const,
      explanation: "",
      recommendation: "",
      priorityId: input.priorityId === undefined || input.priorityId === null || input.priorityId === ""
        ? task.defaultPriorityId
        : await priorityIdOf(tx, shopId, input.priorityId),
    };
    const existing = await selectFindingIdByText(tx, shopId, taskId, fields.text);
    if (existing !== null) {
      if (mode === "checklist") {
        return { finding: (await selectFinding(tx, shopId, existing))!, created: false };
      }
      throw new ConflictError(`${task.name} already has the finding "${fields.text}".`);
    }
    const id = await insertFinding(tx, shopId, taskId, fields, access.viewer.userId);
    return { finding: (await selectFinding(tx, shopId, id))!, created: true };
  });
}
