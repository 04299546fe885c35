// What an appointments import tells the staff (POST /ajax/appointments/{shopId}, decision 030): its counts,
// why a row or an event was left out, and why a file was refused (the 400 the appointments page shows as it
// is). A file's own words (its column names, an event's title, the reader's error) are shown as the file has
// them.
import { defineMessages } from "../catalogue.ts";

export const APPOINTMENT_IMPORT_MESSAGES = defineMessages("appointmentImport", "Appointments", {
  summary: {
    "en-US":
      "{added, plural, one {# appointment added} other {# appointments added}}, {alreadyThere} already " +
      "there{updated, plural, =0 {} other { (# changed)}}." +
      "{past, plural, =0 {} one { # in the past was left out.} other { # in the past were left out.}}" +
      "{skipped, plural, =0 {} one { # could not be read.} other { # could not be read.}}",
    "es-MX": "{added, plural, one {# cita agregada} other {# citas agregadas}}, {alreadyThere} ya estaban" +
      "{updated, plural, =0 {} one { (# cambió)} other { (# cambiaron)}}." +
      "{past, plural, =0 {} one { # en el pasado se dejó fuera.} other { # en el pasado se dejaron fuera.}}" +
      "{skipped, plural, =0 {} one { # no se pudo leer.} other { # no se pudieron leer.}}",
    "fr-CA":
      "{added, plural, one {# rendez-vous ajouté} other {# rendez-vous ajoutés}}, {alreadyThere} déjà " +
      "présents{updated, plural, =0 {} one { (# modifié)} other { (# modifiés)}}." +
      "{past, plural, =0 {} one { # dans le passé a été laissé de côté.} other { # dans le passé ont été " +
      "laissés de côté.}}" +
      "{skipped, plural, =0 {} one { # n'a pas pu être lu.} other { # n'ont pas pu être lus.}}",
  },
  deleted: {
    "en-US": "{deleted, plural, one {# appointment deleted.} other {# appointments deleted.}}",
    "es-MX": "{deleted, plural, one {# cita eliminada.} other {# citas eliminadas.}}",
    "fr-CA": "{deleted, plural, one {# rendez-vous supprimé.} other {# rendez-vous supprimés.}}",
  },
  sendOneFile: {
    "en-US":
      "Send one file: an iCalendar file (.ics) or a CSV export of appointments, as multipart/form-data.",
    "es-MX":
      "Envíe un solo archivo: un archivo iCalendar (.ics) o una exportación CSV de citas, como multipart/form-data.",
    "fr-CA":
      "Envoyez un seul fichier : un fichier iCalendar (.ics) ou une exportation CSV de rendez-vous, en multipart/form-data.",
  },
  noFile: {
    "en-US":
      "No file was sent. Send one file: an iCalendar file (.ics) or a CSV export of appointments, as multipart/form-data.",
    "es-MX":
      "No se envió ningún archivo. Envíe un solo archivo: un archivo iCalendar (.ics) o una exportación CSV de citas, como multipart/form-data.",
    "fr-CA":
      "Aucun fichier n'a été envoyé. Envoyez un seul fichier : un fichier iCalendar (.ics) ou une exportation CSV de rendez-vous, en multipart/form-data.",
  },
  severalFiles: {
    "en-US": "{count} files were sent ({names}); an import takes one file at a time.",
    "es-MX": "Se enviaron {count} archivos ({names}); una importación toma un archivo a la vez.",
    "fr-CA": "{count} fichiers ont été envoyés ({names}) ; une importation prend un fichier à la fois.",
  },
  emptyFile: {
    "en-US": 'The file "{file}" is empty.',
    "es-MX": "El archivo «{file}» está vacío.",
    "fr-CA": "Le fichier « {file} » est vide.",
  },
  notText: {
    "en-US":
      'The file "{file}" is neither an iCalendar file (.ics) nor a CSV file: it is not text. Export the appointments as .ics or .csv (not .xlsx or .pdf).',
    "es-MX":
      "El archivo «{file}» no es un archivo iCalendar (.ics) ni un archivo CSV: no es texto. Exporte las citas como .ics o .csv (no .xlsx ni .pdf).",
    "fr-CA":
      "Le fichier « {file} » n'est ni un fichier iCalendar (.ics) ni un fichier CSV : ce n'est pas du texte. Exportez les rendez-vous en .ics ou en .csv (pas en .xlsx ni en .pdf).",
  },
  noDateColumn: {
    "en-US":
      'The file is neither an iCalendar file (.ics) nor a CSV export of appointments: its first row names no date column (such as "Appointment Date", "Date" or "Start Date").',
    "es-MX":
      "El archivo no es un archivo iCalendar (.ics) ni una exportación CSV de citas: su primera fila no nombra ninguna columna de fecha (como «Appointment Date», «Date» o «Start Date»).",
    "fr-CA":
      "Le fichier n'est ni un fichier iCalendar (.ics) ni une exportation CSV de rendez-vous : sa première ligne ne nomme aucune colonne de date (comme « Appointment Date », « Date » ou « Start Date »).",
  },
  firstRow: {
    "en-US": "Its first row: {columns}.",
    "es-MX": "Su primera fila: {columns}.",
    "fr-CA": "Sa première ligne : {columns}.",
  },
  tooManyCsv: {
    "en-US":
      "The file has more than {max, number} appointments from today on; an import takes at most that many. Export a shorter period.",
    "es-MX":
      "El archivo tiene más de {max, number} citas de hoy en adelante; una importación toma como máximo esa cantidad. Exporte un periodo más corto.",
    "fr-CA":
      "Le fichier compte plus de {max, number} rendez-vous à partir d'aujourd'hui ; une importation en prend au plus autant. Exportez une période plus courte.",
  },
  tooManyIcs: {
    "en-US":
      "The file has {count, number} appointments from today on; an import takes at most {max, number}. Export a shorter period.",
    "es-MX":
      "El archivo tiene {count, number} citas de hoy en adelante; una importación toma como máximo {max, number}. Exporte un periodo más corto.",
    "fr-CA":
      "Le fichier compte {count, number} rendez-vous à partir d'aujourd'hui ; une importation en prend au plus {max, number}. Exportez une période plus courte.",
  },
  calendarUnreadable: {
    "en-US": "The iCalendar file could not be read: {reason}",
    "es-MX": "No se pudo leer el archivo iCalendar: {reason}",
    "fr-CA": "Le fichier iCalendar n'a pas pu être lu : {reason}",
  },
  noCalendar: {
    "en-US": "The iCalendar file could not be read: it holds no VCALENDAR.",
    "es-MX": "No se pudo leer el archivo iCalendar: no contiene ningún VCALENDAR.",
    "fr-CA": "Le fichier iCalendar n'a pas pu être lu : il ne contient aucun VCALENDAR.",
  },
  nestedTooDeep: {
    "en-US":
      "The iCalendar file could not be read: its components nest more than {max, number} deep (BEGIN inside BEGIN); a calendar's nest 3 deep.",
    "es-MX":
      "No se pudo leer el archivo iCalendar: sus componentes se anidan a más de {max, number} niveles (BEGIN dentro de BEGIN); los de un calendario, a 3.",
    "fr-CA":
      "Le fichier iCalendar n'a pas pu être lu : ses composants s'imbriquent sur plus de {max, number} niveaux (BEGIN dans BEGIN) ; ceux d'un calendrier, sur 3.",
  },
  zoneTooComplex: {
    "en-US":
      'The iCalendar file could not be read: its time zone "{zone}" changes more than {max, number} times up to {year}. Export the calendar with a standard time zone (such as America/Chicago).',
    "es-MX":
      "No se pudo leer el archivo iCalendar: su zona horaria «{zone}» cambia más de {max, number} veces hasta {year}. Exporte el calendario con una zona horaria estándar (como America/Chicago).",
    "fr-CA":
      "Le fichier iCalendar n'a pas pu être lu : son fuseau horaire « {zone} » change plus de {max, number} fois jusqu'en {year}. Exportez le calendrier avec un fuseau horaire standard (comme America/Chicago).",
  },
  calendarTooSlow: {
    "en-US":
      "The iCalendar file could not be read in {seconds, number} seconds; nothing was imported. Export a shorter period, or the calendar without its repeating rules.",
    "es-MX":
      "No se pudo leer el archivo iCalendar en {seconds, number} segundos; no se importó nada. Exporte un periodo más corto, o el calendario sin sus reglas de repetición.",
    "fr-CA":
      "Le fichier iCalendar n'a pas pu être lu en {seconds, number} secondes ; rien n'a été importé. Exportez une période plus courte, ou le calendrier sans ses règles de répétition.",
  },
  importsBusy: {
    "en-US": "Other calendars are being read right now. Try again in a few seconds.",
    "es-MX": "Se están leyendo otros calendarios en este momento. Inténtelo de nuevo en unos segundos.",
    "fr-CA": "D'autres calendriers sont en cours de lecture. Réessayez dans quelques secondes.",
  },
  rowNotCsv: {
    "en-US": "It could not be read as CSV: {error}",
    "es-MX": "No se pudo leer como CSV: {error}",
    "fr-CA": "Elle n'a pas pu être lue en CSV : {error}",
  },
  extraCells: {
    "en-US": "It has {cells} cells with text; the first row names {columns} columns.",
    "es-MX": "Tiene {cells} celdas con texto; la primera fila nombra {columns} columnas.",
    "fr-CA": "Elle a {cells} cellules avec du texte ; la première ligne nomme {columns} colonnes.",
  },
  sameAsRow: {
    "en-US": "It is the same appointment as row {row}.",
    "es-MX": "Es la misma cita que la fila {row}.",
    "fr-CA": "C'est le même rendez-vous que la ligne {row}.",
  },
  cancelled: {
    "en-US": "It is cancelled ({status}).",
    "es-MX": "Está cancelada ({status}).",
    "fr-CA": "Il est annulé ({status}).",
  },
  noDate: {
    "en-US": "It has no date ({columns} empty).",
    "es-MX": "No tiene fecha ({columns} vacío).",
    "fr-CA": "Elle n'a pas de date ({columns} vide).",
  },
  notADate: {
    "en-US": '"{text}" in {column} is not a date (such as 11/27/2026, 2026-11-27 or Nov 27, 2026).',
    "es-MX": "«{text}» en {column} no es una fecha (como 11/27/2026, 2026-11-27 o Nov 27, 2026).",
    "fr-CA": "« {text} » dans {column} n'est pas une date (comme 11/27/2026, 2026-11-27 ou Nov 27, 2026).",
  },
  notATime: {
    "en-US": '"{text}" in {column} is not a time of day (such as 9:30 AM or 14:00).',
    "es-MX": "«{text}» en {column} no es una hora del día (como 9:30 AM o 14:00).",
    "fr-CA": "« {text} » dans {column} n'est pas une heure de la journée (comme 9:30 AM ou 14:00).",
  },
  endsBeforeStart: {
    "en-US": "It ends before it starts ({end}).",
    "es-MX": "Termina antes de empezar ({end}).",
    "fr-CA": "Il se termine avant de commencer ({end}).",
  },
  noStart: {
    "en-US": "It has no start (DTSTART).",
    "es-MX": "No tiene inicio (DTSTART).",
    "fr-CA": "Il n'a pas de début (DTSTART).",
  },
  eventCancelled: {
    "en-US": "It is cancelled (STATUS:CANCELLED).",
    "es-MX": "Está cancelado (STATUS:CANCELLED).",
    "fr-CA": "Il est annulé (STATUS:CANCELLED).",
  },
  repeatsTooOften: {
    "en-US":
      "It repeats too often to expand: the file's repeating events step through more than {max, number} occurrences.",
    "es-MX":
      "Se repite demasiadas veces para expandirlo: los eventos repetidos del archivo recorren más de {max, number} ocurrencias.",
    "fr-CA":
      "Il se répète trop souvent pour être développé : les événements répétés du fichier passent par plus de {max, number} occurrences.",
  },
  eventUnreadable: {
    "en-US": "It could not be read: {error}",
    "es-MX": "No se pudo leer: {error}",
    "fr-CA": "Il n'a pas pu être lu : {error}",
  },
});
