// An inspection's event trail (/{shop}/inspections/{enc}/events, modules/inspections/events/): the page's own
// words and the kinds of change; and the trail's sentences, which the changes store as a message and its
// values (stored_message.ts) so the page says them in its reader's language. en-US is word for word the
// sentence each change wrote before (and still stores beside the message, for the readers of the text).
import { defineMessages } from "../catalogue.ts";

export const INSPECTION_EVENTS_MESSAGES = defineMessages("inspectionEvents", "Inspection events", {
  title: {
    "en-US": "Inspection events",
    "es-MX": "Historial de la inspección",
    "fr-CA": "Historique de l'inspection",
  },
  show: { "en-US": "Show", "es-MX": "Mostrar", "fr-CA": "Afficher" },
  everyChange: { "en-US": "Every change", "es-MX": "Todos los cambios", "fr-CA": "Tous les changements" },
  filter: { "en-US": "Filter", "es-MX": "Filtrar", "fr-CA": "Filtrer" },
  noChanges: {
    "en-US": "No changes of this kind yet.",
    "es-MX": "Aún no hay cambios de este tipo.",
    "fr-CA": "Aucun changement de ce type pour l'instant.",
  },
  range: {
    "en-US":
      "{first}–{last} of {total, plural, one {{total} change} other {{total} changes}}, newest first. Times are {timeZone}.",
    "es-MX":
      "{first}–{last} de {total, plural, one {{total} cambio} other {{total} cambios}}, los más recientes primero. Horas de {timeZone}.",
    "fr-CA":
      "{first}–{last} sur {total, plural, one {{total} changement} other {{total} changements}}, les plus récents d'abord. Heures de {timeZone}.",
  },
  // Who made a change when no one was signed in: a job or the API, and the customer on the report.
  theSystem: { "en-US": "The system", "es-MX": "El sistema", "fr-CA": "Le système" },
  customer: { "en-US": "Customer", "es-MX": "Cliente", "fr-CA": "Client" },
  // The page a change was made from: a tab's name, or this when it came from the API or a job.
  fromPage: { "en-US": "From {page}", "es-MX": "Desde {page}", "fr-CA": "Depuis {page}" },
  apiOrJob: { "en-US": "the API or a job", "es-MX": "la API o una tarea", "fr-CA": "l'API ou une tâche" },
  pages: { "en-US": "Pages of changes", "es-MX": "Páginas de cambios", "fr-CA": "Pages de changements" },
  newer: { "en-US": "Newer changes", "es-MX": "Cambios más recientes", "fr-CA": "Changements plus récents" },
  pageOf: {
    "en-US": "Page {page} of {pages}",
    "es-MX": "Página {page} de {pages}",
    "fr-CA": "Page {page} sur {pages}",
  },
  older: { "en-US": "Older changes", "es-MX": "Cambios anteriores", "fr-CA": "Changements plus anciens" },
  kindCreated: { "en-US": "Created", "es-MX": "Creación", "fr-CA": "Création" },
  kindHeader: { "en-US": "Details", "es-MX": "Datos", "fr-CA": "Détails" },
  kindItem: { "en-US": "Checklist item", "es-MX": "Punto de la lista", "fr-CA": "Point de la liste" },
  kindStatus: { "en-US": "Status", "es-MX": "Estado", "fr-CA": "Statut" },
  kindNotes: { "en-US": "Notes", "es-MX": "Notas", "fr-CA": "Notes" },
  kindSalesPitch: { "en-US": "Sales pitch", "es-MX": "Argumento de venta", "fr-CA": "Argumentaire de vente" },
  kindReportOptions: {
    "en-US": "Report options",
    "es-MX": "Opciones del reporte",
    "fr-CA": "Options du rapport",
  },
  kindAuditLabor: {
    "en-US": "Audit labor",
    "en-GB": "Audit labour",
    "es-MX": "Mano de obra de la revisión",
    "fr-CA": "Main-d'œuvre de la vérification",
  },
  kindReport: { "en-US": "Customer report", "es-MX": "Reporte al cliente", "fr-CA": "Rapport au client" },
});

