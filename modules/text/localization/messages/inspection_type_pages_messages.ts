// The inspection type pages' words (list, form, comparison, detach, tenant shops, outline, checklist
// preview): part of the catalogue pages' messages (catalogue_pages_messages.ts joins them), in a file of its
// own to keep each file to one group of pages.
import { defineMessages } from "../catalogue.ts";

export const INSPECTION_TYPE_PAGES_MESSAGES = defineMessages("cataloguePages", "Catalogue", {
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
});
