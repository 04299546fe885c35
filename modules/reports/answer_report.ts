// The customer approves or declines recommended work on the report. The link is the whole credential, as
// for reading. In one transaction: the answers (report_answers), the items' sold flags (inspections, which
// raises their versions and writes the trail), what the answers come to on the inspection (approved, partly
// approved, declined, with the amounts), and the staff's e-mail, which waits a few minutes to gather
// further changes (answers_email_job.ts). Answering again with the same choices changes nothing and tells
// no one again.
import type { Sql } from "../../src/platform/db.ts";
import { ConflictError, InputError } from "../../src/platform/errors.ts";
import type { JobQueue } from "../../src/platform/jobs.ts";
import type { Config } from "../../src/platform/config.ts";
import {
  applyCustomerAnswers,
  type CustomerAccess,
  customerAnswerSummary,
  recordCustomerAnswer,
} from "../inspections/mod.ts";
import {
  insertResponse,
  lockAnswers,
  selectAnswers,
  selectLatestResponse,
  upsertAnswers,
} from "./answers_queries.server.ts";
import { tellStaffSoon } from "./answers_email_job.ts";
import type { CustomerAnswerValue, CustomerReport } from "./customer_report.ts";

export interface PostedAnswers {
  answers: Array<{ taskId: number; answer: CustomerAnswerValue }>;
  note: string;
  signedName: string;
  signaturePath: string;
}

const SIGNATURE = /^[MLml0-9 .-]*$/;

/** Reads the report's form: answer-{taskId}=approved|declined, note, signedName, signature. */
export function readPostedAnswers(form: Record<string, unknown>, report: CustomerReport): PostedAnswers {
  const words = report.words;
  const answerable = new Set(
    report.groups.flatMap((group) => group.items).filter((item) => item.answerable)
      .map((item) => item.taskId),
  );
  const answers: PostedAnswers["answers"] = [];
  for (const [name, value] of Object.entries(form)) {
    const match = /^answer-(\d{1,10})$/.exec(name);
    if (!match || value === "" || value === undefined) continue;
    const taskId = Number(match[1]);
    if (!answerable.has(taskId)) {
      throw new InputError(`Item ${taskId} is not recommended work on this report.`);
    }
    if (value !== "approved" && value !== "declined") {
      throw new InputError(`An answer is approved or declined; "${String(value)}" is not.`);
    }
    answers.push({ taskId, answer: value });
  }
  const text = (name: string, limit: number) => {
    const value = typeof form[name] === "string" ? (form[name] as string).trim() : "";
    if (value.length > limit) throw new InputError(`The ${name} is too long: at most ${limit} characters.`);
    return value;
  };
  const note = text("note", 2000);
  const signedName = text("signedName", 120);
  const signaturePath = text("signature", 20000);
  if (!SIGNATURE.test(signaturePath)) throw new InputError("The signature could not be read; sign again.");
  if (answers.length === 0 && note === "") throw new InputError(words.chooseOne);
  return { answers, note, signedName, signaturePath };
}

export interface AnswerOutcome {
  /** Items whose answer changed now. */
  changed: number;
}

export async function answerReport(
  sql: Sql,
  jobs: JobQueue,
  config: Config,
  access: CustomerAccess,
  report: CustomerReport,
  posted: PostedAnswers,
): Promise<AnswerOutcome> {
  if (!report.answersOpen) throw new ConflictError(report.words.answersClosed);
  const { shop, inspection } = access;
  return await sql.begin(async (tx) => {
    // One answer at a time per report: two sent at the same moment would both find the old answers and
    // both count as changes.
    await lockAnswers(tx, inspection.id);
    const stored = await selectAnswers(tx, shop.id, inspection.id);
    const differing = posted.answers.filter((answer) => stored.get(answer.taskId) !== answer.answer);
    const latest = await selectLatestResponse(tx, shop.id, inspection.id);
    const sameWords = latest !== null && latest.note === posted.note &&
      latest.signedName === posted.signedName &&
      latest.signaturePath === posted.signaturePath;
    if (differing.length === 0 && (sameWords || (posted.note === "" && posted.signaturePath === ""))) {
      return { changed: 0 };
    }
    const responseId = await insertResponse(tx, shop.id, inspection.id, posted);
    await upsertAnswers(tx, shop.id, inspection.id, responseId, differing);
    const sold = await applyCustomerAnswers(
      tx,
      access,
      differing.map((answer) => ({ taskId: answer.taskId, approved: answer.answer === "approved" })),
    );
    // What the answers now come to, on the inspection: the advisers' list shows and filters it.
    const answered = new Map(stored);
    for (const answer of differing) answered.set(answer.taskId, answer.answer);
    const recommended = report.groups.flatMap((group) => group.items).filter((item) => item.answerable);
    await recordCustomerAnswer(
      tx,
      access,
      customerAnswerSummary(
        recommended.map((item) => ({ price: item.price, answer: answered.get(item.taskId) ?? null })),
      ),
    );
    await tellStaffSoon(tx, jobs, config, access);
    return { changed: Math.max(differing.length, sold.length) };
  });
}