export const INSPECTION_TRAIL_MESSAGES = defineMessages("inspectionTrail", "Inspection events", {
  created: {
    "en-US": "Inspection created: {type}, {count} tasks",
    "es-MX": "Inspección creada: {type}, {count} tareas",
    "fr-CA": "Inspection créée : {type}, {count} tâches",
  },
  // A move in the inspection's life: "Audit approved: Ready for audit → Audited", with the manager's note.
  statusChange: { "en-US": "{action}: {from} → {to}", "fr-CA": "{action} : {from} → {to}" },
  statusChangeNoted: {
    "en-US": "{action}: {from} → {to} (“{note}”)",
    "fr-CA": "{action} : {from} → {to} (« {note} »)",
  },
  statusAction: {
    "en-US":
      "{action, select, checklistStarted {Checklist started} checklistDone {Checklist done} approve {Audit approved} sendBack {Sent back for more work} close {Closed} reopen {Reopened} other {{action}}}",
    "es-MX":
      "{action, select, checklistStarted {Lista iniciada} checklistDone {Lista terminada} approve {Revisión aprobada} sendBack {Devuelta para más trabajo} close {Cerrada} reopen {Reabierta} other {{action}}}",
    "fr-CA":
      "{action, select, checklistStarted {Liste commencée} checklistDone {Liste terminée} approve {Vérification approuvée} sendBack {Renvoyée pour plus de travail} close {Fermée} reopen {Rouverte} other {{action}}}",
  },
  // No adviser was named: the manager who approved the audit or sent the report is credited with it (issue 32).
  adviserCredited: {
    "en-US":
      "{person} is now the adviser ({by, select, approve {approved the audit} send {sent the report} other {{by}}})",
    "es-MX":
      "{person} es ahora el asesor ({by, select, approve {aprobó la revisión} send {envió el reporte} other {{by}}})",
    "fr-CA":
      "{person} est maintenant le conseiller ({by, select, approve {a approuvé la vérification} send {a envoyé le rapport} other {{by}}})",
  },
  // An item's save: "Front brake pads: Pass → Fail, finding “Worn to 2 mm”, notes changed".
  itemChange: { "en-US": "{task}: {changes}", "fr-CA": "{task} : {changes}" },
  resultChange: { "en-US": "{from} → {to}" },
  result: {
    "en-US":
      "{result, select, none {Not checked} pass {Pass} warn {Warn} fail {Fail} nota {Not applicable} other {{result}}}",
    "es-MX":
      "{result, select, none {Sin revisar} pass {Bien} warn {Pronto} fail {Falla} nota {No aplica} other {{result}}}",
    "fr-CA":
      "{result, select, none {Non vérifié} pass {Conforme} warn {À surveiller} fail {Non conforme} nota {Sans objet} other {{result}}}",
  },
  finding: {
    "en-US": "finding “{finding}”",
    "es-MX": "hallazgo “{finding}”",
    "fr-CA": "constat « {finding} »",
  },
  findingCleared: { "en-US": "finding cleared", "es-MX": "hallazgo borrado", "fr-CA": "constat effacé" },
  price: {
    "en-US": "price {price, number, ::.00 group-off}",
    "es-MX": "precio {price, number, ::.00 group-off}",
    "fr-CA": "prix {price, number, ::.00 group-off}",
  },
  priceCleared: { "en-US": "price cleared", "es-MX": "precio borrado", "fr-CA": "prix effacé" },
  labor: {
    "en-US": "labor {hours, number} h",
    "en-GB": "labour {hours, number} h",
    "es-MX": "mano de obra {hours, number} h",
    "fr-CA": "main-d'œuvre {hours, number} h",
  },
  laborCleared: {
    "en-US": "labor cleared",
    "en-GB": "labour cleared",
    "es-MX": "mano de obra borrada",
    "fr-CA": "main-d'œuvre effacée",
  },
  sold: { "en-US": "sold", "es-MX": "vendido", "fr-CA": "vendu" },
  notSold: { "en-US": "not sold", "es-MX": "no vendido", "fr-CA": "non vendu" },
  priorityChanged: {
    "en-US": "priority changed",
    "es-MX": "prioridad cambiada",
    "fr-CA": "priorité modifiée",
  },
  valuesChanged: {
    "en-US": "{count, plural, one {a value} other {{count} values}} changed",
    "es-MX": "{count, plural, one {un valor cambiado} other {{count} valores cambiados}}",
    "fr-CA": "{count, plural, one {une valeur modifiée} other {{count} valeurs modifiées}}",
  },
  // The audit's labour entry, one line for the batch: "Audit labor: 3 items, 4.5 h".
  auditLabor: {
    "en-US": "Audit labor: {count, plural, one {{count} item} other {{count} items}}, {hours, number} h",
    "en-GB": "Audit labour: {count, plural, one {{count} item} other {{count} items}}, {hours, number} h",
    "es-MX":
      "Mano de obra de la revisión: {count, plural, one {{count} punto} other {{count} puntos}}, {hours, number} h",
    "fr-CA":
      "Main-d'œuvre de la vérification : {count, plural, one {{count} point} other {{count} points}}, {hours, number} h",
  },
  // A details save: "odometer 48,213 → 48,250 mi, RO 1001 → 1002, notes changed" (its changes, one a field).
  detailsChange: { "en-US": "{changes}" },
  fieldChange: { "en-US": "{field} {from} → {to}" },
  field: {
    "en-US":
      "{field, select, firstName {first name} lastName {last name} companyName {company} phoneMobile {mobile} phoneLandline {landline} email {e-mail} modelYear {year} make {make} model {model} vin {VIN} plate {plate} plateIssuer {plate issuer} odometer {odometer} odometerUnit {odometer unit} roNumber {RO} typeId {type} managerUserId {manager} mechanicUserId {mechanic} notes {notes} salesPitch {sales pitch} reportOptions {report options} other {{field}}}",
    "es-MX":
      "{field, select, firstName {nombre} lastName {apellido} companyName {empresa} phoneMobile {celular} phoneLandline {teléfono fijo} email {correo} modelYear {año} make {marca} model {modelo} vin {VIN} plate {placa} plateIssuer {estado de la placa} odometer {odómetro} odometerUnit {unidad del odómetro} roNumber {orden} typeId {tipo} managerUserId {asesor} mechanicUserId {mecánico} notes {notas} salesPitch {argumento de venta} reportOptions {opciones del reporte} other {{field}}}",
    "fr-CA":
      "{field, select, firstName {prénom} lastName {nom} companyName {entreprise} phoneMobile {cellulaire} phoneLandline {téléphone fixe} email {courriel} modelYear {année} make {marque} model {modèle} vin {NIV} plate {plaque} plateIssuer {province de la plaque} odometer {odomètre} odometerUnit {unité de l'odomètre} roNumber {BT} typeId {type} managerUserId {conseiller} mechanicUserId {mécanicien} notes {notes} salesPitch {argumentaire de vente} reportOptions {options du rapport} other {{field}}}",
  },
  none: { "en-US": "none", "es-MX": "ninguno", "fr-CA": "aucun" },
  textChanged: { "en-US": "{field} changed", "es-MX": "{field}: cambió", "fr-CA": "{field} : modifié" },
  textCleared: { "en-US": "{field} cleared", "es-MX": "{field}: se borró", "fr-CA": "{field} : effacé" },
  odometerChange: {
    "en-US": "odometer {from} → {to}",
    "es-MX": "odómetro {from} → {to}",
    "fr-CA": "odomètre {from} → {to}",
  },
  reading: { "en-US": "{reading, number}" },
  readingIn: { "en-US": "{reading, number} {unit}" },
  reportOptions: {
    "en-US": "report: {changes}",
    "es-MX": "reporte: {changes}",
    "fr-CA": "rapport : {changes}",
  },
  optionShown: { "en-US": "{option} shown", "es-MX": "{option}: visible", "fr-CA": "{option} : affiché" },
  optionHidden: { "en-US": "{option} hidden", "es-MX": "{option}: oculto", "fr-CA": "{option} : masqué" },
  option: {
    "en-US":
      "{option, select, showPassedItems {passed items} showPrices {prices} showTechnicianNotes {technician's notes} showSummary {summary at the top} other {{option}}}",
    "es-MX":
      "{option, select, showPassedItems {puntos en buen estado} showPrices {precios} showTechnicianNotes {notas del técnico} showSummary {resumen al inicio} other {{option}}}",
    "fr-CA":
      "{option, select, showPassedItems {points conformes} showPrices {prix} showTechnicianNotes {notes du technicien} showSummary {résumé en haut} other {{option}}}",
  },
  // The customer, from the report.
  customerApproved: {
    "en-US": "Approved by the customer: {task}",
    "es-MX": "Aprobado por el cliente: {task}",
    "fr-CA": "Approuvé par le client : {task}",
  },
  customerDeclined: {
    "en-US": "Declined by the customer: {task}",
    "es-MX": "Rechazado por el cliente: {task}",
    "fr-CA": "Refusé par le client : {task}",
  },
  reportOpened: {
    "en-US": "Report opened by the customer",
    "es-MX": "El cliente abrió el reporte",
    "fr-CA": "Le client a ouvert le rapport",
  },
  // The report's sends.
  sentByEmail: {
    "en-US": "Report sent by e-mail to {to}",
    "es-MX": "Reporte enviado por correo a {to}",
    "fr-CA": "Rapport envoyé par courriel à {to}",
  },
  sentByText: {
    "en-US": "Report sent by text message to {to}",
    "es-MX": "Reporte enviado por mensaje de texto a {to}",
    "fr-CA": "Rapport envoyé par texto à {to}",
  },
  sentFromOwnEmail: {
    "en-US": "Report e-mailed from the adviser's own e-mail program",
    "es-MX": "Reporte enviado desde el programa de correo del asesor",
    "fr-CA": "Rapport envoyé depuis le logiciel de courriel du conseiller",
  },
  sentFromOwnEmailTo: {
    "en-US": "Report e-mailed from the adviser's own e-mail program to {to}",
    "es-MX": "Reporte enviado desde el programa de correo del asesor a {to}",
    "fr-CA": "Rapport envoyé depuis le logiciel de courriel du conseiller à {to}",
  },
  linkCopied: {
    "en-US": "Report link copied to send another way",
    "es-MX": "Enlace del reporte copiado para enviarlo de otra forma",
    "fr-CA": "Lien du rapport copié pour l'envoyer autrement",
  },
});
