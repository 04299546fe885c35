// The catalogue's section nav (modules/catalog/catalog_nav.tsx), in a file of its own: the shop frame shows
// it on every catalogue page and sends its words, and this keeps the catalogue pages' many messages out of
// the frame's scripts. Same area and prefix as the catalogue pages.
import { defineMessages } from "../catalogue.ts";

export const CATALOGUE_NAV_MESSAGES = defineMessages("cataloguePages", "Catalogue", {
  navLabel: { "en-US": "Catalogue", "es-MX": "Catálogo", "fr-CA": "Catalogue" },
  navInspectionTypes: {
    "en-US": "Inspection types",
    "es-MX": "Tipos de inspección",
    "fr-CA": "Types d'inspection",
  },
  navCategories: { "en-US": "Categories", "es-MX": "Categorías", "fr-CA": "Catégories" },
  navTasks: { "en-US": "Tasks", "es-MX": "Tareas", "fr-CA": "Tâches" },
  navFindings: { "en-US": "Findings", "es-MX": "Hallazgos", "fr-CA": "Constats" },
  navPriorities: { "en-US": "Priorities", "es-MX": "Prioridades", "fr-CA": "Priorités" },
  navTemplates: { "en-US": "Templates", "es-MX": "Plantillas", "fr-CA": "Modèles" },
});
