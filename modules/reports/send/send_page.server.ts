// The staff report page (/{shop}/inspections/{enc}/report): the preview's addresses, what the send panel
// starts from (the customer's address and mobile, whether they may be contacted, whether the report can be
// sent now and by this viewer) and the report's life (every send, the customer's openings); in the shop's
// staff language with its wording and time zone (decision 028).
import type { Config } from "@platform/config.ts";
import type { Sql } from "@platform/db.ts";
import type { Keys } from "@platform/keys.ts";
import {
  actorSaid,
  HEADING_WORDS,
  type InspectionAccess,
  type InspectionSummary,
  reportNotSendableReason,
  reportTracking,
  summarizeInspection,
} from "@modules/inspections/mod.ts";
import { type CustomerAnswersView, customerAnswersView } from "./customer_answers_view.ts";
import { loadCustomerReport } from "../customer_report.ts";
import { reportLanguage } from "../report_options.ts";
import { loadSendContext } from "./send_context.ts";
import { loadContactConsent, type ReportChannel } from "./contact_consent.ts";
import { shopCountry, staffClock, staffMessages } from "@modules/shops/mod.ts";
import {
  CHECKLIST_MESSAGES,
  INSPECTION_DETAILS_MESSAGES,
  REPORT_TAB_MESSAGES as M,
  sayStored,
} from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { formatPhone } from "@modules/accounts/mod.ts";
import { trackingLine } from "./view_tracking.ts";
import { PREVIEW_WORDS } from "./report_preview.tsx";

/** The tab's words: its own, the inspection heading's, and those it says as other pages say them. */
const TAB_WORDS = [
  ...Object.values(M),
  ...HEADING_WORDS,
  ...PREVIEW_WORDS,
  // The send panel's sentence when the call does not reach the server.
  INSPECTION_DETAILS_MESSAGES.unreachable,
  // The customer's answers' price column.
  CHECKLIST_MESSAGES.price,
];

export interface ReportSendPage {
  summary: InspectionSummary;
  /** The link every send carries. */
  reportUrl: string;
  /** The customer's, as on file ("" when none): the fields' first values. */
  customerEmail: string;
  customerMobile: string;
  /** Why nothing can be sent now (not allowed, do not contact, not audited), or null. */
  blockedReason: string | null;
  /** The channel the customer prefers (their contact preference), offered first; null: e-mail first. */
  preferredChannel: ReportChannel | null;
  /** The shop's report language: the default of the words the customer gets. */
  language: string;
  /** "Sent 10:42 AM · Viewed 3 minutes after sending · opened 4 times, last 11:02 AM" */
  trackingLine: string;
  sends: { at: string; when: string; who: string; summary: string }[];
  answers: CustomerAnswersView;
  words: PageWords;
}

export async function loadReportSendPage(
  sql: Sql,
  keys: Keys,
  config: Config,
  access: InspectionAccess,
): Promise<ReportSendPage> {
  const { shop, inspection } = access;
  const summary = await summarizeInspection(sql, access);
  // Everything the tab says (the sends: as the inspection's events page says them).
  const messages = await staffMessages(sql, shop);
  const say = (key: string, values?: Record<string, string | number>) => messages.text(key, values);
  const clock = staffClock(shop);
  const context = await loadSendContext(sql, access, config.publicUrl);
  const consent = await loadContactConsent(sql, access, context.customer?.contactPref ?? null, messages);
  const tracking = await reportTracking(sql, access);
  const report = await loadCustomerReport(sql, keys, config.media.publicUrl, access, "en");
  const blockedReason = !summary.canAudit
    ? messages.text(M.sendRefused)
    : consent.notice ?? reportNotSendableReason(inspection.status, messages);
  return {
    summary,
    reportUrl: context.reportUrl,
    customerEmail: context.customer?.email ?? "",
    customerMobile: context.customer?.phoneMobile
      ? formatPhone(context.customer.phoneMobile, await shopCountry(sql, shop.id))
      : "",
    blockedReason,
    preferredChannel: consent.preferredChannel,
    language: reportLanguage(null, shop.language),
    trackingLine: trackingLine(tracking, messages, shop.timeZone, new Date()),
    sends: tracking.sends.map((send) => ({
      at: new Date(send.at).toISOString(),
      when: clock.format(new Date(send.at)),
      who: actorSaid(send, say),
      summary: sayStored(say, send.message, send.summary),
    })),
    answers: customerAnswersView(report, messages.culture, clock),
    words: { culture: messages.culture, messages: messages.pick(TAB_WORDS) },
  };
}
