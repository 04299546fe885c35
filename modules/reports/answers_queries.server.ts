// The reports module's SQL for the customer's answers (report_responses, report_answers; migration 0013).
import type { Tx } from "../../src/platform/db.ts";

export interface CustomerResponse {
  at: string;
  note: string;
  signedName: string;
  /** An SVG path in a 600 x 200 box, or ''. */
  signaturePath: string;
}

export async function selectAnswers(
  tx: Tx,
  shopId: number,
  inspectionId: number,
): Promise<Map<number, "approved" | "declined">> {
  const rows = await tx<{ taskId: number; answer: "approved" | "declined" }[]>`
    select task_id as "taskId", answer from report_answers
    where shop_id = ${shopId} and inspection_id = ${inspectionId}`;
  return new Map(rows.map((row) => [row.taskId, row.answer]));
}

export async function selectLatestResponse(
  tx: Tx,
  shopId: number,
  inspectionId: number,
): Promise<CustomerResponse | null> {
  const [row] = await tx<CustomerResponse[]>`
    select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, note,
           signed_name as "signedName", signature_path as "signaturePath"
    from report_responses where shop_id = ${shopId} and inspection_id = ${inspectionId}
    order by id desc limit 1`;
  return row ?? null;
}

export async function insertResponse(
  tx: Tx,
  shopId: number,
  inspectionId: number,
  response: Omit<CustomerResponse, "at">,
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into report_responses (shop_id, inspection_id, note, signed_name, signature_path)
    values (${shopId}, ${inspectionId}, ${response.note}, ${response.signedName}, ${response.signaturePath})
    returning id`;
  return row.id;
}

/** Writes the answers that differ from the stored ones; returns the task ids written. */
export async function upsertAnswers(
  tx: Tx,
  shopId: number,
  inspectionId: number,
  responseId: number,
  answers: Array<{ taskId: number; answer: "approved" | "declined" }>,
): Promise<number[]> {
  if (answers.length === 0) return [];
  const rows = await tx<{ taskId: number }[]>`
    insert into report_answers (shop_id, inspection_id, task_id, answer, response_id)
    select ${shopId}, ${inspectionId}, a."taskId", a.answer, ${responseId}
    from jsonb_to_recordset(${tx.json(answers as never)}) as a("taskId" int, answer text)
    on conflict (inspection_id, task_id) do update
      set answer = excluded.answer, answered_at = now(), response_id = excluded.response_id
      where report_answers.answer is distinct from excluded.answer
    returning task_id as "taskId"`;
  return rows.map((row) => row.taskId);
}

/** Holds the report's answers for the rest of the transaction (a lock on the inspection's number in the
 * answers' own lock space; no table row exists to lock before the first answer). */
export async function lockAnswers(tx: Tx, inspectionId: number): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtext('report_answers'), ${inspectionId})`;
}
