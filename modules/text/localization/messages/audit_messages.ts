// The audit's words (/{shop}/inspections/{enc}/audit): the manager's review, its totals, the price, labour and
// sold edits and their save notes, Approve and Send back; and its printables' (HTML and plain text). What the
// audit shares with the checklist (Pass, Warn, Fail, Finding, Notes, Price, the labour label) is the
// checklist's message: one wording per culture.
import { defineMessages } from "../catalogue.ts";

export const AUDIT_MESSAGES = defineMessages("audit", "Audit", {
  back: { "en-US": "Back", "es-MX": "Volver", "fr-CA": "Retour" },
  attentionOnly: {
    "en-US": "Needs attention only ({count})",
    "es-MX": "Solo lo que requiere atención ({count})",
    "fr-CA": "Points à traiter seulement ({count})",
  },
  print: { "en-US": "Print", "es-MX": "Imprimir", "fr-CA": "Imprimer" },
  plainText: { "en-US": "Plain text", "es-MX": "Texto simple", "fr-CA": "Texte brut" },
  readOnly: {
    "en-US": "You can read the audit; owners and managers change prices, labor and what was sold.",
    "en-GB": "You can read the audit; owners and managers change prices, labour and what was sold.",
    "es-MX": "Puede leer la revisión; los dueños y gerentes cambian precios, mano de obra y lo vendido.",
    "fr-CA":
      "Vous pouvez lire la vérification ; les propriétaires et les gérants modifient les prix, la main-d'œuvre et ce qui est vendu.",
  },
  totals: { "en-US": "Totals", "es-MX": "Totales", "fr-CA": "Totaux" },
  items: { "en-US": "Items", "es-MX": "Puntos", "fr-CA": "Points" },
  needAttention: {
    "en-US": "{count} need attention",
    "es-MX": "{count, plural, one {# requiere atención} other {# requieren atención}}",
    "fr-CA": "{count} à traiter",
  },
  recommended: { "en-US": "Recommended", "es-MX": "Recomendado", "fr-CA": "Recommandé" },
  sold: { "en-US": "Sold", "es-MX": "Vendido", "fr-CA": "Vendu" },
  notSold: { "en-US": "Not sold", "es-MX": "No vendido", "fr-CA": "Non vendu" },
  resultNotApplicable: { "en-US": "Not applicable", "es-MX": "No aplica", "fr-CA": "Sans objet" },
  priceRead: { "en-US": "Price {price}", "es-MX": "Precio {price}", "fr-CA": "Prix {price}" },
  laborRead: {
    "en-US": "Labor {hours}",
    "en-GB": "Labour {hours}",
    "es-MX": "Mano de obra {hours}",
    "fr-CA": "Main-d'œuvre {hours}",
  },
  noneNeedsAttention: {
    "en-US": "No item needs attention: every result is pass or not applicable.",
    "es-MX": "Ningún punto requiere atención: todos los resultados están bien o no aplican.",
    "fr-CA": "Aucun point à traiter : chaque résultat est conforme ou sans objet.",
  },
  saveChanges: {
    "en-US": "Save changes",
    "es-MX": "Guardar cambios",
    "fr-CA": "Enregistrer les modifications",
  },
  saveChangesCount: {
    "en-US": "Save changes ({count})",
    "es-MX": "Guardar cambios ({count})",
    "fr-CA": "Enregistrer les modifications ({count})",
  },
  undoChanges: {
    "en-US": "Undo changes",
    "es-MX": "Deshacer cambios",
    "fr-CA": "Annuler les modifications",
  },
  priceInvalid: {
    "en-US": "Price: a number like 180 or 180.50.",
    "es-MX": "Precio: un número como 180 o 180.50.",
    "fr-CA": "Prix : un nombre comme 180 ou 180.50.",
  },
  laborInvalid: {
    "en-US": "Labor: hours like 1 or 1.5.",
    "en-GB": "Labour: hours like 1 or 1.5.",
    "es-MX": "Mano de obra: horas como 1 o 1.5.",
    "fr-CA": "Main-d'œuvre : des heures comme 1 ou 1.5.",
  },
  rowSaved: { "en-US": "Saved.", "es-MX": "Guardado.", "fr-CA": "Enregistré." },
  rowNotSaved: { "en-US": "Not saved.", "es-MX": "No guardado.", "fr-CA": "Non enregistré." },
  nothingSaved: {
    "en-US": "Nothing was saved: correct the rows marked below.",
    "es-MX": "No se guardó nada: corrija los puntos marcados abajo.",
    "fr-CA": "Rien n'a été enregistré : corrigez les points indiqués ci-dessous.",
  },
  changedFirst: {
    "en-US": "Someone else changed some items first: their values are shown on those rows.",
    "es-MX": "Otra persona cambió algunos puntos antes: sus valores se muestran en esos puntos.",
    "fr-CA":
      "Quelqu'un d'autre a modifié certains points avant vous : ses valeurs sont affichées sur ces points.",
  },
  approve: { "en-US": "Approve", "es-MX": "Aprobar", "fr-CA": "Approuver" },
  sendBackOpen: { "en-US": "Send back…", "es-MX": "Devolver…", "fr-CA": "Renvoyer…" },
  saveOrUndoFirst: {
    "en-US": "Save or undo your changes first.",
    "es-MX": "Primero guarde o deshaga sus cambios.",
    "fr-CA": "Enregistrez ou annulez d'abord vos modifications.",
  },
  done: {
    "en-US": "Done: the inspection is now {status}.",
    "es-MX": "Listo: la inspección ahora está {status}.",
    "fr-CA": "C'est fait : l'inspection est maintenant {status}.",
  },
  sendBackTitle: {
    "en-US": "Send back for more work",
    "es-MX": "Devolver para más trabajo",
    "fr-CA": "Renvoyer pour plus de travail",
  },
  cancel: { "en-US": "Cancel", "es-MX": "Cancelar", "fr-CA": "Annuler" },
  sendBack: { "en-US": "Send back", "es-MX": "Devolver", "fr-CA": "Renvoyer" },
  sendBackExplained: {
    "en-US": "The inspection goes back to the mechanic as in progress.",
    "es-MX": "La inspección regresa al mecánico como en proceso.",
    "fr-CA": "L'inspection retourne au mécanicien comme en cours.",
  },
  sendBackNote: {
    "en-US": "Note for the mechanic (optional)",
    "es-MX": "Nota para el mecánico (opcional)",
    "fr-CA": "Note pour le mécanicien (facultatif)",
  },
  // The printables' own words; they say the rest with the page's.
  printTitle: {
    "en-US": "Audit: {title} — {shop}",
    "es-MX": "Revisión: {title} — {shop}",
    "fr-CA": "Vérification : {title} — {shop}",
  },
  textTitle: {
    "en-US": "Inspection audit: {type}",
    "es-MX": "Revisión de la inspección: {type}",
    "fr-CA": "Vérification de l'inspection : {type}",
  },
  /** A label before its value ("Customer: Jane Driver"), as the culture punctuates it. */
  labelled: { "en-US": "{label}:", "fr-CA": "{label} :" },
  customer: { "en-US": "Customer", "es-MX": "Cliente", "fr-CA": "Client" },
  vehicle: { "en-US": "Vehicle", "es-MX": "Vehículo", "fr-CA": "Véhicule" },
  plate: { "en-US": "Plate", "es-MX": "Placas", "fr-CA": "Plaque" },
  vinLabel: { "en-US": "VIN", "es-MX": "NIV", "fr-CA": "NIV" },
  repairOrder: { "en-US": "Repair order", "es-MX": "Orden de reparación", "fr-CA": "Bon de travail" },
  odometer: { "en-US": "Odometer", "es-MX": "Odómetro", "fr-CA": "Odomètre" },
  odometerReading: {
    "en-US": "{distance} {unit, select, mi {miles} km {km} other {hours}}",
    "es-MX": "{distance} {unit, select, mi {millas} km {km} other {horas}}",
    "fr-CA": "{distance} {unit, select, mi {milles} km {km} other {heures}}",
  },
  inspection: { "en-US": "Inspection", "es-MX": "Inspección", "fr-CA": "Inspection" },
  status: { "en-US": "Status", "es-MX": "Estado", "fr-CA": "Statut" },
  mechanic: { "en-US": "Mechanic", "es-MX": "Mecánico", "fr-CA": "Mécanicien" },
  serviceAdviser: {
    "en-US": "Service adviser",
    "es-MX": "Asesor de servicio",
    "fr-CA": "Conseiller technique",
  },
  started: { "en-US": "Started", "es-MX": "Inicio", "fr-CA": "Commencée" },
  task: { "en-US": "Task", "es-MX": "Tarea", "fr-CA": "Tâche" },
  result: { "en-US": "Result", "es-MX": "Resultado", "fr-CA": "Résultat" },
  priority: { "en-US": "Priority", "es-MX": "Prioridad", "fr-CA": "Priorité" },
  labor: { "en-US": "Labor", "en-GB": "Labour", "es-MX": "Mano de obra", "fr-CA": "Main-d'œuvre" },
  soldMark: { "en-US": "yes", "es-MX": "sí", "fr-CA": "oui" },
  customerSignature: {
    "en-US": "Customer signature",
    "es-MX": "Firma del cliente",
    "fr-CA": "Signature du client",
  },
  date: { "en-US": "Date", "es-MX": "Fecha", "fr-CA": "Date" },
  approveCheckTitle: {
    "en-US": "Approve with these open?",
    "es-MX": "¿Aprobar con esto pendiente?",
    "fr-CA": "Approuver avec ces points ouverts?",
  },
  approveCheckMessage: {
    "en-US":
      "{n, plural, one {# task needs} other {# tasks need}} a look before the report goes to the customer:",
    "es-MX":
      "{n, plural, one {# tarea necesita} other {# tareas necesitan}} revisión antes de enviar el informe al cliente:",
    "fr-CA":
      "{n, plural, one {# tâche demande} other {# tâches demandent}} un coup d'œil avant l'envoi du rapport au client :",
  },
  approveAnyway: {
    "en-US": "Approve anyway",
    "es-MX": "Aprobar de todos modos",
    "fr-CA": "Approuver quand même",
  },
  goBack: { "en-US": "Go back", "es-MX": "Volver", "fr-CA": "Retour" },
  reasonResult: { "en-US": "not checked", "es-MX": "sin revisar", "fr-CA": "non vérifiée" },
  reasonFinding: { "en-US": "no finding chosen", "es-MX": "sin hallazgo", "fr-CA": "aucun constat choisi" },
  reasonNotes: {
    "en-US": "the required note is missing",
    "es-MX": "falta la nota obligatoria",
    "fr-CA": "la note obligatoire manque",
  },
  reasonMedia: {
    "en-US": "the required photo or video is missing",
    "es-MX": "falta la foto o el video obligatorio",
    "fr-CA": "la photo ou la vidéo obligatoire manque",
  },
  reasonValue: { "en-US": "{label} not entered", "es-MX": "falta {label}", "fr-CA": "{label} non saisi" },
  reasonPriceLow: {
    "en-US": "price {price} is below the usual {hint}",
    "es-MX": "el precio {price} está por debajo de lo normal ({hint})",
    "fr-CA": "le prix {price} est sous l'habituel ({hint})",
  },
  reasonPriceHigh: {
    "en-US": "price {price} is above the usual {hint}",
    "es-MX": "el precio {price} está por encima de lo normal ({hint})",
    "fr-CA": "le prix {price} dépasse l'habituel ({hint})",
  },
  reasonValueGrade: {
    "en-US": "{value} is {grade, select, yellow {yellow} other {red}}, worse than the result",
    "es-MX": "{value} está en {grade, select, yellow {amarillo} other {rojo}}, peor que el resultado",
    "fr-CA": "{value} est au {grade, select, yellow {jaune} other {rouge}}, pire que le résultat",
  },
  reasonValueOutside: {
    "en-US": "{value} is outside every range of this task: check the reading",
    "es-MX": "{value} está fuera de todos los rangos de esta tarea: revise la lectura",
    "fr-CA": "{value} est hors de toutes les plages de cette tâche : vérifiez la lecture",
  },
  // An item's amount and the totals: parts plus labour (hours x the shop's rate) plus tax (issue 22).
  amountParts: { "en-US": "Parts", "es-MX": "Refacciones", "fr-CA": "Pièces" },
  amountLabor: { "en-US": "Labor", "en-GB": "Labour", "es-MX": "Mano de obra", "fr-CA": "Main-d'œuvre" },
  amountTax: { "en-US": "Tax", "es-MX": "Impuestos", "fr-CA": "Taxes" },
  amountTotal: { "en-US": "Total", "es-MX": "Total", "fr-CA": "Total" },
  /** The printable's column of labour hours, beside the labour's amount. */
  hours: { "en-US": "Hours", "es-MX": "Horas", "fr-CA": "Heures" },
  // The row's photos and videos (the evidence), opened in the viewer.
  mediaOf: {
    "en-US": "Photos and videos of {task}",
    "es-MX": "Fotos y videos de {task}",
    "fr-CA": "Photos et vidéos de {task}",
  },
  mediaProcessing: { "en-US": "Processing…", "es-MX": "Procesando…", "fr-CA": "Traitement…" },
  mediaFailed: {
    "en-US": "The photos could not be loaded: try again.",
    "es-MX": "No se pudieron cargar las fotos: intente de nuevo.",
    "fr-CA": "Les photos n'ont pas pu être chargées : réessayez.",
  },
});
