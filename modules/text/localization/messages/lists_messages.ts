// The words every paged list shares (src/ui/table/pager.tsx, list_form_end.tsx): where this page is in the
// whole, the page links, rows per page. Each list names what it lists with its own message (a noun with its
// plural), which these take as {noun}. The shop frame sends them with every page.
import { defineMessages } from "../catalogue.ts";

export const LISTS_MESSAGES = defineMessages("lists", "Lists", {
  range: {
    "en-US": "{first}–{last} of {total} {noun}",
    "es-MX": "{first}–{last} de {total} {noun}",
    "fr-CA": "{first} à {last} sur {total} {noun}",
  },
  none: { "en-US": "No {noun}", "es-MX": "Sin {noun}", "fr-CA": "Aucun résultat : {noun}" },
  pagesOf: { "en-US": "Pages of {noun}", "es-MX": "Páginas de {noun}", "fr-CA": "Pages : {noun}" },
  previous: { "en-US": "Previous", "es-MX": "Anterior", "fr-CA": "Précédente" },
  next: { "en-US": "Next", "es-MX": "Siguiente", "fr-CA": "Suivante" },
  page: { "en-US": "Page {n}", "es-MX": "Página {n}", "fr-CA": "Page {n}" },
  perPage: { "en-US": "Per page", "es-MX": "Por página", "fr-CA": "Par page" },
  apply: { "en-US": "Apply", "es-MX": "Aplicar", "fr-CA": "Appliquer" },
  // {startAgain} is the link that clears the filters (startAgain), where the sentence puts it.
  correctFilters: {
    "en-US": "Correct the filters below, or {startAgain}.",
    "es-MX": "Corrija los filtros de abajo, o {startAgain}.",
    "fr-CA": "Corrigez les filtres ci-dessous, ou {startAgain}.",
  },
  startAgain: {
    "en-US": "start again without filters",
    "es-MX": "empiece de nuevo sin filtros",
    "fr-CA": "recommencez sans filtres",
  },
});
