// The bay's quicklist (/{shop}/open-new-inspection-quicklist, modules/inspections/list/quicklist_page.tsx): the
// mechanic's start page on a phone. Its statuses are the inspections list's (inspectionsList.status*).
import { defineMessages } from "../catalogue.ts";

export const BAY_MESSAGES = defineMessages("bay", "Bay quicklist", {
  title: { "en-US": "Open inspections", "es-MX": "Inspecciones abiertas", "fr-CA": "Inspections ouvertes" },
  newInspection: { "en-US": "New inspection", "es-MX": "Nueva inspección", "fr-CA": "Nouvelle inspection" },
  empty: {
    "en-US": "No open inspections. Start one with “New inspection”.",
    "es-MX": "No hay inspecciones abiertas. Empiece una con “Nueva inspección”.",
    "fr-CA": "Aucune inspection ouverte. Commencez-en une avec « Nouvelle inspection ».",
  },
  ro: { "en-US": "RO {ro}", "es-MX": "Orden {ro}", "fr-CA": "BT {ro}" },
  yours: { "en-US": "Yours", "es-MX": "Suya", "fr-CA": "La vôtre" },
  noMechanic: { "en-US": "No mechanic yet", "es-MX": "Sin mecánico aún", "fr-CA": "Aucun mécanicien encore" },
  everyInspection: {
    "en-US": "Every inspection",
    "es-MX": "Todas las inspecciones",
    "fr-CA": "Toutes les inspections",
  },
});
