// The customer report's words (its page, printable, PDF, video page, link preview and answer), in each
// culture it ships in. What the shop typed (task names, findings, explanations, notes) is the shop's, and
// translated by the catalog's translations, not here.
import { defineMessages } from "../catalogue.ts";

export const REPORT_MESSAGES = defineMessages("report", "Customer report", {
  title: {
    "en-US": "Vehicle inspection report",
    "es-MX": "Informe de inspección del vehículo",
    "fr-CA": "Rapport d'inspection du véhicule",
  },
  preparedFor: {
    "en-US": "Prepared for {name}",
    "es-MX": "Preparado para {name}",
    "fr-CA": "Préparé pour {name}",
  },
  inspectedOn: {
    "en-US": "Inspected {date}",
    "es-MX": "Inspeccionado el {date}",
    "fr-CA": "Inspecté le {date}",
  },
  odometer: {
    "en-US": "Odometer",
    "es-MX": "Odómetro",
    "fr-CA": "Compteur",
  },
  plate: {
    "en-US": "Plate",
    "es-MX": "Placa",
    "fr-CA": "Immatriculation",
  },
  vin: {
    "en-US": "VIN",
    "es-MX": "VIN",
    "fr-CA": "NIV",
  },
  ro: {
    "en-US": "Repair order",
    "es-MX": "Orden de reparación",
    "fr-CA": "Ordre de réparation",
  },
  technician: {
    "en-US": "Technician",
    "es-MX": "Técnico",
    "fr-CA": "Technicien",
  },
  summary: {
    "en-US": "Summary",
    "es-MX": "Resumen",
    "fr-CA": "Résumé",
  },
  fail: {
    "en-US": "Needs attention now",
    "es-MX": "Requiere atención ahora",
    "fr-CA": "À faire maintenant",
  },
  warn: {
    "en-US": "Needs attention soon",
    "es-MX": "Requiere atención pronto",
    "fr-CA": "À prévoir bientôt",
  },
  pass: {
    "en-US": "Checked and good",
    "es-MX": "Revisado y en buen estado",
    "fr-CA": "Vérifié et en bon état",
  },
  failShort: {
    "en-US": "Now",
    "es-MX": "Ahora",
    "fr-CA": "Maintenant",
  },
  warnShort: {
    "en-US": "Soon",
    "es-MX": "Pronto",
    "fr-CA": "Bientôt",
  },
  passShort: {
    "en-US": "Good",
    "es-MX": "Bien",
    "fr-CA": "Bon",
  },
  inspectedCount: {
    "en-US": "{n, plural, one {# item inspected} other {# items inspected}}",
    "es-MX": "{n, plural, one {# punto revisado} other {# puntos revisados}}",
    "fr-CA": "{n, plural, one {# point vérifié} other {# points vérifiés}}",
  },
  notInspectedCount: {
    "en-US": "{n, plural, one {# not inspected} other {# not inspected}}",
    "es-MX": "{n, plural, one {# sin revisar} other {# sin revisar}}",
    "fr-CA": "{n, plural, one {# non vérifié} other {# non vérifiés}}",
  },
  nothingFound: {
    "en-US": "Nothing on this inspection needs your attention.",
    "es-MX": "Nada en esta inspección requiere su atención.",
    "fr-CA": "Rien dans cette inspection ne demande votre attention.",
  },
  messageFromShop: {
    "en-US": "A note from {shop}",
    "es-MX": "Una nota de {shop}",
    "fr-CA": "Un mot de {shop}",
  },
  whyItMatters: {
    "en-US": "Why it matters",
    "es-MX": "Por qué es importante",
    "fr-CA": "Pourquoi c'est important",
  },
  weRecommend: {
    "en-US": "We recommend",
    "es-MX": "Recomendamos",
    "fr-CA": "Nous recommandons",
  },
  technicianNotes: {
    "en-US": "Technician's notes",
    "es-MX": "Notas del técnico",
    "fr-CA": "Notes du technicien",
  },
  price: {
    "en-US": "Price",
    "es-MX": "Precio",
    "fr-CA": "Prix",
  },
  // An item's amount and the totals, when the shop charges labour or tax: parts + labour + tax (issue 22).
  parts: { "en-US": "Parts", "es-MX": "Refacciones", "fr-CA": "Pièces" },
  labour: { "en-US": "Labor", "en-GB": "Labour", "es-MX": "Mano de obra", "fr-CA": "Main-d'œuvre" },
  tax: { "en-US": "Tax", "es-MX": "Impuestos", "fr-CA": "Taxes" },
  total: { "en-US": "Total", "es-MX": "Total", "fr-CA": "Total" },
  recommendedTotal: {
    "en-US": "Recommended work",
    "es-MX": "Trabajo recomendado",
    "fr-CA": "Travaux recommandés",
  },
  approvedTotal: {
    "en-US": "You approved",
    "es-MX": "Usted aprobó",
    "fr-CA": "Vous avez accepté",
  },
  approve: {
    "en-US": "Approve",
    "es-MX": "Aprobar",
    "fr-CA": "Accepter",
  },
  decline: {
    "en-US": "Decline",
    "es-MX": "Rechazar",
    "fr-CA": "Refuser",
  },
  approved: {
    "en-US": "Approved",
    "es-MX": "Aprobado",
    "fr-CA": "Accepté",
  },
  declined: {
    "en-US": "Declined",
    "es-MX": "Rechazado",
    "fr-CA": "Refusé",
  },
  undecided: {
    "en-US": "Not answered yet",
    "es-MX": "Sin respuesta todavía",
    "fr-CA": "Pas encore de réponse",
  },
  answerTitle: {
    "en-US": "Your answer",
    "es-MX": "Su respuesta",
    "fr-CA": "Votre réponse",
  },
  answerIntro: {
    "en-US": "Approve or decline each recommended repair, then send your answer to {shop}.",
    "es-MX": "Apruebe o rechace cada reparación recomendada y envíe su respuesta a {shop}.",
    "fr-CA": "Acceptez ou refusez chaque réparation recommandée, puis envoyez votre réponse à {shop}.",
  },
  note: {
    "en-US": "A note for the shop (optional)",
    "es-MX": "Una nota para el taller (opcional)",
    "fr-CA": "Un mot pour le garage (facultatif)",
  },
  signedName: {
    "en-US": "Your name (optional)",
    "es-MX": "Su nombre (opcional)",
    "fr-CA": "Votre nom (facultatif)",
  },
  signature: {
    "en-US": "Sign here (optional)",
    "es-MX": "Firme aquí (opcional)",
    "fr-CA": "Signez ici (facultatif)",
  },
  clearSignature: {
    "en-US": "Clear",
    "es-MX": "Borrar",
    "fr-CA": "Effacer",
  },
  send: {
    "en-US": "Send my answer",
    "es-MX": "Enviar mi respuesta",
    "fr-CA": "Envoyer ma réponse",
  },
  sent: {
    "en-US": "Thank you. {shop} has your answer.",
    "es-MX": "Gracias. {shop} recibió su respuesta.",
    "fr-CA": "Merci. {shop} a reçu votre réponse.",
  },
  answeredAt: {
    "en-US": "Answered {date}",
    "es-MX": "Respondido el {date}",
    "fr-CA": "Répondu le {date}",
  },
  answersClosed: {
    "en-US": "This inspection is closed; call the shop to change your answer.",
    "es-MX": "Esta inspección está cerrada; llame al taller para cambiar su respuesta.",
    "fr-CA": "Cette inspection est close ; appelez le garage pour changer votre réponse.",
  },
  nothingToAnswer: {
    "en-US": "Nothing to approve: there is no recommended work on this inspection.",
    "es-MX": "Nada que aprobar: esta inspección no tiene trabajo recomendado.",
    "fr-CA": "Rien à accepter : cette inspection ne recommande aucun travail.",
  },
  chooseOne: {
    "en-US": "Choose Approve or Decline for at least one item.",
    "es-MX": "Elija Aprobar o Rechazar en al menos un elemento.",
    "fr-CA": "Choisissez Accepter ou Refuser pour au moins un élément.",
  },
  call: {
    "en-US": "Call {shop}",
    "es-MX": "Llamar a {shop}",
    "fr-CA": "Appeler {shop}",
  },
  contact: {
    "en-US": "Questions? We are here to help.",
    "es-MX": "¿Preguntas? Estamos para ayudarle.",
    "fr-CA": "Des questions ? Nous sommes là pour vous aider.",
  },
  photo: {
    "en-US": "Photo {n} of {task}",
    "es-MX": "Foto {n} de {task}",
    "fr-CA": "Photo {n} de {task}",
  },
  video: {
    "en-US": "Video of {task}",
    "es-MX": "Video de {task}",
    "fr-CA": "Vidéo de {task}",
  },
  playVideo: {
    "en-US": "Play video",
    "es-MX": "Reproducir video",
    "fr-CA": "Lire la vidéo",
  },
  back: {
    "en-US": "Back to the report",
    "es-MX": "Volver al informe",
    "fr-CA": "Retour au rapport",
  },
  moreFromInspection: {
    "en-US": "Pictures from the inspection",
    "es-MX": "Fotos de la inspección",
    "fr-CA": "Photos de l'inspection",
  },
  printedBy: {
    "en-US": "Report by {shop}",
    "es-MX": "Informe de {shop}",
    "fr-CA": "Rapport de {shop}",
  },
  videoMissing: {
    "en-US": "This video is not available.",
    "es-MX": "Este video no está disponible.",
    "fr-CA": "Cette vidéo n'est pas disponible.",
  },
});
