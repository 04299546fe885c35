// The words of the report's e-mail and text message: the message catalogue's "reportSend.*" messages
// (modules/text/localization/messages/report_send_messages.ts), with the shop's overrides for the message's
// culture when the sender has them (decision 028). The shop's wording of the whole message (/account) is
// applied by the caller and wins over these.
import { Messages, REPORT_SEND_MESSAGES } from "../../text/mod.ts";
import type { ReportLanguage } from "../report_options.ts";
import { reportCulture } from "../report_words.ts";

export type SendTextKey = keyof typeof REPORT_SEND_MESSAGES;

/** The text in the message's words (the shop's, or the shipped ones of the language), with its values. */
export function sendText(
  words: ReportLanguage | Messages,
  key: SendTextKey,
  values: Record<string, string> = {},
): string {
  const messages = words instanceof Messages ? words : new Messages(reportCulture(words, "en-US"));
  return messages.text(REPORT_SEND_MESSAGES[key], values);
}
