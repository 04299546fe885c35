// What a report send says: the e-mail (subject, HTML with the button, plain text), the text message (two
// segments at most, ending with the opt-out line) and the draft for the adviser's own mail program. Each
// names the shop, the vehicle and the one report link.
import { EmailButton, EmailLayout, renderEmail } from "@modules/messaging/mod.ts";
import type { ReportLanguage } from "../report_options.ts";
import { fitSms } from "./sms_length.ts";
import { sendText } from "./send_texts.ts";
import { SMS_OPT_OUT } from "./contact_consent.ts";

export interface ReportMessageFacts {
  language: ReportLanguage;
  shopName: string;
  /** "2019 Honda Civic", or "" when the inspection has no vehicle. */
  vehicleName: string;
  /** The customer's first name, or "". */
  customerName: string;
  /** The shop's phone and e-mail as the customer should use them ("" when not set). */
  shopPhone: string;
  shopEmail: string;
  /** '#rrggbb' or '' for the app's blue. */
  accentColor: string;
  reportUrl: string;
}

export interface ReportEmail {
  subject: string;
  text: string;
  html: string;
}

function vehicleOf(facts: ReportMessageFacts): string {
  return facts.vehicleName || sendText(facts.language, "yourVehicle");
}

function questionsLine(facts: ReportMessageFacts): string | null {
  const l = facts.language;
  if (facts.shopPhone && facts.shopEmail) return sendText(l, "emailQuestions", { phone: facts.shopPhone });
  if (facts.shopPhone) return sendText(l, "emailQuestionsPhoneOnly", { phone: facts.shopPhone });
  if (facts.shopEmail) return sendText(l, "emailQuestionsNoPhone");
  return null;
}

export function reportEmail(facts: ReportMessageFacts): ReportEmail {
  const l = facts.language;
  const vehicle = vehicleOf(facts);
  const questions = questionsLine(facts);
  // Inline styles only: e-mail clients drop style sheets. The button wears the shop's colour.
  const { html, text } = renderEmail(
    <EmailLayout lang={l} footer={sendText(l, "emailFooter", { shop: facts.shopName })}>
      <h1 style={{ fontSize: "20px", margin: "0 0 16px" }}>{facts.shopName}</h1>
      <p>
        {facts.customerName
          ? sendText(l, "emailGreeting", { name: facts.customerName })
          : sendText(l, "emailGreetingNoName")}
      </p>
      <p>{sendText(l, "emailIntro", { vehicle })}</p>
      <EmailButton href={facts.reportUrl} label={sendText(l, "emailButton")} colour={facts.accentColor} />
      <p style={{ color: "#374151", fontSize: "13px" }}>
        {sendText(l, "emailLinkIntro")} <a href={facts.reportUrl}>{facts.reportUrl}</a>
      </p>
      {questions && <p>{questions}</p>}
    </EmailLayout>,
  );
  return { subject: sendText(l, "emailSubject", { shop: facts.shopName, vehicle }), text, html };
}

/**
 * The text message: the shop's and the vehicle's names shortened as needed, the link and the opt-out line
 * (contact_consent.ts) whole.
 */
export function reportSms(facts: ReportMessageFacts): string {
  const l = facts.language;
  const withOptOut = (text: string) => `${text}\n${SMS_OPT_OUT}`;
  return fitSms(
    [facts.shopName, vehicleOf(facts)],
    ([shop, vehicle]) => withOptOut(sendText(l, "sms", { shop, vehicle, url: facts.reportUrl })),
    withOptOut(sendText(l, "smsWithoutNames", { url: facts.reportUrl })),
  );
}

/** For the adviser's own mail program: a plain-text draft (a mailto: link carries no HTML). */
export function reportEmailDraft(facts: ReportMessageFacts): { subject: string; body: string } {
  const l = facts.language;
  const vehicle = vehicleOf(facts);
  const questions = questionsLine(facts);
  const body = [
    facts.customerName
      ? sendText(l, "emailGreeting", { name: facts.customerName })
      : sendText(l, "emailGreetingNoName"),
    sendText(l, "emailIntro", { vehicle }),
    `${sendText(l, "emailButton")}: ${facts.reportUrl}`,
    ...(questions ? [questions] : []),
    facts.shopName,
  ].join("\n\n");
  return { subject: sendText(l, "emailSubject", { shop: facts.shopName, vehicle }), body };
}
