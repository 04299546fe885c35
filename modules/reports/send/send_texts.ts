// The words of the report's e-mail and text message, per language (the customer's words, not the staff
// page's). English is complete; the others fall back to it key by key. The SMS words use only GSM-7
// letters (no "á", "ó", "ê"), so a message costs 153 characters a segment unless a name needs more.
import type { ReportLanguage } from "../report_options.ts";

import { fillText } from "@platform/fill_text.ts";

const EN = {
  emailSubject: "{shop}: the inspection report for your {vehicle}",
  emailGreeting: "Hello {name},",
  emailGreetingNoName: "Hello,",
  emailIntro: "We have finished inspecting your {vehicle}. The report shows what we checked, with photos, " +
    "and the work we recommend; you can approve or decline each item from it.",
  emailButton: "View the report",
  emailLinkIntro: "Or open this link:",
  emailQuestions: "Questions? Call us at {phone} or reply to this e-mail.",
  emailQuestionsNoPhone: "Questions? Reply to this e-mail.",
  emailQuestionsPhoneOnly: "Questions? Call us at {phone}.",
  emailFooter: "Sent by {shop}.",
  sms: "{shop}: the inspection report for your {vehicle} is ready: {url}",
  smsWithoutNames: "Your inspection report is ready: {url}",
  yourVehicle: "vehicle",
};

export type SendTextKey = keyof typeof EN;

const ES: Partial<Record<SendTextKey, string>> = {
  emailSubject: "{shop}: el informe de inspección de su {vehicle}",
  emailGreeting: "Hola {name}:",
  emailGreetingNoName: "Hola:",
  emailIntro: "Hemos terminado de inspeccionar su {vehicle}. El informe muestra lo que revisamos, con " +
    "fotos, y el trabajo que recomendamos; desde él puede aprobar o rechazar cada punto.",
  emailButton: "Ver el informe",
  emailLinkIntro: "O abra este enlace:",
  emailQuestions: "¿Preguntas? Llámenos al {phone} o responda a este correo.",
  emailQuestionsNoPhone: "¿Preguntas? Responda a este correo.",
  emailQuestionsPhoneOnly: "¿Preguntas? Llámenos al {phone}.",
  emailFooter: "Enviado por {shop}.",
  sms: "{shop}: su {vehicle} fue revisado. Vea el informe: {url}",
  smsWithoutNames: "Su informe de revision: {url}",
  yourVehicle: "vehículo",
};

const FR: Partial<Record<SendTextKey, string>> = {
  emailSubject: "{shop} : le rapport d'inspection de votre {vehicle}",
  emailGreeting: "Bonjour {name},",
  emailGreetingNoName: "Bonjour,",
  emailIntro: "Nous avons terminé l'inspection de votre {vehicle}. Le rapport montre ce que nous avons " +
    "vérifié, avec des photos, et les travaux recommandés ; vous pouvez y accepter ou refuser chaque point.",
  emailButton: "Voir le rapport",
  emailLinkIntro: "Ou ouvrez ce lien :",
  emailQuestions: "Des questions ? Appelez-nous au {phone} ou répondez à cet e-mail.",
  emailQuestionsNoPhone: "Des questions ? Répondez à cet e-mail.",
  emailQuestionsPhoneOnly: "Des questions ? Appelez-nous au {phone}.",
  emailFooter: "Envoyé par {shop}.",
  sms: "{shop} : le rapport d'inspection de votre {vehicle} est disponible : {url}",
  smsWithoutNames: "Votre rapport d'inspection : {url}",
  yourVehicle: "véhicule",
};

const TEXTS: Record<ReportLanguage, Partial<Record<SendTextKey, string>>> = { en: EN, es: ES, fr: FR };

/** The text in the language, with {placeholders} filled in. */
export function sendText(
  language: ReportLanguage,
  key: SendTextKey,
  values: Record<string, string> = {},
): string {
  const template = TEXTS[language][key] ?? EN[key];
  return fillText(template, values);
}
