// Sends the customer report one of four ways: e-mail and text message through the messaging outbox, a
// draft for the adviser's own mail program, or the link to copy. Every way carries the same link (the
// inspection's stored encrypted id: a resend never makes a second report), is refused when the customer
// asked not to be contacted or the audit is not approved, and is recorded as a "report" event with the
// inspection's move to "report sent" (modules/inspections/report_sent.ts). E-mails and text messages are
// limited per user and per shop (send_limits.ts); a repeated request, which sends nothing, is not counted.
import { ConflictError, InputError } from "@platform/errors.ts";
import type { Services } from "@platform/request_context.ts";
import {
  type InspectionAccess,
  type InspectionStatus,
  recordReportSent,
  reportNotSendableReason,
  type ReportSend,
} from "@modules/inspections/mod.ts";
import { deliveryChannels, queueMessage } from "@modules/messaging/mod.ts";
import { formatPhone } from "@modules/accounts/mod.ts";
import { shopCountry, staffMessages } from "@modules/shops/mod.ts";
import { REPORT_LANGUAGES, type ReportLanguage } from "../report_options.ts";
import { loadSendContext, type SendContext } from "./send_context.ts";
import { loadContactConsent, refuseWithoutConsent } from "./contact_consent.ts";
import { reportEmail, reportEmailDraft, type ReportMessageFacts, reportSms } from "./send_messages.tsx";
import { countReportSend } from "./send_limits.ts";
import { emailRecipient, smsRecipient } from "./send_recipients.ts";
import { saveCorrectedContact } from "./contact_correction.ts";
import {
  INSPECTION_TRAIL_MESSAGES as T,
  type Messages,
  REPORT_TAB_MESSAGES as M,
  shopMessages,
} from "../../text/mod.ts";
import { reportCulture } from "../report_words.ts";

export type SendWay = "email" | "sms" | "localEmail" | "link";

export interface SendRequest {
  way: SendWay;
  /** The address or number typed on the page; null: the customer's on file. */
  to: string | null;
  /** en, es or fr; null: the shop's language. */
  lang: string | null;
  /** The page's id for one click; null: sends to the same recipient within one minute are one send. */
  requestId: string | null;
  /** The page the send was made from, for the event trail. */
  page: string;
}

export interface SendAnswer {
  /** What happened, in the sender's staff language with the shop's wording. */
  message: string;
  reportUrl: string;
  status: InspectionStatus;
  /** ISO 8601: when the report was first sent (a later send keeps it). */
  sentAt: string | null;
}

