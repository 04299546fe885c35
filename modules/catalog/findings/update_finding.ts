// Edits a finding: its text, status, priority and the customer-facing explanation and recommendation. A
// field left out keeps its value (the call may send only what changed; the form sends everything).
import type { Sql } from "@platform/db.ts";
import { ConflictError, NotFoundError } from "@platform/errors.ts";
import type { ShopAccess } from "@modules/shops/mod.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { type FindingInput, readFindingFields } from "./finding_fields.ts";
import {
  type FindingRow,
  selectFinding,
  selectFindingIdByText,
  updateFindingRow,
} from "./findings_queries.server.ts";

export async function updateFinding(
  sql: Sql,
  access: ShopAccess,
  id: number,
  input: FindingInput,
): Promise<FindingRow> {
  const shopId = access.shop.id;
  return await sql.begin(async (tx) => {
    const current = await selectFinding(tx, shopId, id);
    if (!current) throw new NotFoundError(NOT_FOUND.findings);
    const fields = await readFindingFields(tx, shopId, input, current);
    if (await selectFindingIdByText(tx, shopId, current.taskId, fields.text, id) !== null) {
      throw new ConflictError(`${current.taskName} already has the finding "${fields.text}".`);
    }
    await updateFindingRow(tx, shopId, id, fields);
    return (await selectFinding(tx, shopId, id))!;
  });
}
