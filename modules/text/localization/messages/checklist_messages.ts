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
});
