// The localization pages' own words (/{shop}/localizations, /new, /{cultureName}; decision 028): their
// headings, hints, the culture table, the culture picker and each string's Save and Reset. The strings being
// reworded, their areas and the server's refusal of a save are not these.
import { defineMessages } from "../catalogue.ts";

export const LOCALIZATION_PAGES_MESSAGES = defineMessages("localizationPages", "Localizations", {
  title: { "en-US": "Localizations", "es-MX": "Idiomas", "fr-CA": "Langues" },
  addCulture: { "en-US": "Add a culture", "es-MX": "Agregar un idioma", "fr-CA": "Ajouter une langue" },
  intro: {
    "en-US":
      "Reword any message staff and customers see, per culture, and translate the catalogue's task names, findings, explanations and recommendations so a customer's report is in their language throughout.",
    "es-MX":
      "Cambie la redacción de cualquier mensaje que ven el personal y los clientes, por idioma, y traduzca los nombres de las tareas, hallazgos, explicaciones y recomendaciones del catálogo para que el informe del cliente esté por completo en su idioma.",
    "fr-CA":
      "Reformulez tout message que voient le personnel et les clients, par langue, et traduisez les noms des tâches, les constats, les explications et les recommandations du catalogue pour que le rapport du client soit entièrement dans sa langue.",
  },
  noneChanged: {
    "en-US": "No culture is changed yet: every page, message and report uses the shipped words.",
    "es-MX": "Aún no se cambia ningún idioma: cada página, mensaje e informe usa las palabras de origen.",
    "fr-CA":
      "Aucune langue n’est encore modifiée : chaque page, message et rapport utilise les mots d’origine.",
  },
  cultures: { "en-US": "Cultures", "es-MX": "Idiomas", "fr-CA": "Langues" },
  culturesChanged: {
    "en-US": "Cultures with changes",
    "es-MX": "Idiomas con cambios",
    "fr-CA": "Langues modifiées",
  },
  culture: { "en-US": "Culture", "es-MX": "Idioma", "fr-CA": "Langue" },
  messagesChanged: {
    "en-US": "Messages changed",
    "es-MX": "Mensajes cambiados",
    "fr-CA": "Messages modifiés",
  },
  wordsTranslated: {
    "en-US": "Catalogue words translated",
    "es-MX": "Palabras del catálogo traducidas",
    "fr-CA": "Mots du catalogue traduits",
  },
  // Adding a culture.
  chooseCulture: {
    "en-US": "Choose the culture to reword. The shipped ones have the app's words already translated.",
    "es-MX":
      "Elija el idioma que quiere redactar. Los incluidos ya traen traducidas las palabras de la aplicación.",
    "fr-CA":
      "Choisissez la langue à reformuler. Celles fournies ont déjà les mots de l’application traduits.",
  },
  anotherCulture: { "en-US": "Another culture", "es-MX": "Otro idioma", "fr-CA": "Une autre langue" },
  open: { "en-US": "Open", "es-MX": "Abrir", "fr-CA": "Ouvrir" },
  cultureShape: {
    "en-US": "Write a culture as a language and a region that exist, such as es-US or fr-FR.",
    "es-MX": "Escriba un idioma como un idioma y una región que existan, por ejemplo es-US o fr-FR.",
    "fr-CA":
      "Écrivez une langue sous la forme d’une langue et d’une région qui existent, par exemple es-US ou fr-FR.",
  },
  backToLocalizations: {
    "en-US": "Back to localizations",
    "es-MX": "Volver a los idiomas",
    "fr-CA": "Retour aux langues",
  },
  // One culture's strings.
  allCultures: { "en-US": "All cultures", "es-MX": "Todos los idiomas", "fr-CA": "Toutes les langues" },
  icuHint: {
    "en-US":
      "Messages are ICU messages: keep the {placeholders} of the default; plurals are written {example}. Changes show on the next page or report.",
    "es-MX":
      "Los mensajes son mensajes ICU: conserve los {placeholders} del predeterminado; los plurales se escriben {example}. Los cambios se ven en la siguiente página o informe.",
    "fr-CA":
      "Les messages sont des messages ICU : gardez les {placeholders} du message par défaut; les pluriels s’écrivent {example}. Les changements paraissent à la page ou au rapport suivant.",
  },
  ownersOnly: {
    "en-US": "Only a shop owner can change them.",
    "es-MX": "Solo un dueño del taller puede cambiarlos.",
    "fr-CA": "Seul un propriétaire du garage peut les modifier.",
  },
  findString: { "en-US": "Find a string", "es-MX": "Buscar un texto", "fr-CA": "Trouver un texte" },
  catalogueWords: {
    "en-US": "Catalogue words",
    "es-MX": "Palabras del catálogo",
    "fr-CA": "Mots du catalogue",
  },
  catalogueHint: {
    "en-US":
      "The customer report shows the translation of each of the shop's texts; one left empty shows the shop's text as written.",
    "es-MX":
      "El informe del cliente muestra la traducción de cada texto del taller; uno que se deja vacío muestra el texto del taller tal como está escrito.",
    "fr-CA":
      "Le rapport du client affiche la traduction de chaque texte du garage; un texte laissé vide affiche le texte du garage tel qu’écrit.",
  },
  noActiveTasks: {
    "en-US": "The catalogue has no active tasks.",
    "es-MX": "El catálogo no tiene tareas activas.",
    "fr-CA": "Le catalogue n’a aucune tâche active.",
  },
  kindCategory: { "en-US": "Category", "es-MX": "Categoría", "fr-CA": "Catégorie" },
  kindTask: { "en-US": "Task", "es-MX": "Tarea", "fr-CA": "Tâche" },
  kindFinding: { "en-US": "Finding", "es-MX": "Hallazgo", "fr-CA": "Constat" },
  kindExplanation: { "en-US": "Explanation", "es-MX": "Explicación", "fr-CA": "Explication" },
  kindRecommendation: { "en-US": "Recommendation", "es-MX": "Recomendación", "fr-CA": "Recommandation" },
  // Each string's editor.
  changed: { "en-US": "Changed", "es-MX": "Cambiado", "fr-CA": "Modifié" },
  defaultLabel: { "en-US": "Default:", "es-MX": "Predeterminado:", "fr-CA": "Par défaut :" },
  save: { "en-US": "Save", "es-MX": "Guardar", "fr-CA": "Enregistrer" },
  reset: {
    "en-US": "Reset to default",
    "es-MX": "Volver al predeterminado",
    "fr-CA": "Revenir au message par défaut",
  },
  saved: { "en-US": "Saved.", "es-MX": "Guardado.", "fr-CA": "Enregistré." },
  backToDefault: {
    "en-US": "Back to the default.",
    "es-MX": "De vuelta al predeterminado.",
    "fr-CA": "Retour au message par défaut.",
  },
  translationRemoved: {
    "en-US": "Removed: the shop's text shows.",
    "es-MX": "Quitada: se muestra el texto del taller.",
    "fr-CA": "Retirée : le texte du garage s’affiche.",
  },
  // A culture's strings come a slice at a time: an area when opened, a search's matches as asked for.
  loading: { "en-US": "Loading…", "es-MX": "Cargando…", "fr-CA": "Chargement…" },
  loadFailed: {
    "en-US": "The strings could not be loaded: {reason}",
    "es-MX": "No se pudieron cargar los textos: {reason}",
    "fr-CA": "Les textes n’ont pas pu être chargés : {reason}",
  },
  tryAgain: { "en-US": "Try again", "es-MX": "Reintentar", "fr-CA": "Réessayer" },
  showMore: {
    "en-US": "Show {count} more",
    "es-MX": "Mostrar {count} más",
    "fr-CA": "Afficher {count} de plus",
  },
  matches: {
    "en-US": "{count, plural, =0 {No string matches.} one {# string matches.} other {# strings match.}}",
    "es-MX":
      "{count, plural, =0 {Ningún texto coincide.} one {# texto coincide.} other {# textos coinciden.}}",
    "fr-CA":
      "{count, plural, =0 {Aucun texte ne correspond.} one {# texte correspond.} other {# textes correspondent.}}",
  },
  areaCount: {
    "en-US": "{count, plural, one {# string} other {# strings}}{changed, plural, =0 {} other {, # changed}}",
    "es-MX":
      "{count, plural, one {# texto} other {# textos}}{changed, plural, =0 {} one {, # cambiado} other {, # cambiados}}",
    "fr-CA":
      "{count, plural, one {# texte} other {# textes}}{changed, plural, =0 {} one {, # modifié} other {, # modifiés}}",
  },
});
