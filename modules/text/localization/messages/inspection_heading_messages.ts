// The title, heading and tabs every page of an inspection shows (modules/inspections/shared/
// inspection_heading.tsx): the first words of the inspection details' area (inspection_details_messages.ts, which
// holds them too), declared apart so the checklist loads these ten and not the details page's two hundred.
import { defineMessages } from "../catalogue.ts";

export const INSPECTION_HEADING_MESSAGES = defineMessages("inspectionDetails", "Inspection details", {
  title: { "en-US": "Inspection · {type}", "es-MX": "Inspección · {type}", "fr-CA": "Inspection · {type}" },
  back: { "en-US": "Back", "es-MX": "Volver", "fr-CA": "Retour" },
  tabs: { "en-US": "This inspection", "es-MX": "Esta inspección", "fr-CA": "Cette inspection" },
  tabDetails: { "en-US": "Details", "es-MX": "Datos", "fr-CA": "Détails" },
  tabChecklist: { "en-US": "Checklist", "es-MX": "Lista de revisión", "fr-CA": "Liste de vérification" },
  tabImages: { "en-US": "Images", "es-MX": "Imágenes", "fr-CA": "Images" },
  tabAudit: { "en-US": "Audit", "es-MX": "Revisión", "fr-CA": "Vérification" },
  tabReport: { "en-US": "Report", "es-MX": "Reporte", "fr-CA": "Rapport" },
  tabEvents: { "en-US": "Events", "es-MX": "Historial", "fr-CA": "Historique" },
  ro: { "en-US": "RO {ro}", "es-MX": "Orden {ro}", "fr-CA": "BT {ro}" },
});
