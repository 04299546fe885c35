// The checklist's words (the inspection's checklist, and the catalogue's checklist previews), and the audit's
// labour field, which says the same thing and so is the same message: one spelling per culture.
import { defineMessages } from "../catalogue.ts";

export const CHECKLIST_MESSAGES = defineMessages("checklist", "Checklist", {
  resultPass: { "en-US": "Pass", "es-MX": "Bien", "fr-CA": "Conforme" },
  resultWarn: { "en-US": "Warn", "es-MX": "Pronto", "fr-CA": "À surveiller" },
  resultFail: { "en-US": "Fail", "es-MX": "Falla", "fr-CA": "Non conforme" },
  resultNotApplicable: { "en-US": "N/A", "es-MX": "N/A", "fr-CA": "S.O." },
  resultYes: { "en-US": "Yes", "es-MX": "Sí", "fr-CA": "Oui" },
  resultNo: { "en-US": "No", "es-MX": "No", "fr-CA": "Non" },
  resultOk: { "en-US": "OK", "es-MX": "OK", "fr-CA": "OK" },
  toDo: { "en-US": "To do", "es-MX": "Pendiente", "fr-CA": "À faire" },
  checkThis: { "en-US": "Check this", "es-MX": "Revise esto", "fr-CA": "À vérifier" },
  instructions: { "en-US": "Instructions", "es-MX": "Instrucciones", "fr-CA": "Instructions" },
  addNote: { "en-US": "Add a note", "es-MX": "Agregar una nota", "fr-CA": "Ajouter une note" },
  notes: { "en-US": "Notes", "es-MX": "Notas", "fr-CA": "Notes" },
  notesRequired: {
    "en-US": "Notes (required)",
    "es-MX": "Notas (obligatorias)",
    "fr-CA": "Notes (obligatoires)",
  },
  photos: { "en-US": "Photos", "es-MX": "Fotos", "fr-CA": "Photos" },
  photosRequired: {
    "en-US": "Photos (required)",
    "es-MX": "Fotos (obligatorias)",
    "fr-CA": "Photos (obligatoires)",
  },
  finding: { "en-US": "Finding", "es-MX": "Hallazgo", "fr-CA": "Constat" },
  findingRequired: {
    "en-US": "Finding (required)",
    "es-MX": "Hallazgo (obligatorio)",
    "fr-CA": "Constat (obligatoire)",
  },
  noFinding: { "en-US": "No finding", "es-MX": "Sin hallazgo", "fr-CA": "Aucun constat" },
  price: { "en-US": "Price", "es-MX": "Precio", "fr-CA": "Prix" },
  usually: { "en-US": "Usually {hint}", "es-MX": "Normalmente {hint}", "fr-CA": "Habituellement {hint}" },
  laborHours: {
    "en-US": "Labor (hours)",
    "en-GB": "Labour (hours)",
    "es-MX": "Mano de obra (horas)",
    "fr-CA": "Main-d'œuvre (heures)",
  },
  priority: { "en-US": "Priority", "es-MX": "Prioridad", "fr-CA": "Priorité" },
  noPriority: { "en-US": "No priority", "es-MX": "Sin prioridad", "fr-CA": "Aucune priorité" },
  saveWaiting: {
    "en-US": "Waiting to save",
    "es-MX": "Esperando para guardar",
    "fr-CA": "En attente d'enregistrement",
  },
  saving: { "en-US": "Saving…", "es-MX": "Guardando…", "fr-CA": "Enregistrement…" },
  saved: { "en-US": "Saved", "es-MX": "Guardado", "fr-CA": "Enregistré" },
  notSaved: { "en-US": "Not saved", "es-MX": "No guardado", "fr-CA": "Non enregistré" },
  changedBySomeoneElse: {
    "en-US": "Changed by someone else",
    "es-MX": "Cambiado por otra persona",
    "fr-CA": "Modifié par quelqu'un d'autre",
  },
  held: {
    "en-US": "Not saved: fix the problem below",
    "es-MX": "No guardado: corrija el problema de abajo",
    "fr-CA": "Non enregistré : corrigez le problème ci-dessous",
  },
  noTasks: {
    "en-US": "This checklist has no tasks.",
    "es-MX": "Esta lista no tiene tareas.",
    "fr-CA": "Cette liste n'a aucune tâche.",
  },
  nextToDo: { "en-US": "Next to do", "es-MX": "Siguiente pendiente", "fr-CA": "Suivant à faire" },
  nothingLeft: {
    "en-US": "Nothing left to do.",
    "es-MX": "No queda nada pendiente.",
    "fr-CA": "Plus rien à faire.",
  },
  markRestPassed: {
    "en-US": "Mark the rest passed",
    "es-MX": "Marcar el resto como bien",
    "fr-CA": "Marquer le reste conforme",
  },
  allSaved: {
    "en-US": "All changes saved",
    "es-MX": "Todos los cambios guardados",
    "fr-CA": "Modifications enregistrées",
  },
  back: { "en-US": "Back", "es-MX": "Volver", "fr-CA": "Retour" },
  loading: {
    "en-US": "Loading the checklist…",
    "es-MX": "Cargando la lista de revisión…",
    "fr-CA": "Chargement de la liste de vérification…",
  },
  waitingToSave: {
    "en-US": "{what} waiting to be saved",
    "es-MX": "{what} por guardar",
    "fr-CA": "{what} en attente d'enregistrement",
  },
  offlineKept: {
    "en-US": "You are offline: changes are kept on this device.",
    "es-MX": "Sin conexión: los cambios se guardan en este dispositivo.",
    "fr-CA": "Hors ligne : les modifications sont gardées sur cet appareil.",
  },
  // Why the checklist (and the audit) cannot be changed now: shown on the page, and the refusal of a save.
  lockedClosed: {
    "en-US": "This inspection is closed. A manager can reopen it to change its items.",
    "es-MX": "Esta inspección está cerrada. Un gerente puede reabrirla para cambiar sus puntos.",
    "fr-CA": "Cette inspection est fermée. Un gérant peut la rouvrir pour en modifier les points.",
  },
  lockedAudited: {
    "en-US": "This inspection has been audited: only owners and managers change its items now.",
    "es-MX": "Esta inspección ya fue revisada: ahora solo los dueños y gerentes cambian sus puntos.",
    "fr-CA":
      "Cette inspection a été vérifiée : seuls les propriétaires et les gérants en modifient maintenant les points.",
  },
  lookOnly: {
    "en-US": "You can look at this checklist but not change it.",
    "es-MX": "Puede ver esta lista de revisión, pero no cambiarla.",
    "fr-CA": "Vous pouvez consulter cette liste de vérification, mais pas la modifier.",
  },
  // A row's photos on the inspection (the media kit's camera and viewer say media.*).
  photosNoneYet: { "en-US": "None yet", "es-MX": "Ninguna todavía", "fr-CA": "Aucune pour l'instant" },
  photosNone: { "en-US": "None", "es-MX": "Ninguna", "fr-CA": "Aucune" },
  photosAdded: { "en-US": "{n} added", "es-MX": "{n} agregadas", "fr-CA": "{n} ajoutées" },
  photosOf: {
    "en-US": "Photos and videos of {task}",
    "es-MX": "Fotos y videos de {task}",
    "fr-CA": "Photos et vidéos de {task}",
  },
  addPhoto: {
    "en-US": "Add photo or video",
    "es-MX": "Agregar foto o video",
    "fr-CA": "Ajouter une photo ou une vidéo",
  },
  addPhotoFor: {
    "en-US": "Add photo or video: {task}",
    "es-MX": "Agregar foto o video: {task}",
    "fr-CA": "Ajouter une photo ou une vidéo : {task}",
  },
  takePhotoFor: {
    "en-US": "Take photo: {task}",
    "es-MX": "Tomar foto: {task}",
    "fr-CA": "Prendre une photo : {task}",
  },
  markUp: { "en-US": "Mark up", "es-MX": "Marcar", "fr-CA": "Annoter" },
  openPhoto: {
    "en-US":
      "Open {kind, select, video {video} other {photo}} {n} of {task}{hidden, select, yes {, hidden from the report} other {}}",
    "es-MX":
      "Abrir {kind, select, video {el video} other {la foto}} {n} de {task}{hidden, select, yes {, oculta en el informe} other {}}",
    "fr-CA":
      "Ouvrir {kind, select, video {la vidéo} other {la photo}} {n} de {task}{hidden, select, yes {, masquée du rapport} other {}}",
  },
  // The outbox's name of a file it holds, and where a queued file stands.
  photoOf: {
    "en-US": "{kind, select, video {Video} other {Photo}} of {task}",
    "es-MX": "{kind, select, video {Video} other {Foto}} de {task}",
    "fr-CA": "{kind, select, video {Vidéo} other {Photo}} de {task}",
  },
  photoNotKept: {
    "en-US": "This device would not keep the file: try adding it again.",
    "es-MX": "Este dispositivo no pudo guardar el archivo: intente agregarlo de nuevo.",
    "fr-CA": "Cet appareil n'a pas pu garder le fichier : essayez de l'ajouter de nouveau.",
  },
  photoNotSent: {
    "en-US": "Not sent: {reason}",
    "es-MX": "No enviada: {reason}",
    "fr-CA": "Non envoyée : {reason}",
  },
  photoNotSentUnknown: {
    "en-US": "Not sent: it could not be uploaded",
    "es-MX": "No enviada: no se pudo subir",
    "fr-CA": "Non envoyée : elle n'a pas pu être téléversée",
  },
  photoSending: {
    "en-US": "Sending {percent}%",
    "es-MX": "Enviando {percent}%",
    "fr-CA": "Envoi {percent} %",
  },
  photoWaiting: {
    "en-US": "Waiting to send",
    "es-MX": "Esperando para enviar",
    "fr-CA": "En attente d'envoi",
  },
  // The page's own words around the rows: the preview's notice, the bar, "Mark the rest passed".
  previewNotice: {
    "en-US": "Preview: the controls work, and nothing you do here is saved.",
    "es-MX": "Vista previa: los controles funcionan y nada de lo que haga aquí se guarda.",
    "fr-CA": "Aperçu : les contrôles fonctionnent, et rien de ce que vous faites ici n'est enregistré.",
  },
  previewCategory: { "en-US": "Preview", "es-MX": "Vista previa", "fr-CA": "Aperçu" },
  progress: {
    "en-US": "{done} of {total} done",
    "es-MX": "{done} de {total} hechos",
    "fr-CA": "{done} sur {total} faits",
  },
  categories: { "en-US": "Categories", "es-MX": "Categorías", "fr-CA": "Catégories" },
  restAllHaveResult: {
    "en-US": "Every row has a result.",
    "es-MX": "Todos los puntos tienen resultado.",
    "fr-CA": "Chaque point a un résultat.",
  },
  restNothingPassed: {
    "en-US": "Nothing was passed.",
    "es-MX": "No se marcó nada como bien.",
    "fr-CA": "Rien n'a été marqué conforme.",
  },
  restLeft: {
    "en-US":
      "{n, plural, one {# row needs} other {# rows need}} a note, a photo or a value, or measure yellow or red, and {n, plural, one {is} other {are}} left to do: {tasks}.",
    "es-MX":
      "{n, plural, one {# punto necesita una nota, una foto o un valor, o mide amarillo o rojo, y queda pendiente} other {# puntos necesitan una nota, una foto o un valor, o miden amarillo o rojo, y quedan pendientes}}: {tasks}.",
    "fr-CA":
      "{n, plural, one {# point demande une note, une photo ou une valeur, ou mesure jaune ou rouge, et reste à faire} other {# points demandent une note, une photo ou une valeur, ou mesurent jaune ou rouge, et restent à faire}} : {tasks}.",
  },
  restConfirmTitle: {
    "en-US": "Mark the rest passed?",
    "es-MX": "¿Marcar el resto como bien?",
    "fr-CA": "Marquer le reste conforme?",
  },
  restConfirmMessage: {
    "en-US": "{n, plural, one {# row} other {# rows}} without a result will be marked passed.",
    "es-MX":
      "{n, plural, one {# punto sin resultado se marcará} other {# puntos sin resultado se marcarán}} como bien.",
    "fr-CA":
      "{n, plural, one {# point sans résultat sera marqué conforme} other {# points sans résultat seront marqués conformes}}.",
  },
  restConfirmButton: {
    "en-US": "Pass {n, plural, one {# row} other {# rows}}",
    "es-MX": "Marcar {n, plural, one {# punto} other {# puntos}} como bien",
    "fr-CA": "Marquer {n, plural, one {# point conforme} other {# points conformes}}",
  },
  restPassed: {
    "en-US": "{n, plural, one {# row} other {# rows}} passed.",
    "es-MX": "{n, plural, one {# punto marcado} other {# puntos marcados}} como bien.",
    "fr-CA": "{n, plural, one {# point marqué conforme} other {# points marqués conformes}}.",
  },
  // A row: its result words, what it still needs, and the suggestion its measurements make.
  resultNotChecked: { "en-US": "Not checked", "es-MX": "Sin revisar", "fr-CA": "Non vérifié" },
  inactiveTask: { "en-US": "Inactive task", "es-MX": "Tarea inactiva", "fr-CA": "Tâche inactive" },
  more: { "en-US": "More", "es-MX": "Más", "fr-CA": "Plus" },
  moreOf: { "en-US": "More: {task}", "es-MX": "Más: {task}", "fr-CA": "Plus : {task}" },
  resultFor: { "en-US": "Result for {task}", "es-MX": "Resultado de {task}", "fr-CA": "Résultat de {task}" },
  lastTime: {
    "en-US": "Last time ({when}): {result}",
    "es-MX": "La vez pasada ({when}): {result}",
    "fr-CA": "La dernière fois ({when}) : {result}",
  },
  missingResult: {
    "en-US": "Choose a result.",
    "es-MX": "Elija un resultado.",
    "fr-CA": "Choisissez un résultat.",
  },
  missingFinding: {
    "en-US": "Choose a finding.",
    "es-MX": "Elija un hallazgo.",
    "fr-CA": "Choisissez un constat.",
  },
  missingNote: { "en-US": "Write a note.", "es-MX": "Escriba una nota.", "fr-CA": "Écrivez une note." },
  missingMedia: {
    "en-US": "Add a photo or video.",
    "es-MX": "Agregue una foto o un video.",
    "fr-CA": "Ajoutez une photo ou une vidéo.",
  },
  missingValue: { "en-US": "Enter {label}.", "es-MX": "Anote {label}.", "fr-CA": "Inscrivez {label}." },
  valueRequired: {
    "en-US": "{label} (required)",
    "es-MX": "{label} (obligatorio)",
    "fr-CA": "{label} (obligatoire)",
  },
  // The legend of four wheels' readings: "in 32nds of an inch (required)".
  wheelsIn: {
    "en-US": "in {unit}{required, select, yes { (required)} other {}}",
    "es-MX": "en {unit}{required, select, yes { (obligatorio)} other {}}",
    "fr-CA": "en {unit}{required, select, yes { (obligatoire)} other {}}",
  },
  amountProblem: {
    "en-US": "{label}: enter an amount such as 120 or 89.50.",
    "es-MX": "{label}: escriba una cantidad como 120 o 89.50.",
    "fr-CA": "{label} : inscrivez un montant comme 120 ou 89.50.",
  },
  suggestionGrade: {
    "en-US":
      "{values} {n, plural, one {is} other {are}} {grade, select, green {green} yellow {yellow} other {red}}.",
    "es-MX":
      "{values} {n, plural, one {está} other {están}} en {grade, select, green {verde} yellow {amarillo} other {rojo}}.",
    "fr-CA":
      "{values} {n, plural, one {est} other {sont}} au {grade, select, green {vert} yellow {jaune} other {rouge}}.",
  },
  applySuggestion: { "en-US": "Apply {result}", "es-MX": "Aplicar {result}", "fr-CA": "Appliquer {result}" },
  applySuggestionFinding: {
    "en-US": "Apply {result}: {finding}",
    "es-MX": "Aplicar {result}: {finding}",
    "fr-CA": "Appliquer {result} : {finding}",
  },
  photosPlaceHint: {
    "en-US": "Added on the inspection's checklist",
    "es-MX": "Se agregan en la lista de revisión de la inspección",
    "fr-CA": "Ajoutées sur la liste de vérification de l'inspection",
  },
  sold: {
    "en-US": "Sold (the customer approved this work)",
    "es-MX": "Vendido (el cliente aprobó este trabajo)",
    "fr-CA": "Vendu (le client a approuvé ce travail)",
  },
  // A new finding written on the row.
  newFinding: { "en-US": "New finding", "es-MX": "Nuevo hallazgo", "fr-CA": "Nouveau constat" },
  newFindingFor: {
    "en-US": "New finding for {task}",
    "es-MX": "Nuevo hallazgo para {task}",
    "fr-CA": "Nouveau constat pour {task}",
  },
  addAndChoose: { "en-US": "Add and choose", "es-MX": "Agregar y elegir", "fr-CA": "Ajouter et choisir" },
  cancel: { "en-US": "Cancel", "es-MX": "Cancelar", "fr-CA": "Annuler" },
  writeFindingFirst: {
    "en-US": "Write the finding first.",
    "es-MX": "Primero escriba el hallazgo.",
    "fr-CA": "Écrivez d'abord le constat.",
  },
  findingNotAdded: {
    "en-US": "The finding could not be added.",
    "es-MX": "No se pudo agregar el hallazgo.",
    "fr-CA": "Le constat n'a pas pu être ajouté.",
  },
  // Someone else saved the row first: theirs, or the change made here again.
  someoneElse: { "en-US": "Someone else", "es-MX": "Otra persona", "fr-CA": "Quelqu'un d'autre" },
  conflictChanged: {
    "en-US": "{who} changed this: {what}",
    "es-MX": "{who} cambió esto: {what}",
    "fr-CA": "{who} a modifié ceci : {what}",
  },
  useMyChange: { "en-US": "Use my change", "es-MX": "Usar mi cambio", "fr-CA": "Utiliser ma modification" },
  useMyChangeOf: {
    "en-US": "Use my change ({mine})",
    "es-MX": "Usar mi cambio ({mine})",
    "fr-CA": "Utiliser ma modification ({mine})",
  },
  keepTheirs: { "en-US": "Keep theirs", "es-MX": "Conservar su cambio", "fr-CA": "Garder sa modification" },
  // The server's refusals of an item save, said on the row.
  refusedSavedFirst: {
    "en-US": "Someone else saved {task} first. Their values are shown; make your change again.",
    "es-MX": "Alguien más guardó {task} primero. Se muestran sus valores; vuelva a hacer su cambio.",
    "fr-CA": "Quelqu'un d'autre a enregistré {task} en premier. Ses valeurs sont affichées; refaites votre " +
      "modification.",
  },
  refusedSold: {
    "en-US": "Only shop owners and managers can mark work as sold.",
    "es-MX": "Solo los dueños y gerentes del taller pueden marcar un trabajo como vendido.",
    "fr-CA": "Seuls les propriétaires et les gérants du garage peuvent marquer un travail comme vendu.",
  },
  refusedNotOnChecklist: {
    "en-US": "This task is not on this inspection's checklist.",
    "es-MX": "Esta tarea no está en la lista de revisión de esta inspección.",
    "fr-CA": "Cette tâche n'est pas sur la liste de vérification de cette inspection.",
  },
  refusedOtherFinding: {
    "en-US": "That finding is not one of {task}'s findings.",
    "es-MX": "Ese hallazgo no es uno de los hallazgos de {task}.",
    "fr-CA": "Ce constat n'est pas un des constats de {task}.",
  },
  refusedNoSuchPriority: {
    "en-US": "There is no such priority in this shop.",
    "es-MX": "Esa prioridad no existe en este taller.",
    "fr-CA": "Cette priorité n'existe pas dans ce garage.",
  },
  // What is wrong with a row (the row rules: the row shows it as it is typed, and a save refuses with it).
  problemResult: {
    "en-US":
      'This task does not record "{result, select, pass {Pass} warn {Warn} fail {Fail} nota {Not applicable} other {Not checked}}".',
    "es-MX":
      'Esta tarea no registra "{result, select, pass {Bien} warn {Pronto} fail {Falla} nota {No aplica} other {Sin revisar}}".',
    "fr-CA":
      "Cette tâche n'enregistre pas « {result, select, pass {Conforme} warn {À surveiller} fail {Non conforme} nota {Sans objet} other {Non vérifié}} ».",
  },
  problemNoFindings: {
    "en-US": "This task records no findings.",
    "es-MX": "Esta tarea no registra hallazgos.",
    "fr-CA": "Cette tâche n'enregistre aucun constat.",
  },
  problemFindingWarnOrFail: {
    "en-US": "A finding goes with warn or fail: choose warn or fail, or clear the finding.",
    "es-MX": "Un hallazgo va con pronto o falla: elija pronto o falla, o quite el hallazgo.",
    "fr-CA":
      "Un constat va avec à surveiller ou non conforme : choisissez l'un des deux, ou retirez le constat.",
  },
  problemNoNotes: {
    "en-US": "This task records no notes.",
    "es-MX": "Esta tarea no registra notas.",
    "fr-CA": "Cette tâche n'enregistre aucune note.",
  },
  problemNotesWarnOrFail: {
    "en-US": "Notes go with warn or fail on this task: choose warn or fail, or clear the notes.",
    "es-MX": "En esta tarea las notas van con pronto o falla: elija pronto o falla, o borre las notas.",
    "fr-CA":
      "Sur cette tâche, les notes vont avec à surveiller ou non conforme : choisissez l'un des deux, ou effacez les notes.",
  },
  problemTooManyValues: {
    "en-US": "This task records {count} value(s), not {n}.",
    "es-MX": "Esta tarea registra {count, plural, one {# valor} other {# valores}}, no {n}.",
    "fr-CA": "Cette tâche enregistre {count, plural, one {# valeur} other {# valeurs}}, pas {n}.",
  },
  // A value of the row (label: the task's own name of it, as the shop wrote it).
  problemValueTooLong: {
    "en-US": "{label}: at most {max} characters.",
    "es-MX": "{label}: como máximo {max} caracteres.",
    "fr-CA": "{label} : au plus {max} caractères.",
  },
  problemNotNumber: {
    "en-US": '{label}: "{value}" is not a number.',
    "es-MX": '{label}: "{value}" no es un número.',
    "fr-CA": "{label} : « {value} » n'est pas un nombre.",
  },
  problemNotDate: {
    "en-US": '{label}: "{value}" is not a date (year-month-day, such as 2026-03-31).',
    "es-MX": '{label}: "{value}" no es una fecha (año-mes-día, como 2026-03-31).',
    "fr-CA": "{label} : « {value} » n'est pas une date (année-mois-jour, comme 2026-03-31).",
  },
  problemNotDateTime: {
    "en-US": '{label}: "{value}" is not a date and time (such as 2026-03-31T14:30).',
    "es-MX": '{label}: "{value}" no es una fecha y hora (como 2026-03-31T14:30).',
    "fr-CA": "{label} : « {value} » n'est pas une date et une heure (comme 2026-03-31T14:30).",
  },
  // "Checklist done" below the checklist, and the question it asks.
  doneButton: { "en-US": "Checklist done", "es-MX": "Lista terminada", "fr-CA": "Liste terminée" },
  doneTitle: { "en-US": "Checklist done?", "es-MX": "¿Lista terminada?", "fr-CA": "Liste terminée?" },
  doneAllRecorded: {
    "en-US": "Every task is recorded. The inspection goes to the manager for the audit.",
    "es-MX": "Todas las tareas están registradas. La inspección pasa al gerente para la revisión.",
    "fr-CA": "Toutes les tâches sont consignées. L'inspection passe au gérant pour la vérification.",
  },
  doneStillNeeded: {
    "en-US": "{n, plural, one {# task still needs} other {# tasks still need}} something. You can mark the " +
      "checklist done anyway; the manager will see them.",
    "es-MX": "{n, plural, one {# tarea todavía necesita} other {# tareas todavía necesitan}} algo. Puede " +
      "marcar la lista como terminada de todos modos; el gerente las verá.",
    "fr-CA":
      "{n, plural, one {# tâche a encore besoin} other {# tâches ont encore besoin}} de quelque chose. " +
      "Vous pouvez marquer la liste terminée quand même; le gérant les verra.",
  },
  doneAndMore: { "en-US": "and {n} more", "es-MX": "y {n} más", "fr-CA": "et {n} de plus" },
  // Once handed in: the mechanic's next car (their longest-waiting open inspection) or the Bay.
  handedIn: {
    "en-US": "Checklist done: the inspection is with the manager for the audit.",
    "es-MX": "Lista terminada: la inspección está con el gerente para la revisión.",
    "fr-CA": "Liste terminée : l'inspection est chez le gérant pour la vérification.",
  },
  nextCar: { "en-US": "Next car", "es-MX": "Siguiente auto", "fr-CA": "Véhicule suivant" },
  nextCarBay: {
    "en-US": "None of yours is waiting: take one in the Bay.",
    "es-MX": "Ninguno suyo espera: tome uno en la Bahía.",
    "fr-CA": "Aucun des vôtres n'attend : prenez-en un dans la Baie.",
  },

  doneFailed: {
    "en-US": "The checklist could not be marked done.",
    "es-MX": "No se pudo marcar la lista como terminada.",
    "fr-CA": "La liste n'a pas pu être marquée terminée.",
  },
});
