// The appointments page's words (/{shop}/appt-list): the list by day, its cards, and the import and delete
// controls. The two failures are seed 000's own words in en-US. What an import reports (its counts, the rows
// it left out and why) is the server's text, in the same language (appointment_import_messages.ts).
import { defineMessages } from "../catalogue.ts";

export const APPOINTMENTS_MESSAGES = defineMessages("appointments", "Appointments", {
  title: { "en-US": "Appointments", "es-MX": "Citas", "fr-CA": "Rendez-vous" },
  importHint: {
    "en-US":
      "Import your calendar (.ics) or your shop system's appointments export (.csv): repeating events for the coming 60 days; importing the same file again adds nothing twice.",
    "es-MX":
      "Importe su calendario (.ics) o la exportación de citas de su sistema del taller (.csv): los eventos que se repiten, para los próximos 60 días; importar el mismo archivo otra vez no agrega nada dos veces.",
    "fr-CA":
      "Importez votre calendrier (.ics) ou l'exportation des rendez-vous de votre logiciel de garage (.csv) : les événements répétés pour les 60 prochains jours ; importer le même fichier de nouveau n'ajoute rien en double.",
  },
  none: {
    "en-US": "No appointments today or later.",
    "es-MX": "No hay citas hoy ni más adelante.",
    "fr-CA": "Aucun rendez-vous aujourd'hui ni plus tard.",
  },
  firstListed: {
    "en-US": "The first {listed} of {total} appointments are listed.",
    "es-MX": "Se muestran las primeras {listed} de {total} citas.",
    "fr-CA": "Les {listed} premiers des {total} rendez-vous sont affichés.",
  },
  today: { "en-US": "Today, {day}", "es-MX": "Hoy, {day}", "fr-CA": "Aujourd'hui, {day}" },
  tomorrow: { "en-US": "Tomorrow, {day}", "es-MX": "Mañana, {day}", "fr-CA": "Demain, {day}" },
  allDay: { "en-US": "All day", "es-MX": "Todo el día", "fr-CA": "Toute la journée" },
  noCustomer: {
    "en-US": "No customer named",
    "es-MX": "Sin nombre del cliente",
    "fr-CA": "Aucun client nommé",
  },
  vin: { "en-US": "VIN {vin}", "es-MX": "NIV {vin}", "fr-CA": "NIV {vin}" },
  startInspection: {
    "en-US": "Start inspection",
    "es-MX": "Iniciar inspección",
    "fr-CA": "Commencer l'inspection",
  },
  // Issue 32: the appointment's inspection was started; the tap opens its checklist.
  openChecklist: {
    "en-US": "Open checklist",
    "es-MX": "Abrir lista de revisión",
    "fr-CA": "Ouvrir la liste de vérification",
  },
  // The add form prefilled from the appointment, to check the customer and car before starting.
  checkDetailsFirst: {
    "en-US": "Check the details first",
    "es-MX": "Revisar los datos primero",
    "fr-CA": "Vérifier les détails d'abord",
  },
  importAppointments: {
    "en-US": "Import appointments",
    "es-MX": "Importar citas",
    "fr-CA": "Importer des rendez-vous",
  },
  importing: { "en-US": "Importing…", "es-MX": "Importando…", "fr-CA": "Importation…" },
  deleteAll: { "en-US": "Delete all", "es-MX": "Eliminar todas", "fr-CA": "Tout supprimer" },
  deleting: { "en-US": "Deleting…", "es-MX": "Eliminando…", "fr-CA": "Suppression…" },
  deleteTitle: {
    "en-US": "Delete the appointments",
    "es-MX": "Eliminar las citas",
    "fr-CA": "Supprimer les rendez-vous",
  },
  deleteQuestion: {
    "en-US": "Delete all {count} imported appointments of the shop? Inspections started from them stay.",
    "es-MX":
      "¿Eliminar las {count} citas importadas del taller? Las inspecciones iniciadas desde ellas se conservan.",
    "fr-CA":
      "Supprimer les {count} rendez-vous importés du garage ? Les inspections commencées à partir d'eux restent.",
  },
  deleteConfirm: {
    "en-US": "Delete appointments",
    "es-MX": "Eliminar citas",
    "fr-CA": "Supprimer les rendez-vous",
  },
  uploadFailed: {
    "en-US": "Error uploading appointments. Please contact support.",
    "es-MX": "Error al subir las citas. Comuníquese con soporte.",
    "fr-CA": "Erreur lors du téléversement des rendez-vous. Veuillez communiquer avec le soutien technique.",
  },
  deleteFailed: {
    "en-US": "Error deleting appointments. Please contact support.",
    "es-MX": "Error al eliminar las citas. Comuníquese con soporte.",
    "fr-CA": "Erreur lors de la suppression des rendez-vous. Veuillez communiquer avec le soutien technique.",
  },
  notImported: {
    "en-US": "Not imported ({count})",
    "es-MX": "No importadas ({count})",
    "fr-CA": "Non importés ({count})",
  },
  row: { "en-US": "Row {row}", "es-MX": "Fila {row}", "fr-CA": "Ligne {row}" },
  event: { "en-US": "Event {event}", "es-MX": "Evento {event}", "fr-CA": "Événement {event}" },
  columnsNotRead: {
    "en-US": "Columns not read: {columns}.",
    "es-MX": "Columnas no leídas: {columns}.",
    "fr-CA": "Colonnes non lues : {columns}.",
  },
});
