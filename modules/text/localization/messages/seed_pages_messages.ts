// The template (seed) pages' words (modules/catalog/seed/: /seed, /seed/tasks, a template type's preview, the
// comparisons with the shop's catalogue, Add to my shop). The option labels, the outline's setting names and
// the words the catalogue's pages share are cataloguePages.* and taskForm.*.
import { defineMessages } from "../catalogue.ts";

export const SEED_PAGES_MESSAGES = defineMessages("seedPages", "Templates", {
  title: { "en-US": "Templates", "es-MX": "Plantillas", "fr-CA": "Modèles" },
  intro: {
    "en-US":
      "Ready-made inspection types for each kind of shop. Preview one, compare it with yours, or add it to your shop: the copy is yours to change.",
    "es-MX":
      "Tipos de inspección listos para cada clase de taller. Vea uno, compárelo con los suyos o agréguelo a su taller: la copia es suya para cambiarla.",
    "fr-CA":
      "Des types d'inspection prêts à l'emploi pour chaque genre de garage. Prévisualisez-en un, comparez-le aux vôtres ou ajoutez-le à votre garage : la copie est à vous de la modifier.",
  },
  noTemplates: {
    "en-US": "No templates are installed.",
    "es-MX": "No hay plantillas instaladas.",
    "fr-CA": "Aucun modèle n'est installé.",
  },
  allTasks: { "en-US": "All tasks", "es-MX": "Todas las tareas", "fr-CA": "Toutes les tâches" },
  compareWithMyShop: {
    "en-US": "Compare with my shop",
    "es-MX": "Comparar con mi taller",
    "fr-CA": "Comparer avec mon garage",
  },
  // The table of a template's types: its label names the template.
  typesOf: {
    "en-US": "{template} inspection types",
    "es-MX": "Tipos de inspección de {template}",
    "fr-CA": "Types d'inspection de {template}",
  },
  inspectionType: { "en-US": "Inspection type", "es-MX": "Tipo de inspección", "fr-CA": "Type d'inspection" },
  subject: { "en-US": "Subject", "es-MX": "Objeto", "fr-CA": "Objet" },
  default: { "en-US": "Default", "es-MX": "Predeterminado", "fr-CA": "Par défaut" },
  inMyShop: { "en-US": "In my shop", "es-MX": "En mi taller", "fr-CA": "Dans mon garage" },
  notYet: { "en-US": "Not yet", "es-MX": "Todavía no", "fr-CA": "Pas encore" },
  // The row buttons' labels for screen readers: {type} is the template type's name.
  compareType: { "en-US": "Compare {type}", "es-MX": "Comparar {type}", "fr-CA": "Comparer {type}" },
  previewType: {
    "en-US": "Preview {type}",
    "es-MX": "Vista previa de {type}",
    "fr-CA": "Aperçu de {type}",
  },
  // Add to my shop, and the question when the shop has the type already ({existing}: the shop's type).
  addAnotherCopy: {
    "en-US": "Add another copy?",
    "es-MX": "¿Agregar otra copia?",
    "fr-CA": "Ajouter une autre copie?",
  },
  addAnotherCopyMessage: {
    "en-US":
      'Your shop already has "{existing}". Adding "{type}" again makes a second copy with a name of its own.',
    "es-MX":
      "Su taller ya tiene «{existing}». Agregar «{type}» otra vez crea una segunda copia con un nombre propio.",
    "fr-CA":
      "Votre garage a déjà « {existing} ». Ajouter « {type} » de nouveau crée une deuxième copie avec son propre nom.",
  },
  addACopy: { "en-US": "Add a copy", "es-MX": "Agregar una copia", "fr-CA": "Ajouter une copie" },
  addTypeToMyShop: {
    "en-US": "Add {type} to my shop",
    "es-MX": "Agregar {type} a mi taller",
    "fr-CA": "Ajouter {type} à mon garage",
  },
  adding: { "en-US": "Adding…", "es-MX": "Agregando…", "fr-CA": "Ajout…" },
  addToMyShop: { "en-US": "Add to my shop", "es-MX": "Agregar a mi taller", "fr-CA": "Ajouter à mon garage" },
  // Before the link to the new copy, then what the copy brought.
  addedAs: { "en-US": "Added as", "es-MX": "Agregado como", "fr-CA": "Ajouté sous le nom" },
  addedCounts: {
    "en-US": "({tasks} new tasks, {findings} new findings).",
    "es-MX": "({tasks} tareas nuevas, {findings} hallazgos nuevos).",
    "fr-CA": "({tasks} nouvelles tâches, {findings} nouveaux constats).",
  },
  addRefused: {
    "en-US": "Couldn't add it: {error}",
    "es-MX": "No se pudo agregar: {error}",
    "fr-CA": "Impossible de l'ajouter : {error}",
  },
  // A template type's preview: its tab title ({type}: the type's name).
  previewTitle: {
    "en-US": "Preview: {type}",
    "es-MX": "Vista previa: {type}",
    "fr-CA": "Aperçu : {type}",
  },
  taskCount: {
    "en-US": "{count, plural, one {# task} other {# tasks}}",
    "es-MX": "{count, plural, one {# tarea} other {# tareas}}",
    "fr-CA": "{count, plural, one {# tâche} other {# tâches}}",
  },
  templateDefault: {
    "en-US": "The template's default type",
    "es-MX": "El tipo predeterminado de la plantilla",
    "fr-CA": "Le type par défaut du modèle",
  },
  // Before the link to the shop's type.
  inMyShopAs: {
    "en-US": "In my shop as",
    "es-MX": "En mi taller como",
    "fr-CA": "Dans mon garage sous le nom",
  },
  notInMyShopYet: {
    "en-US": "Not in my shop yet",
    "es-MX": "Todavía no está en mi taller",
    "fr-CA": "Pas encore dans mon garage",
  },
  // A template's tasks: {template} is its name.
  templateTasks: { "en-US": "Template tasks", "es-MX": "Tareas de plantilla", "fr-CA": "Tâches du modèle" },
  tasksOf: { "en-US": "{template}: tasks", "es-MX": "{template}: tareas", "fr-CA": "{template} : tâches" },
  tasksTitle: {
    "en-US": "{template} tasks",
    "es-MX": "Tareas de {template}",
    "fr-CA": "Tâches de {template}",
  },
  template: { "en-US": "Template", "es-MX": "Plantilla", "fr-CA": "Modèle" },
  showInactiveTasks: {
    "en-US": "Show inactive tasks",
    "es-MX": "Mostrar tareas inactivas",
    "fr-CA": "Afficher les tâches inactives",
  },
  templateSize: {
    "en-US": "{categories} categories, {tasks} tasks.",
    "es-MX": "{categories} categorías, {tasks} tareas.",
    "fr-CA": "{categories} catégories, {tasks} tâches.",
  },
  noTasks: {
    "en-US": "There are no tasks here.",
    "es-MX": "Aquí no hay tareas.",
    "fr-CA": "Il n'y a aucune tâche ici.",
  },
  // The outline's settings under each task (the others are the catalogue's and the task form's words).
  instructions: { "en-US": "Instructions", "es-MX": "Instrucciones", "fr-CA": "Instructions" },
  priceHint: { "en-US": "Price hint", "es-MX": "Precio orientativo", "fr-CA": "Prix indicatif" },
  // A value's note when its readings are graded against ranges.
  graded: { "en-US": "graded", "es-MX": "calificado", "fr-CA": "évalué" },
  // A price hint: {amount} is a price in the shop's currency.
  priceFrom: { "en-US": "from {amount}", "es-MX": "desde {amount}", "fr-CA": "à partir de {amount}" },
  priceUpTo: { "en-US": "up to {amount}", "es-MX": "hasta {amount}", "fr-CA": "jusqu'à {amount}" },
  // The comparisons: their tab titles ({template}, {shop}: the types' names).
  compare: { "en-US": "Compare", "es-MX": "Comparar", "fr-CA": "Comparer" },
  compareTitle: {
    "en-US": "Compare: {template}",
    "es-MX": "Comparar: {template}",
    "fr-CA": "Comparer : {template}",
  },
  compareTwoTitle: {
    "en-US": "Compare: {template} and {shop}",
    "es-MX": "Comparar: {template} y {shop}",
    "fr-CA": "Comparer : {template} et {shop}",
  },
  // The heading: "{template type} compared with {shop's type | my shop}".
  comparedWith: { "en-US": "compared with", "es-MX": "comparado con", "fr-CA": "comparé à" },
  myShop: { "en-US": "my shop", "es-MX": "mi taller", "fr-CA": "mon garage" },
  comparedWithMyShop: {
    "en-US": "compared with my shop",
    "es-MX": "comparado con mi taller",
    "fr-CA": "comparé à mon garage",
  },
  // Why the shop's type is the one compared: {type} is its name.
  addedFromTemplate: {
    "en-US": "{type} was added from this template type.",
    "es-MX": "{type} se agregó desde este tipo de plantilla.",
    "fr-CA": "{type} a été ajouté à partir de ce type du modèle.",
  },
  sameName: {
    "en-US": "{type} has the same name as this template type.",
    "es-MX": "{type} tiene el mismo nombre que este tipo de plantilla.",
    "fr-CA": "{type} porte le même nom que ce type du modèle.",
  },
  yourChoice: {
    "en-US": "{type} is compared by your choice.",
    "es-MX": "{type} se compara por su elección.",
    "fr-CA": "{type} est comparé selon votre choix.",
  },
  noMatch: {
    "en-US":
      "Your shop has no inspection type from this template type or with its name. Add it, or compare it with one of your types below.",
    "es-MX":
      "Su taller no tiene ningún tipo de inspección de este tipo de plantilla ni con su nombre. Agréguelo o compárelo con uno de sus tipos abajo.",
    "fr-CA":
      "Votre garage n'a aucun type d'inspection venant de ce type du modèle ni portant son nom. Ajoutez-le, ou comparez-le à l'un de vos types ci-dessous.",
  },
  // The summary: each follows its number in bold.
  summary: { "en-US": "Summary", "es-MX": "Resumen", "fr-CA": "Résumé" },
  inBoth: { "en-US": "in both", "es-MX": "en ambos", "fr-CA": "dans les deux" },
  setUpDifferently: {
    "en-US": "set up differently",
    "es-MX": "configuradas de otra forma",
    "fr-CA": "configurées autrement",
  },
  onlyInTemplate: {
    "en-US": "only in the template",
    "es-MX": "solo en la plantilla",
    "fr-CA": "seulement dans le modèle",
  },
  onlyInMyShop: {
    "en-US": "only in my shop",
    "es-MX": "solo en mi taller",
    "fr-CA": "seulement dans mon garage",
  },
  typesInMyShop: {
    "en-US": "of {total} inspection types in my shop",
    "es-MX": "de {total} tipos de inspección en mi taller",
    "fr-CA": "des {total} types d'inspection dans mon garage",
  },
  tasksInMyShop: {
    "en-US": "of {total} tasks in my shop",
    "es-MX": "de {total} tareas en mi taller",
    "fr-CA": "des {total} tâches dans mon garage",
  },
  // Where a task is.
  sideBoth: { "en-US": "In both", "es-MX": "En ambos", "fr-CA": "Dans les deux" },
  sideTemplate: {
    "en-US": "Only in the template",
    "es-MX": "Solo en la plantilla",
    "fr-CA": "Seulement dans le modèle",
  },
  sideShop: {
    "en-US": "Only in my shop",
    "es-MX": "Solo en mi taller",
    "fr-CA": "Seulement dans mon garage",
  },
  tasksCompared: { "en-US": "Tasks compared", "es-MX": "Tareas comparadas", "fr-CA": "Tâches comparées" },
  where: { "en-US": "Where", "es-MX": "Dónde", "fr-CA": "Où" },
  differences: { "en-US": "Differences", "es-MX": "Diferencias", "fr-CA": "Différences" },
  neitherHasTasks: {
    "en-US": "Neither type has tasks.",
    "es-MX": "Ningún tipo tiene tareas.",
    "fr-CA": "Aucun des deux types n'a de tâches.",
  },
  compareWithAnother: {
    "en-US": "Compare with another of my types",
    "es-MX": "Comparar con otro de mis tipos",
    "fr-CA": "Comparer avec un autre de mes types",
  },
  same: { "en-US": "Same", "es-MX": "Igual", "fr-CA": "Identique" },
  templateSide: { "en-US": "Template:", "es-MX": "Plantilla:", "fr-CA": "Modèle :" },
  mineSide: { "en-US": "Mine:", "es-MX": "Mío:", "fr-CA": "Le mien :" },
  findingsOnlyInTemplate: {
    "en-US": "Findings only in the template",
    "es-MX": "Hallazgos solo en la plantilla",
    "fr-CA": "Constats seulement dans le modèle",
  },
  findingsOnlyInMine: {
    "en-US": "Findings only in mine",
    "es-MX": "Hallazgos solo en el mío",
    "fr-CA": "Constats seulement dans le mien",
  },
  // A whole template against the shop.
  typesCompared: {
    "en-US": "Inspection types compared",
    "es-MX": "Tipos de inspección comparados",
    "fr-CA": "Types d'inspection comparés",
  },
  templateType: { "en-US": "Template type", "es-MX": "Tipo de plantilla", "fr-CA": "Type du modèle" },
  missing: { "en-US": "Missing", "es-MX": "Falta", "fr-CA": "Manquant" },
});
