// What a report send says: the e-mail (subject, HTML with the button, plain text), the text message (two
// segments at most, ending with the opt-out line) and the draft for the adviser's own mail program. Each
// names the shop, the vehicle and the one report link. Where the shop wrote its own subject, first paragraph
// or text message (/account), those are used, their places filled by the shops module's filler.
import { EmailButton, EmailLayout, renderEmail } from "@modules/messaging/mod.ts";
import { fillReportWording, type ReportWording } from "@modules/shops/mod.ts";
import type { ReportLanguage } from "../report_options.ts";
import { fitSms } from "./sms_length.ts";
import { sendText } from "./send_texts.ts";
import type { Messages } from "../../text/mod.ts";
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
  /** The shop's wording when the message is in the shop's customer language, else null (the app's). */
  wording?: ReportWording | null;
  /** The catalogue's words in the message's culture with the shop's overrides (decision 028); without
   * them, the shipped words of the language. */
  messages?: Messages;
}

export interface ReportEmail {
  subject: string;
  text: string;
  html: string;
}

function wordsOf(facts: ReportMessageFacts): ReportLanguage | Messages {
  return facts.messages ?? facts.language;
}

function vehicleOf(facts: ReportMessageFacts): string {
  return facts.vehicleName || sendText(wordsOf(facts), "yourVehicle");
}

/** The shop's own text for a part of the message with its places filled, or null to use the app's words. */
function shopWords(
  facts: ReportMessageFacts,
  part: "emailSubject" | "emailBody" | "sms",
  names = { shop: facts.shopName, vehicle: vehicleOf(facts) },
): string | null {
  const template = facts.wording?.[part] ?? "";
  if (template === "") return null;
  return fillReportWording(template, {
    customerName: facts.customerName,
    shopName: names.shop,
    vehicle: names.vehicle,
    link: facts.reportUrl,
  });
}

/**
 * One line, whatever the shop's wording or the names in it hold: a subject stored with a line break before
 * the settings refused one would otherwise stop every report e-mail of the shop.
 */
function subjectOf(facts: ReportMessageFacts): string {
  const subject = shopWords(facts, "emailSubject") ??
    sendText(wordsOf(facts), "emailSubject", { shop: facts.shopName, vehicle: vehicleOf(facts) });
  return subject.replace(/\s*[\r\n]+\s*/g, " ");
}

function introOf(facts: ReportMessageFacts): string {
  return shopWords(facts, "emailBody") ??
    sendText(wordsOf(facts), "emailIntro", { vehicle: vehicleOf(facts) });
}

function questionsLine(facts: ReportMessageFacts): string | null {
  const l = wordsOf(facts);
  if (facts.shopPhone && facts.shopEmail) return sendText(l, "emailQuestions", { phone: facts.shopPhone });
  if (facts.shopPhone) return sendText(l, "emailQuestionsPhoneOnly", { phone: facts.shopPhone });
  if (facts.shopEmail) return sendText(l, "emailQuestionsNoPhone");
  return null;
}

export function reportEmail(facts: ReportMessageFacts): ReportEmail {
  const l = wordsOf(facts);
  const questions = questionsLine(facts);
  // Inline styles only: e-mail clients drop style sheets. The button wears the shop's colour.
  const { html, text } = renderEmail(
    <EmailLayout lang={facts.language} footer={sendText(l, "emailFooter", { shop: facts.shopName })}>
      <h1 style={{ fontSize: "20px", margin: "0 0 16px" }}>{facts.shopName}</h1>
      <p>
        {facts.customerName
          ? sendText(l, "emailGreeting", { name: facts.customerName })
          : sendText(l, "emailGreetingNoName")}
      </p>
      {introOf(facts).split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      <EmailButton href={facts.reportUrl} label={sendText(l, "emailButton")} colour={facts.accentColor} />
      <p style={{ color: "#374151", fontSize: "13px" }}>
        {sendText(l, "emailLinkIntro")} <a href={facts.reportUrl}>{facts.reportUrl}</a>
      </p>
      {questions && <p>{questions}</p>}
    </EmailLayout>,
  );
  return { subject: subjectOf(facts), text, html };
}

/**
 * The text message: the shop's and the vehicle's names shortened as needed, the link and the opt-out line
 * (contact_consent.ts) whole.
 */
export function reportSms(facts: ReportMessageFacts): string {
  const l = wordsOf(facts);
  const withOptOut = (text: string) => `${text}\n${SMS_OPT_OUT}`;
  return fitSms(
    [facts.shopName, vehicleOf(facts)],
    ([shop, vehicle]) =>
      withOptOut(
        shopWords(facts, "sms", { shop, vehicle }) ??
          sendText(l, "sms", { shop, vehicle, url: facts.reportUrl }),
      ),
    withOptOut(sendText(l, "smsWithoutNames", { url: facts.reportUrl })),
  );
}

/** For the adviser's own mail program: a plain-text draft (a mailto: link carries no HTML). */
export function reportEmailDraft(facts: ReportMessageFacts): { subject: string; body: string } {
  const l = wordsOf(facts);
  const questions = questionsLine(facts);
  const body = [
    facts.customerName
      ? sendText(l, "emailGreeting", { name: facts.customerName })
      : sendText(l, "emailGreetingNoName"),
    introOf(facts),
    `${sendText(l, "emailButton")}: ${facts.reportUrl}`,
    ...(questions ? [questions] : []),
    facts.shopName,
  ].join("\n\n");
  return { subject: subjectOf(facts), body };
}
