// The staff report page (/{shop}/inspections/{enc}/report): the preview's addresses, what the send panel
// starts from (the customer's address and mobile, whether they may be contacted, whether the report can be
// sent now and by this viewer) and the report's life (every send, the customer's openings).
import type { Config } from "@platform/config.ts";
import type { Sql } from "@platform/db.ts";
import type { Keys } from "@platform/keys.ts";
import {
  actorSaid,
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
import { sayStored } from "@modules/text/mod.ts";
import { formatPhone } from "@modules/accounts/mod.ts";
import { trackingLine } from "./view_tracking.ts";

export interface ReportSendPage {
  summary: InspectionSummary;
  /** The link every send carries. */
  reportUrl: string;
  /** The customer's, as on file ("" when none): the fields' first values. */
  customerEmail: string;
  customerMobile: string;
  /** Why nothing can be sent now (do not contact, not audited, not allowed), or null. */
  blockedReason: string | null;
  /** The channel the customer prefers (their contact preference), offered first; null: e-mail first. */
  preferredChannel: ReportChannel | null;
  /** The shop's report language: the default of the words the customer gets. */
  language: string;
  /** "Sent 10:42 AM · Viewed 3 minutes after sending · opened 4 times, last 11:02 AM" */
  trackingLine: string;
  sends: { at: string; when: string; who: string; summary: string }[];
  answers: CustomerAnswersView;
}

export async function loadReportSendPage(
  sql: Sql,
  keys: Keys,
  config: Config,
  access: InspectionAccess,
): Promise<ReportSendPage> {
  const { shop, inspection } = access;
  const summary = await summarizeInspection(sql, access);
  const context = await loadSendContext(sql, access, config.publicUrl);
  const consent = await loadContactConsent(sql, access, context.customer?.contactPref ?? null);
  const tracking = await reportTracking(sql, access);
  const report = await loadCustomerReport(sql, keys, config.media.publicUrl, access, "en");
  // The sends are the inspection trail's entries: said as its events page says them (staff language, the
  // shop's wording and time zone).
  const messages = await staffMessages(sql, shop);
  const say = (key: string, values?: Record<string, string | number>) => messages.text(key, values);
  const clock = staffClock(shop);
  const blockedReason = !summary.canAudit
    ? "Only shop owners and managers can send the report to the customer."
    : consent.notice ?? reportNotSendableReason(inspection.status);
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
    trackingLine: trackingLine(tracking, shop.timeZone, new Date()),
    sends: tracking.sends.map((send) => ({
      at: new Date(send.at).toISOString(),
      when: clock.format(new Date(send.at)),
      who: actorSaid(send, say),
      summary: sayStored(say, send.message, send.summary),
    })),
    answers: customerAnswersView(report),
  };
}
