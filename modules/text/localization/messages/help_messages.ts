// The help pages' own words (/help and /help/{pageAlias}, src/ui/help): the way back, the index's heading and
// introduction, the 404 sentence and the tab title. The pages' content is Markdown per culture
// (src/ui/help/pages/<culture>/<alias>.md); these words are said in the same culture as it.
import { defineMessages } from "../catalogue.ts";

export const HELP_MESSAGES = defineMessages("help", "Help pages", {
  title: { "en-US": "Help", "es-MX": "Ayuda", "fr-CA": "Aide" },
  intro: {
    "en-US": "Every screen of the app has a page here. The Help link at the top of a screen opens its page.",
    "es-MX":
      "Cada pantalla de la aplicación tiene aquí su página. El enlace Ayuda en la parte superior de una pantalla abre su página.",
    "fr-CA": "Chaque écran de l'application a sa page ici. Le lien Aide en haut d'un écran ouvre sa page.",
  },
  back: {
    "en-US": "Back to the page you were on",
    "es-MX": "Volver a la página donde estaba",
    "fr-CA": "Retour à la page où vous étiez",
  },
  allPages: {
    "en-US": "All help pages",
    "es-MX": "Todas las páginas de ayuda",
    "fr-CA": "Toutes les pages d'aide",
  },
  notFound: {
    "en-US": "There is no help page at this address.",
    "es-MX": "No hay ninguna página de ayuda en esta dirección.",
    "fr-CA": "Il n'y a aucune page d'aide à cette adresse.",
  },
});
