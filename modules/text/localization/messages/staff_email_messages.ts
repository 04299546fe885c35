// The words of the e-mails the app sends to the shop's staff, in the shop's staff language (decision 028):
// the e-mail telling the people of an inspection what its customer answered on the report.
import { defineMessages } from "../catalogue.ts";

export const STAFF_EMAIL_MESSAGES = defineMessages("staffEmail", "E-mails to the staff", {
  answersSubject: {
    "en-US": "{customer} answered the report of {vehicle}",
    "es-MX": "{customer} respondió al reporte de {vehicle}",
    "fr-CA": "{customer} a répondu au rapport de {vehicle}",
  },
  answersIntro: {
    "en-US": "{customer} answered the inspection report of {vehicle}:",
    "es-MX": "{customer} respondió al reporte de inspección de {vehicle}:",
    "fr-CA": "{customer} a répondu au rapport d'inspection de {vehicle} :",
  },
  answersIntroWithRo: {
    "en-US": "{customer} answered the inspection report of {vehicle} (RO {ro}):",
    "es-MX": "{customer} respondió al reporte de inspección de {vehicle} (orden {ro}):",
    "fr-CA": "{customer} a répondu au rapport d'inspection de {vehicle} (bon de travail {ro}) :",
  },
  theCustomer: { "en-US": "The customer", "es-MX": "El cliente", "fr-CA": "Le client" },
  approvedItem: { "en-US": "Approved: {task}", "es-MX": "Aprobado: {task}", "fr-CA": "Accepté : {task}" },
  declinedItem: { "en-US": "Declined: {task}", "es-MX": "Rechazado: {task}", "fr-CA": "Refusé : {task}" },
  answersNote: { "en-US": "Note: {note}", "es-MX": "Nota: {note}", "fr-CA": "Note : {note}" },
});
