// The words of the report's e-mail and text message, per culture (the customer's words). The SMS words use
// only GSM-7 letters (no "á", "ó", "ê"), so a message costs 153 characters a segment unless a name needs
// more. The shop's own wording of the whole message (/account) wins over these; these are the defaults.
import { defineMessages } from "../catalogue.ts";

export const REPORT_SEND_MESSAGES = defineMessages("reportSend", "Report e-mail and text message", {
  emailSubject: {
    "en-US": "{shop}: the inspection report for your {vehicle}",
    "es-MX": "{shop}: el informe de inspección de su {vehicle}",
    "fr-CA": "{shop} : le rapport d'inspection de votre {vehicle}",
  },
  emailGreeting: {
    "en-US": "Hello {name},",
    "es-MX": "Hola {name}:",
    "fr-CA": "Bonjour {name},",
  },
  emailGreetingNoName: {
    "en-US": "Hello,",
    "es-MX": "Hola:",
    "fr-CA": "Bonjour,",
  },
  emailIntro: {
    "en-US":
      "We have finished inspecting your {vehicle}. The report shows what we checked, with photos, and the work we recommend; you can approve or decline each item from it.",
    "es-MX":
      "Hemos terminado de inspeccionar su {vehicle}. El informe muestra lo que revisamos, con fotos, y el trabajo que recomendamos; desde él puede aprobar o rechazar cada punto.",
    "fr-CA":
      "Nous avons terminé l'inspection de votre {vehicle}. Le rapport montre ce que nous avons vérifié, avec des photos, et les travaux recommandés ; vous pouvez y accepter ou refuser chaque point.",
  },
  emailButton: {
    "en-US": "View the report",
    "es-MX": "Ver el informe",
    "fr-CA": "Voir le rapport",
  },
  emailLinkIntro: {
    "en-US": "Or open this link:",
    "es-MX": "O abra este enlace:",
    "fr-CA": "Ou ouvrez ce lien :",
  },
  emailQuestions: {
    "en-US": "Questions? Call us at {phone} or reply to this e-mail.",
    "es-MX": "¿Preguntas? Llámenos al {phone} o responda a este correo.",
    "fr-CA": "Des questions ? Appelez-nous au {phone} ou répondez à cet e-mail.",
  },
  emailQuestionsNoPhone: {
    "en-US": "Questions? Reply to this e-mail.",
    "es-MX": "¿Preguntas? Responda a este correo.",
    "fr-CA": "Des questions ? Répondez à cet e-mail.",
  },
  emailQuestionsPhoneOnly: {
    "en-US": "Questions? Call us at {phone}.",
    "es-MX": "¿Preguntas? Llámenos al {phone}.",
    "fr-CA": "Des questions ? Appelez-nous au {phone}.",
  },
  emailFooter: {
    "en-US": "Sent by {shop}.",
    "es-MX": "Enviado por {shop}.",
    "fr-CA": "Envoyé par {shop}.",
  },
  sms: {
    "en-US": "{shop}: the inspection report for your {vehicle} is ready: {url}",
    "es-MX": "{shop}: su {vehicle} fue revisado. Vea el informe: {url}",
    "fr-CA": "{shop} : le rapport d'inspection de votre {vehicle} est disponible : {url}",
  },
  smsWithoutNames: {
    "en-US": "Your inspection report is ready: {url}",
    "es-MX": "Su informe de revision: {url}",
    "fr-CA": "Votre rapport d'inspection : {url}",
  },
  yourVehicle: {
    "en-US": "vehicle",
    "es-MX": "vehículo",
    "fr-CA": "véhicule",
  },
});
