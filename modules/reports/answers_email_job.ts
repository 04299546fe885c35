// The staff's e-mail about a customer's answers, one per report per few minutes (ANSWER_EMAIL_DELAY_SECONDS).
// An answer that changes something enqueues this job in its own transaction, to start after the delay;
// the queue's "short" policy keeps one waiting job per report, so the changes made while it waits join it.
// When it runs it reads the report as it is then, so ten changes in a minute make one e-mail stating the
// final answers. A change made while it runs enqueues the next one. Everything else the staff see (the
// trail, the staff report page) is written by the answer itself, at once. The e-mail is in the shop's staff
// language with the shop's wording (staffEmail.*, decision 028).
import type { Config } from "../../src/platform/config.ts";
import type { Tx } from "../../src/platform/db.ts";
import { NotFoundError } from "../../src/platform/errors.ts";
import type { JobDefinition, JobQueue } from "../../src/platform/jobs.ts";
import { Keys } from "../../src/platform/keys.ts";
import { listNotifiedStaff } from "../shops/mod.ts";
import { type CustomerAccess, requireCustomerAccess } from "../inspections/mod.ts";
import { deliveryChannels, queueMessage } from "../messaging/mod.ts";
import {
  BASE_CULTURE,
  cultureOf,
  type Messages,
  shopMessages,
  STAFF_EMAIL_MESSAGES as M,
} from "../text/mod.ts";
import { type CustomerReport, loadCustomerReport } from "./customer_report.ts";
import { reportLanguage } from "./report_options.ts";

export const ANSWERS_EMAIL_JOB = "reports.answers-email";

interface AnswersEmailData {
  /** The report's link id: the job finds the report as the customer does, and stops if it was withdrawn. */
  encInspectionId: string;
}

/** In the answer's transaction: the e-mail goes after the delay, unless one is waiting already. */
export async function tellStaffSoon(
  tx: Tx,
  jobs: JobQueue,
  config: Config,
  access: CustomerAccess,
): Promise<void> {
  const data: AnswersEmailData = { encInspectionId: access.inspection.encId };
  await jobs.enqueue(tx, ANSWERS_EMAIL_JOB, data, {
    singletonKey: `inspection:${access.inspection.id}`,
    startAfter: config.answerEmailDelaySeconds,
  });
}

export function answersEmailJob(config: Config): JobDefinition<AnswersEmailData> {
  const keys = new Keys(config.secretKey);
  return {
    name: ANSWERS_EMAIL_JOB,
    queue: { policy: "short", retryLimit: 5, retryDelay: 30, retryBackoff: true },
    async handler({ encInspectionId }, { sql, jobs, jobId, log }) {
      let access: CustomerAccess;
      try {
        access = await requireCustomerAccess(sql, keys, encInspectionId);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        log.info("the report is gone: nobody is told of its answers");
        return;
      }
      await sql.begin(async (tx) => {
        const culture = cultureOf(access.shop.staffLanguage) ?? BASE_CULTURE;
        // The report read in the staff's language, so task names are as the shop translated them for it.
        const language = reportLanguage(culture, null);
        const [report, messages] = await Promise.all([
          loadCustomerReport(tx, keys, config.media.publicUrl, access, language),
          shopMessages(tx, access.shop.id, culture),
        ]);
        const email = answersEmail(config, access, report, messages);
        if (!email) return;
        const { shop, inspection } = access;
        const involved = [inspection.managerUserId, inspection.mechanicUserId, inspection.createdByUserId]
          .filter((id): id is number => id !== null);
        for (const person of await listNotifiedStaff(tx, shop.id, involved)) {
          await queueMessage(tx, jobs, deliveryChannels(config), {
            channel: "email",
            to: person.email,
            subject: email.subject,
            text: email.text,
            links: [email.staffPage],
            // A retry of this job finds its messages written and sends nothing twice.
            idempotencyKey: `report-answers:${jobId}:${person.userId}`,
            shopId: shop.id,
          });
        }
      });
    },
  };
}

/** Every answer the customer has given, and their latest note; null when there is nothing to tell. */
function answersEmail(
  config: Config,
  access: CustomerAccess,
  report: CustomerReport,
  messages: Messages,
): { subject: string; text: string; staffPage: string } | null {
  const { shop, inspection } = access;
  const answered = report.groups.flatMap((group) => group.items).filter((item) => item.answer !== null);
  const note = report.response?.note ?? "";
  if (answered.length === 0 && note === "") return null;
  const vehicle = report.facts.vehicleName || report.facts.typeName;
  const customer = report.facts.customerName || messages.text(M.theCustomer);
  const staffPage = new URL(`/${shop.uriName}/inspections/${inspection.encId}/report`, config.publicUrl).href;
  const lines = [
    inspection.roNumber
      ? messages.text(M.answersIntroWithRo, { customer, vehicle, ro: inspection.roNumber })
      : messages.text(M.answersIntro, { customer, vehicle }),
    "",
    ...answered.map((item) =>
      `- ${
        messages.text(item.answer === "approved" ? M.approvedItem : M.declinedItem, { task: item.taskName })
      }`
    ),
    ...(note ? ["", messages.text(M.answersNote, { note })] : []),
    "",
    staffPage,
  ];
  return {
    subject: messages.text(M.answersSubject, { customer, vehicle }),
    text: lines.join("\n"),
    staffPage,
  };
}
