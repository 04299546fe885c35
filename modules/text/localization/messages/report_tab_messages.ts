// The Report tab's own words (/{shop}/inspections/{enc}/report): the send panel, why nothing can be sent,
// the send calls' answers, the preview, the line about the report's life and the customer's answers. Its list
// of sends is the inspection trail's (inspectionTrail.*); the preview's print options are named as /account
// names them (settings.*).
import { defineMessages } from "../catalogue.ts";

export const REPORT_TAB_MESSAGES = defineMessages("reportTab", "Report tab", {
  title: { "en-US": "Customer report", "es-MX": "Reporte al cliente", "fr-CA": "Rapport au client" },
  // The send panel.
  sendHeading: {
    "en-US": "Send to the customer",
    "es-MX": "Enviar al cliente",
    "fr-CA": "Envoyer au client",
  },
  email: { "en-US": "E-mail", "es-MX": "Correo electrónico", "fr-CA": "Courriel" },
  mobile: { "en-US": "Mobile", "es-MX": "Celular", "fr-CA": "Cellulaire" },
  sendEmail: { "en-US": "Send e-mail", "es-MX": "Enviar correo", "fr-CA": "Envoyer le courriel" },
  openOwnEmail: {
    "en-US": "Open in my e-mail app",
    "es-MX": "Abrir en mi aplicación de correo",
    "fr-CA": "Ouvrir dans mon logiciel de courriel",
  },
  sendText: {
    "en-US": "Send text message",
    "es-MX": "Enviar mensaje de texto",
    "fr-CA": "Envoyer le texto",
  },
  copyLink: { "en-US": "Copy link", "es-MX": "Copiar enlace", "fr-CA": "Copier le lien" },
  prefersText: {
    "en-US": "The customer prefers text messages.",
    "es-MX": "El cliente prefiere mensajes de texto.",
    "fr-CA": "Le client préfère les textos.",
  },
  prefersEmail: {
    "en-US": "The customer prefers e-mail.",
    "es-MX": "El cliente prefiere el correo electrónico.",
    "fr-CA": "Le client préfère le courriel.",
  },
  // The browser would not let the page copy the link: the adviser copies it by hand.
  copyTheLink: {
    "en-US": "Copy the link: {url}",
    "es-MX": "Copie el enlace: {url}",
    "fr-CA": "Copiez le lien : {url}",
  },
  // Why nothing can be sent (said on the tab before anyone tries, and as the send call's refusal).
  sendRefused: {
    "en-US": "Only shop owners and managers can send the report to the customer.",
    "es-MX": "Solo los dueños y gerentes del taller pueden enviar el reporte al cliente.",
    "fr-CA": "Seuls les propriétaires et les gérants du garage peuvent envoyer le rapport au client.",
  },
  closed: {
    "en-US": "This inspection is closed: reopen it to send the report.",
    "es-MX": "Esta inspección está cerrada: reábrala para enviar el reporte.",
    "fr-CA": "Cette inspection est fermée : rouvrez-la pour envoyer le rapport.",
  },
  // {status}: the inspection's status as the lists name it, lowercase.
  notAudited: {
    "en-US": "Approve the audit before sending the report: this inspection is {status}.",
    "es-MX": "Apruebe la revisión antes de enviar el reporte: esta inspección está en estado «{status}».",
    "fr-CA":
      "Approuvez la vérification avant d’envoyer le rapport : cette inspection est à l’état « {status} ».",
  },
  // The customer may not be contacted: the send's refusal, and the tab's notice before a send. With the
  // customers' trail's reason when it knows one ({reason}: "Replied STOP to a text message from …") and when.
  doNotContact: {
    "en-US": "The customer asked not to be contacted: the report was not sent.",
    "es-MX": "El cliente pidió no ser contactado: el reporte no se envió.",
    "fr-CA": "Le client a demandé de ne pas être contacté : le rapport n’a pas été envoyé.",
  },
  doNotContactWhy: {
    "en-US": "The customer asked not to be contacted: the report was not sent. {reason} ({when}).",
    "es-MX": "El cliente pidió no ser contactado: el reporte no se envió. {reason} ({when}).",
    "fr-CA":
      "Le client a demandé de ne pas être contacté : le rapport n’a pas été envoyé. {reason} ({when}).",
  },
  doNotContactNotice: {
    "en-US": "The customer asked not to be contacted: the report cannot be sent.",
    "es-MX": "El cliente pidió no ser contactado: el reporte no se puede enviar.",
    "fr-CA": "Le client a demandé de ne pas être contacté : le rapport ne peut pas être envoyé.",
  },
  doNotContactNoticeWhy: {
    "en-US": "The customer asked not to be contacted: the report cannot be sent. {reason} ({when}).",
    "es-MX": "El cliente pidió no ser contactado: el reporte no se puede enviar. {reason} ({when}).",
    "fr-CA":
      "Le client a demandé de ne pas être contacté : le rapport ne peut pas être envoyé. {reason} ({when}).",
  },
  noEmailOnFile: {
    "en-US": "Enter the customer's e-mail address: there is none on file for this customer.",
    "es-MX": "Escriba el correo electrónico del cliente: no hay ninguno registrado para este cliente.",
    "fr-CA": "Saisissez le courriel du client : aucun n’est enregistré pour ce client.",
  },
  noMobileOnFile: {
    "en-US": "Enter the customer's mobile number: there is none on file for this customer.",
    "es-MX": "Escriba el celular del cliente: no hay ninguno registrado para este cliente.",
    "fr-CA": "Saisissez le numéro de cellulaire du client : aucun n’est enregistré pour ce client.",
  },
  // The send calls' answers, shown in the panel's status line.
  sentByEmail: {
    "en-US": "Report sent by e-mail to {to}.",
    "es-MX": "Reporte enviado por correo a {to}.",
    "fr-CA": "Rapport envoyé par courriel à {to}.",
  },
  sentByText: {
    "en-US": "Report sent by text message to {to}.",
    "es-MX": "Reporte enviado por mensaje de texto a {to}.",
    "fr-CA": "Rapport envoyé par texto à {to}.",
  },
  // After a send's answer when nothing delivers e-mail or text messages on this server.
  heldInOutbox: {
    "en-US": "It waits in the outbox: no delivery is set up for it on this server.",
    "es-MX": "Espera en la bandeja de salida: no hay entrega configurada para él en este servidor.",
    "fr-CA": "Il attend dans la boîte d’envoi : aucune livraison n’est configurée pour lui sur ce serveur.",
  },
  emailSentAgain: {
    "en-US": "The report was sent by e-mail to {to} a moment ago; it is not sent twice.",
    "es-MX": "El reporte se envió por correo a {to} hace un momento; no se envía dos veces.",
    "fr-CA": "Le rapport a été envoyé par courriel à {to} il y a un instant; il n’est pas envoyé deux fois.",
  },
  textSentAgain: {
    "en-US": "The report was sent by text message to {to} a moment ago; it is not sent twice.",
    "es-MX": "El reporte se envió por mensaje de texto a {to} hace un momento; no se envía dos veces.",
    "fr-CA": "Le rapport a été envoyé par texto à {to} il y a un instant; il n’est pas envoyé deux fois.",
  },
  ownEmailOpens: {
    "en-US": "The e-mail opens in your e-mail program: send it from there.",
    "es-MX": "El correo se abre en su programa de correo: envíelo desde ahí.",
    "fr-CA": "Le courriel s’ouvre dans votre logiciel de courriel : envoyez-le de là.",
  },
  linkCopied: {
    "en-US": "Report link copied.",
    "es-MX": "Enlace del reporte copiado.",
    "fr-CA": "Lien du rapport copié.",
  },
  // The preview.
  previewHeading: { "en-US": "Preview", "es-MX": "Vista previa", "fr-CA": "Aperçu" },
  typeSize: { "en-US": "Type size", "es-MX": "Tamaño de letra", "fr-CA": "Taille du texte" },
  language: { "en-US": "Language", "es-MX": "Idioma", "fr-CA": "Langue" },
  openPdf: { "en-US": "Open PDF", "es-MX": "Abrir PDF", "fr-CA": "Ouvrir le PDF" },
  openCustomerPage: {
    "en-US": "Open customer page",
    "es-MX": "Abrir la página del cliente",
    "fr-CA": "Ouvrir la page du client",
  },
  previewFrame: {
    "en-US": "Report preview",
    "es-MX": "Vista previa del reporte",
    "fr-CA": "Aperçu du rapport",
  },
  // The report's life: "Sent 10:42 AM · Viewed 3 minutes after sending · opened 4 times, last 11:02 AM".
  // {at}: a time in the shop's zone (with its day when not today); {distance}: "3 minutes", "1 day".
  historyHeading: {
    "en-US": "Sent and viewed",
    "es-MX": "Envíos y vistas",
    "fr-CA": "Envois et consultations",
  },
  notSent: { "en-US": "Not sent yet.", "es-MX": "Aún no se envía.", "fr-CA": "Pas encore envoyé." },
  sentAt: { "en-US": "Sent {at}", "es-MX": "Enviado {at}", "fr-CA": "Envoyé {at}" },
  notOpened: { "en-US": "not opened yet", "es-MX": "aún no se abre", "fr-CA": "pas encore ouvert" },
  viewedAfter: {
    "en-US": "Viewed {distance} after sending",
    "es-MX": "Visto {distance} después del envío",
    "fr-CA": "Consulté {distance} après l’envoi",
  },
  // A customer may open a copied link before the first e-mail goes.
  viewedBefore: {
    "en-US": "Viewed {distance} before sending",
    "es-MX": "Visto {distance} antes del envío",
    "fr-CA": "Consulté {distance} avant l’envoi",
  },
  opened: {
    "en-US": "opened {count, plural, =1 {once} other {# times}}",
    "es-MX": "abierto {count, plural, =1 {una vez} other {# veces}}",
    "fr-CA": "ouvert {count, plural, =1 {une fois} other {# fois}}",
  },
  openedLast: {
    "en-US": "opened {count, plural, =1 {once} other {# times}}, last {at}",
    "es-MX": "abierto {count, plural, =1 {una vez} other {# veces}}, la última {at}",
    "fr-CA": "ouvert {count, plural, =1 {une fois} other {# fois}}, la dernière {at}",
  },
  // The customer's answers.
  answersHeading: {
    "en-US": "Customer's answers",
    "es-MX": "Respuestas del cliente",
    "fr-CA": "Réponses du client",
  },
  noWork: {
    "en-US": "No recommended work on this report: nothing for the customer to approve.",
    "es-MX": "Este reporte no recomienda trabajos: el cliente no tiene nada que aprobar.",
    "fr-CA": "Aucun travail recommandé dans ce rapport : le client n’a rien à approuver.",
  },
  notAnswered: {
    "en-US": "The customer has not answered yet.",
    "es-MX": "El cliente aún no responde.",
    "fr-CA": "Le client n’a pas encore répondu.",
  },
  answeredAt: { "en-US": "Answered {when}", "es-MX": "Respondió el {when}", "fr-CA": "A répondu le {when}" },
  item: { "en-US": "Item", "es-MX": "Punto", "fr-CA": "Point" },
  answer: { "en-US": "Answer", "es-MX": "Respuesta", "fr-CA": "Réponse" },
  approved: { "en-US": "Approved", "es-MX": "Aprobado", "fr-CA": "Approuvé" },
  declined: { "en-US": "Declined", "es-MX": "Rechazado", "fr-CA": "Refusé" },
  noAnswer: { "en-US": "No answer", "es-MX": "Sin respuesta", "fr-CA": "Sans réponse" },
  // The table's last row: the approved items' total.
  approvedTotal: { "en-US": "Approved", "es-MX": "Total aprobado", "fr-CA": "Total approuvé" },
  signatureOf: { "en-US": "Signature of {name}", "es-MX": "Firma de {name}", "fr-CA": "Signature de {name}" },
  signatureOfCustomer: {
    "en-US": "Signature of the customer",
    "es-MX": "Firma del cliente",
    "fr-CA": "Signature du client",
  },
});
