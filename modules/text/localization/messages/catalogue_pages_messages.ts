// The catalogue's own pages (modules/catalog/: inspection types, categories and their tasks, priorities):
// headings, buttons, filters, columns, fields, empty lists, notices and the option labels shown to staff. The
// findings pages' words are findings_pages_messages.ts, the section nav's catalogue_nav_messages.ts.
import { defineMessages } from "../catalogue.ts";
import { INSPECTION_TYPE_PAGES_MESSAGES } from "./inspection_type_pages_messages.ts";

const SHARED_AND_OTHER_PAGES = defineMessages("cataloguePages", "Catalogue", {
  // Words several catalogue pages share.
  apply: { "en-US": "Apply", "es-MX": "Aplicar", "fr-CA": "Appliquer" },
  active: { "en-US": "Active", "es-MX": "Activo", "fr-CA": "Actif" },
  inactive: { "en-US": "Inactive", "es-MX": "Inactivo", "fr-CA": "Inactif" },
  name: { "en-US": "Name", "es-MX": "Nombre", "fr-CA": "Nom" },
  status: { "en-US": "Status", "es-MX": "Estado", "fr-CA": "Statut" },
  order: { "en-US": "Order", "es-MX": "Orden", "fr-CA": "Ordre" },
  details: { "en-US": "Details", "es-MX": "Detalles", "fr-CA": "Détails" },
  actions: { "en-US": "Actions", "es-MX": "Acciones", "fr-CA": "Actions" },
  saveChanges: {
    "en-US": "Save changes",
    "es-MX": "Guardar cambios",
    "fr-CA": "Enregistrer les modifications",
  },
  changesSaved: {
    "en-US": "Changes saved.",
    "es-MX": "Cambios guardados.",
    "fr-CA": "Modifications enregistrées.",
  },
  preview: { "en-US": "Preview", "es-MX": "Vista previa", "fr-CA": "Aperçu" },
  // {name} is the row's name: the label of its Active checkbox.
  isActive: { "en-US": "{name} is active", "es-MX": "{name} está activo", "fr-CA": "{name} est actif" },
  statusRefused: {
    "en-US": "Couldn't change the status: {error}",
    "es-MX": "No se pudo cambiar el estado: {error}",
    "fr-CA": "Impossible de changer le statut : {error}",
  },
  category: { "en-US": "Category", "es-MX": "Categoría", "fr-CA": "Catégorie" },
  categories: { "en-US": "Categories", "es-MX": "Categorías", "fr-CA": "Catégories" },
  task: { "en-US": "Task", "es-MX": "Tarea", "fr-CA": "Tâche" },
  tasks: { "en-US": "Tasks", "es-MX": "Tareas", "fr-CA": "Tâches" },
  taskType: { "en-US": "Task type", "es-MX": "Tipo de tarea", "fr-CA": "Type de tâche" },
  inspectionTypes: {
    "en-US": "Inspection types",
    "es-MX": "Tipos de inspección",
    "fr-CA": "Types d'inspection",
  },
  findings: { "en-US": "Findings", "es-MX": "Hallazgos", "fr-CA": "Constats" },
  addTask: { "en-US": "Add a task", "es-MX": "Agregar una tarea", "fr-CA": "Ajouter une tâche" },
  delete: { "en-US": "Delete", "es-MX": "Eliminar", "fr-CA": "Supprimer" },
  // The link to a task's findings, with how many it has.
  taskFindings: {
    "en-US": "Findings ({count})",
    "es-MX": "Hallazgos ({count})",
    "fr-CA": "Constats ({count})",
  },
  // A switched-off category among a select's options.
  inactiveCategory: {
    "en-US": "{category} (inactive)",
    "es-MX": "{category} (inactiva)",
    "fr-CA": "{category} (inactive)",
  },
  // {name} is the category's, task's or finding's name.
  deleteTitle: { "en-US": "Delete {name}?", "es-MX": "¿Eliminar {name}?", "fr-CA": "Supprimer {name}?" },

  // The subjects, customer modes and task types as the pages offer them (types.ts keeps the English for the
  // server's texts).
  subjectGeneral: { "en-US": "General", "es-MX": "General", "fr-CA": "Général" },
  subjectVehicle: { "en-US": "Vehicle", "es-MX": "Vehículo", "fr-CA": "Véhicule" },
  subjectAppliance: { "en-US": "Appliance", "es-MX": "Electrodoméstico", "fr-CA": "Appareil" },
  customerNone: { "en-US": "No customer", "es-MX": "Sin cliente", "fr-CA": "Sans client" },
  customerRequired: {
    "en-US": "Customer required",
    "es-MX": "Cliente obligatorio",
    "fr-CA": "Client obligatoire",
  },
  customerOptional: {
    "en-US": "Customer optional",
    "es-MX": "Cliente opcional",
    "fr-CA": "Client facultatif",
  },
  taskTypeNone: {
    "en-US": "No result (values, notes or photos only)",
    "es-MX": "Sin resultado (solo valores, notas o fotos)",
    "fr-CA": "Sans résultat (valeurs, notes ou photos seulement)",
  },
  taskTypeNa: { "en-US": "Not applicable only", "es-MX": "Solo no aplica", "fr-CA": "Sans objet seulement" },
  taskTypeCk: { "en-US": "Check", "es-MX": "Revisado", "fr-CA": "Vérifié" },
  taskTypeNaCk: {
    "en-US": "Check, or not applicable",
    "es-MX": "Revisado, o no aplica",
    "fr-CA": "Vérifié, ou sans objet",
  },
  taskTypeYn: { "en-US": "Yes / no", "es-MX": "Sí / no", "fr-CA": "Oui / non" },
  taskTypeNaYn: {
    "en-US": "Yes / no, or not applicable",
    "es-MX": "Sí / no, o no aplica",
    "fr-CA": "Oui / non, ou sans objet",
  },
  taskTypePwf: {
    "en-US": "Pass / warn / fail",
    "es-MX": "Bien / advertencia / falla",
    "fr-CA": "Conforme / à surveiller / non conforme",
  },
  taskTypeNaPwf: {
    "en-US": "Pass / warn / fail, or not applicable",
    "es-MX": "Bien / advertencia / falla, o no aplica",
    "fr-CA": "Conforme / à surveiller / non conforme, ou sans objet",
  },

  // No priority (a task's default, on its outline and its form).
  none: { "en-US": "None", "es-MX": "Ninguna", "fr-CA": "Aucune" },
  findingCount: {
    "en-US": "{count, plural, one {# finding} other {# findings}}",
    "es-MX": "{count, plural, one {# hallazgo} other {# hallazgos}}",
    "fr-CA": "{count, plural, one {# constat} other {# constats}}",
  },
  // A value of a task and how it is typed in.
  valueAndInput: { "en-US": "{label} ({input})", "es-MX": "{label} ({input})", "fr-CA": "{label} ({input})" },
  compareTitle: {
    "en-US": "Compare inspection types",
    "es-MX": "Comparar tipos de inspección",
    "fr-CA": "Comparer les types d'inspection",
  },
  showUnusedTasks: {
    "en-US": "Show unused tasks",
    "es-MX": "Mostrar tareas sin usar",
    "fr-CA": "Afficher les tâches inutilisées",
  },
  nothingToCompare: {
    "en-US": "No tasks to compare with these settings.",
    "es-MX": "No hay tareas que comparar con estos ajustes.",
    "fr-CA": "Aucune tâche à comparer avec ces réglages.",
  },
  tasksByType: {
    "en-US": "Tasks by inspection type",
    "es-MX": "Tareas por tipo de inspección",
    "fr-CA": "Tâches par type d'inspection",
  },
  taskCount: {
    "en-US": "{count, plural, one {# task} other {# tasks}}",
    "es-MX": "{count, plural, one {# tarea} other {# tareas}}",
    "fr-CA": "{count, plural, one {# tâche} other {# tâches}}",
  },
  typeHolds: {
    "en-US": "{type} holds {task}",
    "es-MX": "{type} incluye {task}",
    "fr-CA": "{type} comprend {task}",
  },
  typeLacks: {
    "en-US": "{type} does not hold {task}",
    "es-MX": "{type} no incluye {task}",
    "fr-CA": "{type} ne comprend pas {task}",
  },

  // The tasks list (/{shop}/tasks).
  tasksTitle: { "en-US": "Tasks", "es-MX": "Tareas", "fr-CA": "Tâches" },
  taskDeleted: {
    "en-US": "The task was deleted.",
    "es-MX": "Se eliminó la tarea.",
    "fr-CA": "La tâche a été supprimée.",
  },
  noTasksMatch: {
    "en-US": "No tasks match.",
    "es-MX": "Ninguna tarea coincide.",
    "fr-CA": "Aucune tâche ne correspond.",
  },
  // Which of the matching tasks the page shows, when they take more than one page.
  tasksShown: {
    "en-US": "{first}–{last} of {total} tasks",
    "es-MX": "{first}–{last} de {total} tareas",
    "fr-CA": "{first}–{last} de {total} tâches",
  },
  taskNameWords: {
    "en-US": "Words in the task's name",
    "es-MX": "Palabras del nombre de la tarea",
    "fr-CA": "Mots du nom de la tâche",
  },
  everyCategory: {
    "en-US": "Every category",
    "es-MX": "Todas las categorías",
    "fr-CA": "Toutes les catégories",
  },
  search: { "en-US": "Search", "es-MX": "Buscar", "fr-CA": "Rechercher" },
  pages: { "en-US": "Pages", "es-MX": "Páginas", "fr-CA": "Pages" },
  previousPage: { "en-US": "Previous page", "es-MX": "Página anterior", "fr-CA": "Page précédente" },
  nextPage: { "en-US": "Next page", "es-MX": "Página siguiente", "fr-CA": "Page suivante" },
  pageOf: {
    "en-US": "Page {page} of {pages}",
    "es-MX": "Página {page} de {pages}",
    "fr-CA": "Page {page} de {pages}",
  },

  // The categories page (/{shop}/categories) and the category form.
  categoriesTitle: { "en-US": "Categories", "es-MX": "Categorías", "fr-CA": "Catégories" },
  allTasks: { "en-US": "All tasks", "es-MX": "Todas las tareas", "fr-CA": "Toutes les tâches" },
  addCategory: {
    "en-US": "Add a category",
    "es-MX": "Agregar una categoría",
    "fr-CA": "Ajouter une catégorie",
  },
  showInactiveCategories: {
    "en-US": "Show inactive categories and tasks",
    "es-MX": "Mostrar categorías y tareas inactivas",
    "fr-CA": "Afficher les catégories et tâches inactives",
  },
  noCategories: {
    "en-US": "No categories yet.",
    "es-MX": "Aún no hay categorías.",
    "fr-CA": "Aucune catégorie pour l'instant.",
  },
  noActiveCategories: {
    "en-US": "No active categories.",
    "es-MX": "No hay categorías activas.",
    "fr-CA": "Aucune catégorie active.",
  },
  categoriesCaption: {
    "en-US": "Categories in checklist order",
    "es-MX": "Categorías en el orden de la lista de revisión",
    "fr-CA": "Catégories dans l'ordre de la liste de vérification",
  },
  noTasksIn: {
    "en-US": "No tasks in {category} yet.",
    "es-MX": "Aún no hay tareas en {category}.",
    "fr-CA": "Aucune tâche dans {category} pour l'instant.",
  },
  tasksOf: {
    "en-US": "Tasks of {category}",
    "es-MX": "Tareas de {category}",
    "fr-CA": "Tâches de {category}",
  },
  categoryAdded: {
    "en-US": "The category was added.",
    "es-MX": "Se agregó la categoría.",
    "fr-CA": "La catégorie a été ajoutée.",
  },
  categoryDeleted: {
    "en-US": "The category was deleted.",
    "es-MX": "Se eliminó la categoría.",
    "fr-CA": "La catégorie a été supprimée.",
  },
  categoryIsActive: {
    "en-US": "Active (new inspections list its tasks)",
    "es-MX": "Activa (las nuevas inspecciones incluyen sus tareas)",
    "fr-CA": "Active (les nouvelles inspections comprennent ses tâches)",
  },
  addCategorySubmit: {
    "en-US": "Add category",
    "es-MX": "Agregar categoría",
    "fr-CA": "Ajouter la catégorie",
  },
  categoryGoes: {
    "en-US": "The category goes for good.",
    "es-MX": "La categoría se elimina definitivamente.",
    "fr-CA": "La catégorie est supprimée pour de bon.",
  },
  backToCategories: {
    "en-US": "Back to the categories",
    "es-MX": "Volver a las categorías",
    "fr-CA": "Retour aux catégories",
  },
  backToTasks: { "en-US": "Back to the tasks", "es-MX": "Volver a las tareas", "fr-CA": "Retour aux tâches" },
  // A category's page: how many tasks it has, then {seeThem} (a link to them) and, for managers, {addOne}.
  categoryTaskCount: {
    "en-US": "{count, plural, one {# task} other {# tasks}}.",
    "es-MX": "{count, plural, one {# tarea} other {# tareas}}.",
    "fr-CA": "{count, plural, one {# tâche} other {# tâches}}.",
  },
  seeThem: { "en-US": "See them", "es-MX": "Verlas", "fr-CA": "Les voir" },
  seeThemOrAddOne: {
    "en-US": "{seeThem} or {addOne}.",
    "es-MX": "{seeThem} o {addOne}.",
    "fr-CA": "{seeThem} ou {addOne}.",
  },
  addOne: { "en-US": "add one", "es-MX": "agregar una", "fr-CA": "en ajouter une" },

  // The priorities pages (/{shop}/priorities, /add, /{id}/edit).
  prioritiesTitle: { "en-US": "Priorities", "es-MX": "Prioridades", "fr-CA": "Priorités" },
  addPriority: {
    "en-US": "Add a priority",
    "es-MX": "Agregar una prioridad",
    "fr-CA": "Ajouter une priorité",
  },
  prioritiesHint: {
    "en-US": "Most urgent first: drag a priority by its handle to change the order.",
    "es-MX": "La más urgente primero: arrastre una prioridad por su asa para cambiar el orden.",
    "fr-CA": "La plus urgente d'abord : faites glisser une priorité par sa poignée pour changer l'ordre.",
  },
  noPriorities: {
    "en-US": "The shop has no priorities yet.",
    "es-MX": "El taller aún no tiene prioridades.",
    "fr-CA": "L'atelier n'a pas encore de priorités.",
  },
  prioritiesCaption: {
    "en-US": "Priorities, most urgent first",
    "es-MX": "Prioridades, la más urgente primero",
    "fr-CA": "Priorités, la plus urgente d'abord",
  },
  badge: { "en-US": "Badge", "es-MX": "Etiqueta", "fr-CA": "Pastille" },
  priority: { "en-US": "Priority", "es-MX": "Prioridad", "fr-CA": "Priorité" },
  colour: { "en-US": "Color", "en-GB": "Colour", "es-MX": "Color", "fr-CA": "Couleur" },
  colourHint: {
    "en-US": "The badge's text is black or white, whichever reads better on the color.",
    "en-GB": "The badge's text is black or white, whichever reads better on the colour.",
    "es-MX": "El texto de la etiqueta es negro o blanco, el que se lea mejor sobre el color.",
    "fr-CA": "Le texte de la pastille est noir ou blanc, selon ce qui se lit le mieux sur la couleur.",
  },
  priorityIsActive: {
    "en-US": "Active (offered for new findings)",
    "es-MX": "Activa (se ofrece para hallazgos nuevos)",
    "fr-CA": "Active (offerte pour les nouveaux constats)",
  },
  addPrioritySubmit: {
    "en-US": "Add priority",
    "es-MX": "Agregar prioridad",
    "fr-CA": "Ajouter la priorité",
  },
  backToPriorities: {
    "en-US": "Back to the priorities",
    "es-MX": "Volver a las prioridades",
    "fr-CA": "Retour aux priorités",
  },
  editPriority: { "en-US": "Edit priority", "es-MX": "Editar prioridad", "fr-CA": "Modifier la priorité" },
  priorityFindingCount: {
    "en-US": "{count, plural, one {# finding has} other {# findings have}} this priority.",
    "es-MX": "{count, plural, one {# hallazgo tiene} other {# hallazgos tienen}} esta prioridad.",
    "fr-CA": "{count, plural, one {# constat a} other {# constats ont}} cette priorité.",
  },
  priorityAdded: {
    "en-US": "The priority was added.",
    "es-MX": "Se agregó la prioridad.",
    "fr-CA": "La priorité a été ajoutée.",
  },
});

/** Every catalogue page's messages, the inspection types' included (one area, one prefix). */
export const CATALOGUE_PAGES_MESSAGES = { ...SHARED_AND_OTHER_PAGES, ...INSPECTION_TYPE_PAGES_MESSAGES };
