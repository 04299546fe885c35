// The catalogue's own pages (modules/catalog/: inspection types, categories and their tasks, priorities):
// headings, buttons, filters, columns, fields, empty lists, notices and the option labels shown to staff. The
// findings pages' words are findings_pages_messages.ts, the section nav's catalogue_nav_messages.ts.
import { defineMessages } from "../catalogue.ts";

export const CATALOGUE_PAGES_MESSAGES = defineMessages("cataloguePages", "Catalogue", {
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

  // The inspection types list (/{shop}/inspection-types).
  typesTitle: { "en-US": "Inspection types", "es-MX": "Tipos de inspección", "fr-CA": "Types d'inspection" },
  compare: { "en-US": "Compare", "es-MX": "Comparar", "fr-CA": "Comparer" },
  addType: {
    "en-US": "Add an inspection type",
    "es-MX": "Agregar un tipo de inspección",
    "fr-CA": "Ajouter un type d'inspection",
  },
  showInactiveTypes: {
    "en-US": "Show inactive types",
    "es-MX": "Mostrar tipos inactivos",
    "fr-CA": "Afficher les types inactifs",
  },
  noTypes: {
    "en-US": "No inspection types yet.",
    "es-MX": "Aún no hay tipos de inspección.",
    "fr-CA": "Aucun type d'inspection pour l'instant.",
  },
  inspectionType: { "en-US": "Inspection type", "es-MX": "Tipo de inspección", "fr-CA": "Type d'inspection" },
  subject: { "en-US": "Subject", "es-MX": "Objeto", "fr-CA": "Objet" },
  customer: { "en-US": "Customer", "es-MX": "Cliente", "fr-CA": "Client" },
  typeDefault: { "en-US": "Default", "es-MX": "Predeterminado", "fr-CA": "Par défaut" },
  // {shop} is the parent shop whose published type this is a copy of.
  typeFrom: { "en-US": "From {shop}", "es-MX": "De {shop}", "fr-CA": "De {shop}" },
  typeDetached: { "en-US": "Detached", "es-MX": "Desvinculado", "fr-CA": "Détaché" },
  filterTypes: {
    "en-US": "Filter inspection types",
    "es-MX": "Filtrar tipos de inspección",
    "fr-CA": "Filtrer les types d'inspection",
  },
  savedOrder: { "en-US": "Saved order", "es-MX": "Orden guardado", "fr-CA": "Ordre enregistré" },
  makeDefault: {
    "en-US": "Make default",
    "es-MX": "Hacer predeterminado",
    "fr-CA": "Rendre par défaut",
  },
  makeDefaultRefused: {
    "en-US": 'Couldn\'t make "{name}" the default: {error}',
    "es-MX": "No se pudo hacer predeterminado «{name}»: {error}",
    "fr-CA": "Impossible de rendre « {name} » par défaut : {error}",
  },
  typeStatusRefused: {
    "en-US": 'Couldn\'t change the status of "{name}": {error}',
    "es-MX": "No se pudo cambiar el estado de «{name}»: {error}",
    "fr-CA": "Impossible de changer le statut de « {name} » : {error}",
  },
  noTasksChosen: {
    "en-US": "No tasks chosen yet.",
    "es-MX": "Aún no se eligieron tareas.",
    "fr-CA": "Aucune tâche choisie pour l'instant.",
  },
  // A category of a type, with how many of its tasks the type lists.
  typeCategoryTasks: {
    "en-US": "{category}: {count, plural, one {# task} other {# tasks}}",
    "es-MX": "{category}: {count, plural, one {# tarea} other {# tareas}}",
    "fr-CA": "{category} : {count, plural, one {# tâche} other {# tâches}}",
  },

  // The inspection type form (/add, /{id}/edit) and the comparison (/compare).
  typeAdded: {
    "en-US": "The inspection type was added.",
    "es-MX": "Se agregó el tipo de inspección.",
    "fr-CA": "Le type d'inspection a été ajouté.",
  },
  backToTypes: { "en-US": "Back to the types", "es-MX": "Volver a los tipos", "fr-CA": "Retour aux types" },
  addTypeSubmit: {
    "en-US": "Add inspection type",
    "es-MX": "Agregar tipo de inspección",
    "fr-CA": "Ajouter le type d'inspection",
  },
  previewChecklist: {
    "en-US": "Preview the checklist",
    "es-MX": "Vista previa de la lista de revisión",
    "fr-CA": "Aperçu de la liste de vérification",
  },
  compareTypes: { "en-US": "Compare types", "es-MX": "Comparar tipos", "fr-CA": "Comparer les types" },
  // {shop} is the parent shop the type was copied from.
  detachedNotice: {
    "en-US": "A copy of a type of {shop}, detached: it is this shop's own, and publishing leaves it alone.",
    "es-MX":
      "Una copia de un tipo de {shop}, desvinculada: es propia de este taller, y publicar no la cambia.",
    "fr-CA":
      "Une copie d'un type de {shop}, détachée : elle appartient à cet atelier, et la publication n'y touche pas.",
  },
  description: { "en-US": "Description", "es-MX": "Descripción", "fr-CA": "Description" },
  descriptionHint: {
    "en-US": "What the inspection covers, for the people choosing a type.",
    "es-MX": "Qué cubre la inspección, para quienes eligen un tipo.",
    "fr-CA": "Ce que couvre l'inspection, pour les personnes qui choisissent un type.",
  },
  tasksChosen: {
    "en-US": "Tasks ({count} chosen)",
    "es-MX": "Tareas ({count} elegidas)",
    "fr-CA": "Tâches ({count} choisies)",
  },
  tasksChosenHint: {
    "en-US": "The checklist shows the chosen tasks in the shop's category and task order.",
    "es-MX":
      "La lista de revisión muestra las tareas elegidas en el orden de categorías y tareas del taller.",
    "fr-CA":
      "La liste de vérification montre les tâches choisies dans l'ordre des catégories et des tâches de l'atelier.",
  },
  noTasksYet: {
    "en-US": "This shop has no tasks yet: add categories and tasks first.",
    "es-MX": "Este taller aún no tiene tareas: agregue primero categorías y tareas.",
    "fr-CA": "Cet atelier n'a pas encore de tâches : ajoutez d'abord des catégories et des tâches.",
  },
  showInactiveTasks: {
    "en-US": "Show inactive tasks",
    "es-MX": "Mostrar tareas inactivas",
    "fr-CA": "Afficher les tâches inactives",
  },
  allTasksOf: {
    "en-US": "All tasks of {category}",
    "es-MX": "Todas las tareas de {category}",
    "fr-CA": "Toutes les tâches de {category}",
  },
  // An attached copy of a parent shop's type ({shop}) on its page, and Detach.
  detachTitle: {
    "en-US": "Detach this inspection type?",
    "es-MX": "¿Desvincular este tipo de inspección?",
    "fr-CA": "Détacher ce type d'inspection?",
  },
  detachMessage: {
    "en-US":
      "\"{name}\" becomes this shop's own: you can change it, and {shop}'s later changes no longer reach it. This cannot be undone.",
    "es-MX":
      "«{name}» pasa a ser propio de este taller: puede cambiarlo, y los cambios posteriores de {shop} ya no le llegan. No se puede deshacer.",
    "fr-CA":
      "« {name} » appartient désormais à cet atelier : vous pouvez le modifier, et les changements ultérieurs de {shop} ne l'atteignent plus. C'est irréversible.",
  },
  detach: { "en-US": "Detach", "es-MX": "Desvincular", "fr-CA": "Détacher" },
  detachRefused: {
    "en-US": "Couldn't detach it: {error}",
    "es-MX": "No se pudo desvincular: {error}",
    "fr-CA": "Impossible de le détacher : {error}",
  },
  // The tenant shops of a parent shop's type (owners): each copy's state, and publishing.
  tenantShops: { "en-US": "Tenant shops", "es-MX": "Talleres afiliados", "fr-CA": "Ateliers affiliés" },
  tenantShopsHint: {
    "en-US":
      "Publishing copies this type, with its tasks and findings, to the shops of the group. Their copies stay read-only there unless a shop detaches its copy.",
    "es-MX":
      "Publicar copia este tipo, con sus tareas y hallazgos, a los talleres del grupo. Sus copias quedan de solo lectura allí, a menos que un taller desvincule la suya.",
    "fr-CA":
      "Publier copie ce type, avec ses tâches et ses constats, dans les ateliers du groupe. Leurs copies y restent en lecture seule, à moins qu'un atelier ne détache la sienne.",
  },
  copyNotPublished: { "en-US": "Not published", "es-MX": "Sin publicar", "fr-CA": "Non publié" },
  copyUpToDate: {
    "en-US": "Attached, up to date",
    "es-MX": "Vinculado, al día",
    "fr-CA": "Attaché, à jour",
  },
  copyChanged: {
    "en-US": "Attached, changed since publish",
    "es-MX": "Vinculado, cambiado desde la publicación",
    "fr-CA": "Attaché, modifié depuis la publication",
  },
  // {shops} is the shops' names, joined with commas.
  publishedTo: {
    "en-US": "Published to {shops}.",
    "es-MX": "Publicado en {shops}.",
    "fr-CA": "Publié dans {shops}.",
  },
  nothingPublished: {
    "en-US": "Nothing was published.",
    "es-MX": "No se publicó nada.",
    "fr-CA": "Rien n'a été publié.",
  },
  leftAlone: {
    "en-US": "Left alone (detached): {shops}.",
    "es-MX": "Sin cambios (desvinculados): {shops}.",
    "fr-CA": "Laissés tels quels (détachés) : {shops}.",
  },
  publishRefused: {
    "en-US": "Couldn't publish: {error}",
    "es-MX": "No se pudo publicar: {error}",
    "fr-CA": "Impossible de publier : {error}",
  },
  selectAllShops: {
    "en-US": "Select all tenant shops",
    "es-MX": "Seleccionar todos los talleres afiliados",
    "fr-CA": "Sélectionner tous les ateliers affiliés",
  },
  selectShop: { "en-US": "Select {shop}", "es-MX": "Seleccionar {shop}", "fr-CA": "Sélectionner {shop}" },
  shop: { "en-US": "Shop", "es-MX": "Taller", "fr-CA": "Atelier" },
  copy: { "en-US": "Copy", "es-MX": "Copia", "fr-CA": "Copie" },
  publishToSelected: {
    "en-US": "Publish to selected shops",
    "es-MX": "Publicar en los talleres seleccionados",
    "fr-CA": "Publier dans les ateliers sélectionnés",
  },
  selectOneShop: {
    "en-US": "Select at least 1 shop",
    "es-MX": "Seleccione al menos 1 taller",
    "fr-CA": "Sélectionnez au moins 1 atelier",
  },
  publishChanges: {
    "en-US": "Publish changes",
    "es-MX": "Publicar cambios",
    "fr-CA": "Publier les modifications",
  },
  noAttachedCopy: {
    "en-US": "No shop has an attached copy yet",
    "es-MX": "Ningún taller tiene aún una copia vinculada",
    "fr-CA": "Aucun atelier n'a encore de copie attachée",
  },
  picturesAndVideos: {
    "en-US": "Pictures and videos",
    "es-MX": "Imágenes y videos",
    "fr-CA": "Images et vidéos",
  },
  picturesOfType: {
    "en-US": "Pictures and videos of this inspection type",
    "es-MX": "Imágenes y videos de este tipo de inspección",
    "fr-CA": "Images et vidéos de ce type d'inspection",
  },
  // A type's outline (/{shop}/inspection-types/{id}/preview).
  edit: { "en-US": "Edit", "es-MX": "Editar", "fr-CA": "Modifier" },
  // The outline's tab title: {type} is the inspection type's name.
  typePreviewTitle: {
    "en-US": "{type}: preview",
    "es-MX": "{type}: vista previa",
    "fr-CA": "{type} : aperçu",
  },
  checklistPreview: {
    "en-US": "Checklist preview",
    "es-MX": "Vista previa de la lista de revisión",
    "fr-CA": "Aperçu de la liste de vérification",
  },
  // The checklist preview (/{shop}/inspection-types/{id}/checklist-preview): {type} is the type's name.
  checklistPreviewOf: {
    "en-US": "{type}: checklist preview",
    "es-MX": "{type}: vista previa de la lista de revisión",
    "fr-CA": "{type} : aperçu de la liste de vérification",
  },
  // {odometer} is the reading the address gave, written as numbers are in the page's culture.
  previewOdometer: {
    "en-US": "odometer {odometer}",
    "es-MX": "odómetro {odometer}",
    "fr-CA": "odomètre {odometer}",
  },
  backToTypePreview: {
    "en-US": "Back to the type's preview",
    "es-MX": "Volver a la vista previa del tipo",
    "fr-CA": "Retour à l'aperçu du type",
  },
  reportPreview: {
    "en-US": "Report preview",
    "es-MX": "Vista previa del reporte",
    "fr-CA": "Aperçu du rapport",
  },
  typeTasksIn: {
    "en-US":
      "{tasks, plural, one {# task} other {# tasks}} in {categories, plural, one {# category} other {# categories}}",
    "es-MX":
      "{tasks, plural, one {# tarea} other {# tareas}} en {categories, plural, one {# categoría} other {# categorías}}",
    "fr-CA":
      "{tasks, plural, one {# tâche} other {# tâches}} dans {categories, plural, one {# catégorie} other {# catégories}}",
  },
  typeHasNoTasks: {
    "en-US": "This type has no tasks yet.",
    "es-MX": "Este tipo aún no tiene tareas.",
    "fr-CA": "Ce type n'a pas encore de tâches.",
  },
  outlineResult: { "en-US": "Result", "es-MX": "Resultado", "fr-CA": "Résultat" },
  outlinePhotos: { "en-US": "Photos", "es-MX": "Fotos", "fr-CA": "Photos" },
  outlineNotes: { "en-US": "Notes", "es-MX": "Notas", "fr-CA": "Notes" },
  outlineValues: { "en-US": "Values", "es-MX": "Valores", "fr-CA": "Valeurs" },
  outlineNotify: { "en-US": "Notify", "es-MX": "Avisar", "fr-CA": "Aviser" },
  outlinePrice: { "en-US": "Price", "es-MX": "Precio", "fr-CA": "Prix" },
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