export interface LocalEmailAnswer extends SendAnswer {
  subject: string;
  body: string;
  mailtoUrl: string;
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

export async function sendReport(
  services: Pick<Services, "sql" | "jobs" | "config">,
  access: InspectionAccess,
  request: SendRequest,
): Promise<SendAnswer | LocalEmailAnswer> {
  const language = askedLanguage(request.lang, access.shop.language);
  if (request.requestId !== null && !REQUEST_ID.test(request.requestId)) {
    throw new InputError("requestId must be 8 to 64 letters, digits, - or _.");
  }
  // What the sender reads (refusals and the answer): the staff language with the shop's wording.
  const staff = await staffMessages(services.sql, access.shop);
  const notYet = reportNotSendableReason(access.inspection.status, staff);
  if (notYet) throw new ConflictError(notYet);
  const context = await loadSendContext(services.sql, access, services.config.publicUrl);
  refuseWithoutConsent(
    await loadContactConsent(services.sql, access, context.customer?.contactPref ?? null, staff),
  );
  // The message's words with the shop's overrides for its culture (decision 028).
  const culture = reportCulture(language, access.shop.language);
  const messages = await shopMessages(services.sql, access.shop.id, culture);
  const facts = { ...messageFacts(access, context, language), messages };
  const once = request.requestId ?? `minute-${Math.floor(Date.now() / 60_000)}`;
  const key = (channel: string, to: string) => `report:${access.inspection.id}:${channel}:${to}:${once}`;

  if (request.way === "email") {
    const to = emailRecipient(request.to, context.customer?.email ?? "", staff);
    const counted = await countReportSend(services.sql, access);
    const email = reportEmail(facts);
    let held = false;
    const state = await recordReportSent(services.sql, access, request.page, async (tx) => {
      if (correcting(request)) await saveCorrectedContact(tx, access, "email", to);
      const queued = await queueMessage(tx, services.jobs, deliveryChannels(services.config), {
        channel: "email",
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        replyTo: context.contact.email || undefined,
        links: [facts.reportUrl],
        idempotencyKey: key("email", to),
        shopId: access.shop.id,
      });
      held = queued.status === "held";
      return queued.duplicate ? null : sent(T.sentByEmail, { to }, { way: "email", to, language });
    });
    if (!state.recorded) await counted.refund();
    return answer(
      state,
      facts.reportUrl,
      state.recorded ? sentAnswer(staff, M.sentByEmail, to, held) : staff.text(M.emailSentAgain, { to }),
    );
  }

  if (request.way === "sms") {
    const country = await shopCountry(services.sql, access.shop.id);
    const to = smsRecipient(request.to, context.customer?.phoneMobile ?? "", country, staff);
    const counted = await countReportSend(services.sql, access);
    const shown = formatPhone(to, country);
    let held = false;
    const state = await recordReportSent(services.sql, access, request.page, async (tx) => {
      if (correcting(request)) await saveCorrectedContact(tx, access, "phoneMobile", to);
      const queued = await queueMessage(tx, services.jobs, deliveryChannels(services.config), {
        channel: "sms",
        to,
        text: reportSms(facts),
        links: [facts.reportUrl],
        idempotencyKey: key("sms", to),
        shopId: access.shop.id,
      });
      held = queued.status === "held";
      return queued.duplicate ? null : sent(T.sentByText, { to: shown }, { way: "sms", to, language });
    });
    if (!state.recorded) await counted.refund();
    return answer(
      state,
      facts.reportUrl,
      state.recorded
        ? sentAnswer(staff, M.sentByText, shown, held)
        : staff.text(M.textSentAgain, { to: shown }),
    );
  }

  if (request.way === "localEmail") {
    // The address is optional here: the adviser may type it in their own mail program.
    const typed = (request.to ?? "").trim() || context.customer?.email || "";
    const to = typed ? emailRecipient(typed, "", staff) : "";
    const draft = reportEmailDraft(facts);
    const state = await recordReportSent(services.sql, access, request.page, async (tx) => {
      if (correcting(request)) await saveCorrectedContact(tx, access, "email", to);
      return sent(to ? T.sentFromOwnEmailTo : T.sentFromOwnEmail, { to }, {
        way: "localEmail",
        to,
        language,
      });
    });
    const query = `subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(draft.body)}`;
    return {
      ...answer(state, facts.reportUrl, staff.text(M.ownEmailOpens)),
      subject: draft.subject,
      body: draft.body,
      mailtoUrl: `mailto:${encodeURIComponent(to).replace("%40", "@")}?${query}`,
    };
  }

  const state = await recordReportSent(
    services.sql,
    access,
    request.page,
    () => Promise.resolve(sent(T.linkCopied, {}, { way: "link" })),
  );
  return answer(state, facts.reportUrl, staff.text(M.linkCopied));
}

/** The adviser typed the recipient: a correction of the customer's on file when it differs. */
const correcting = (request: SendRequest) => (request.to ?? "").trim() !== "";

/** "Report sent by e-mail to …", and that it waits in the outbox when nothing delivers it on this server. */
function sentAnswer(staff: Messages, key: string, to: string, held: boolean): string {
  const said = staff.text(key, { to });
  return held ? `${said} ${staff.text(M.heldInOutbox)}` : said;
}

/** The trail's sentence of a send (said in its reader's language) and what the details keep. */
function sent(key: string, values: Record<string, string>, details: Record<string, unknown>): ReportSend {
  return { message: { key, values }, details };
}

function answer(
  state: { status: InspectionStatus; sentAt: Date | null },
  reportUrl: string,
  message: string,
): SendAnswer {
  return { message, reportUrl, status: state.status, sentAt: state.sentAt?.toISOString() ?? null };
}

function askedLanguage(asked: string | null, shopLanguage: string): ReportLanguage {
  const value = (asked ?? "").trim().toLowerCase() || shopLanguage.slice(0, 2).toLowerCase();
  const known = REPORT_LANGUAGES.find((language) => language === value);
  if (known) return known;
  if ((asked ?? "").trim() === "") return "en";
  throw new InputError(`lang must be one of ${REPORT_LANGUAGES.join(", ")}; "${asked}" is not.`);
}

function messageFacts(
  access: InspectionAccess,
  context: SendContext,
  language: ReportLanguage,
): ReportMessageFacts {
  return {
    language,
    shopName: access.shop.name,
    vehicleName: context.vehicleName,
    customerName: context.customer?.firstName ?? "",
    shopPhone: context.contact.phone,
    shopEmail: context.contact.email,
    accentColor: context.contact.accentColor,
    reportUrl: context.reportUrl,
    // The shop's words are in its customer language; a report sent in another keeps the app's words.
    wording: context.wording.culture.slice(0, 2).toLowerCase() === language ? context.wording : null,
  };
}
