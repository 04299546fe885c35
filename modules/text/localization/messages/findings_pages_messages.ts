// The catalogue's findings pages (modules/catalog/findings/: /{shop}/findings and a task's findings, their add
// and edit forms): headings, buttons, filters and what they mean, columns, fields, the statuses, notices and
// the empty lists. The words they share with the other catalogue pages are catalogue_pages_messages.ts.
import { defineMessages } from "../catalogue.ts";

export const FINDINGS_PAGES_MESSAGES = defineMessages("findingsPages", "Catalogue", {
  title: { "en-US": "Findings", "es-MX": "Hallazgos", "fr-CA": "Constats" },
  noun: {
    "en-US": "{n, plural, one {finding} other {findings}}",
    "es-MX": "{n, plural, one {hallazgo} other {hallazgos}}",
    "fr-CA": "{n, plural, one {constat} other {constats}}",
  },
  addFinding: { "en-US": "Add a finding", "es-MX": "Agregar un hallazgo", "fr-CA": "Ajouter un constat" },
  noneMatch: {
    "en-US": "No findings match these filters.",
    "es-MX": "Ningún hallazgo coincide con estos filtros.",
    "fr-CA": "Aucun constat ne correspond à ces filtres.",
  },
  markedAudited: {
    "en-US": "{count, plural, one {# finding} other {# findings}} marked audited.",
    "es-MX": "{count, plural, one {# hallazgo marcado} other {# hallazgos marcados}} como revisado.",
    "fr-CA": "{count, plural, one {# constat marqué} other {# constats marqués}} comme vérifié.",
  },
  markAuditedRefused: {
    "en-US": "Couldn't mark them audited: {error}",
    "es-MX": "No se pudieron marcar como revisados: {error}",
    "fr-CA": "Impossible de les marquer comme vérifiés : {error}",
  },
  selectedFindings: {
    "en-US": "Selected findings",
    "es-MX": "Hallazgos seleccionados",
    "fr-CA": "Constats sélectionnés",
  },
  markAudited: {
    "en-US": "Mark audited",
    "es-MX": "Marcar como revisados",
    "fr-CA": "Marquer comme vérifiés",
  },
  selectAll: {
    "en-US": "Select all findings shown",
    "es-MX": "Seleccionar todos los hallazgos mostrados",
    "fr-CA": "Sélectionner tous les constats affichés",
  },
  // {finding} is the finding's text.
  selectOne: {
    "en-US": "Select {finding}",
    "es-MX": "Seleccionar {finding}",
    "fr-CA": "Sélectionner {finding}",
  },
  finding: { "en-US": "Finding", "es-MX": "Hallazgo", "fr-CA": "Constat" },
  explanation: { "en-US": "Explanation", "es-MX": "Explicación", "fr-CA": "Explication" },
  recommendation: { "en-US": "Recommendation", "es-MX": "Recomendación", "fr-CA": "Recommandation" },
  createdBy: { "en-US": "Created by", "es-MX": "Creado por", "fr-CA": "Créé par" },
  created: { "en-US": "Created", "es-MX": "Creado", "fr-CA": "Créé" },
  lastEdited: { "en-US": "Last edited", "es-MX": "Última edición", "fr-CA": "Dernière modification" },

  // The statuses of a finding.
  statusNew: { "en-US": "New", "es-MX": "Nuevo", "fr-CA": "Nouveau" },
  statusAudited: { "en-US": "Audited", "es-MX": "Revisado", "fr-CA": "Vérifié" },
  statusLegacy: { "en-US": "Legacy", "es-MX": "Heredado", "fr-CA": "Hérité" },
  statusArchived: { "en-US": "Archived", "es-MX": "Archivado", "fr-CA": "Archivé" },

  // The list's filters and what they mean.
  searchPlaceholder: {
    "en-US": "Finding, task, explanation or recommendation",
    "es-MX": "Hallazgo, tarea, explicación o recomendación",
    "fr-CA": "Constat, tâche, explication ou recommandation",
  },
  everyCategory: {
    "en-US": "Every category",
    "es-MX": "Todas las categorías",
    "fr-CA": "Toutes les catégories",
  },
  anyone: { "en-US": "Anyone", "es-MX": "Cualquiera", "fr-CA": "N'importe qui" },
  createdFrom: { "en-US": "Created from", "es-MX": "Creado desde", "fr-CA": "Créé du" },
  createdUntil: { "en-US": "Created until", "es-MX": "Creado hasta", "fr-CA": "Créé jusqu'au" },
  columns: { "en-US": "Columns", "es-MX": "Columnas", "fr-CA": "Colonnes" },
  customerColumns: {
    "en-US": "Explanation and recommendation",
    "es-MX": "Explicación y recomendación",
    "fr-CA": "Explication et recommandation",
  },
  includeInactive: {
    "en-US": "Include inactive tasks and categories",
    "es-MX": "Incluir tareas y categorías inactivas",
    "fr-CA": "Inclure les tâches et catégories inactives",
  },
  filtersMeaning: {
    "en-US": "What the filters mean",
    "es-MX": "Qué significan los filtros",
    "fr-CA": "Ce que veulent dire les filtres",
  },
  search: { "en-US": "Search", "es-MX": "Buscar", "fr-CA": "Recherche" },
  searchMeaning: {
    "en-US": "Findings whose text, task name, explanation or recommendation contain every word typed.",
    "es-MX":
      "Hallazgos cuyo texto, nombre de tarea, explicación o recomendación contienen cada palabra escrita.",
    "fr-CA":
      "Les constats dont le texte, le nom de la tâche, l'explication ou la recommandation contiennent chaque mot tapé.",
  },
  createdRange: { "en-US": "Created from … to", "es-MX": "Creado desde … hasta", "fr-CA": "Créé du … au" },
  createdRangeMeaning: {
    "en-US": "Days in the shop's time zone; both days are included.",
    "es-MX": "Días en la zona horaria del taller; ambos días se incluyen.",
    "fr-CA": "Des jours dans le fuseau horaire de l'atelier; les deux jours sont compris.",
  },
  statusMeaning: {
    "en-US":
      "New: added on the fly from a checklist, not reviewed yet. Audited: a manager reviewed it. Legacy: kept from an older catalogue. Archived: out of use (not offered on checklists). New, audited and legacy are shown unless you untick them.",
    "es-MX":
      "Nuevo: agregado sobre la marcha desde una lista de revisión, aún sin revisar. Revisado: un gerente lo revisó. Heredado: conservado de un catálogo anterior. Archivado: fuera de uso (no se ofrece en las listas de revisión). Los nuevos, revisados y heredados se muestran a menos que los desmarque.",
    "fr-CA":
      "Nouveau : ajouté à la volée depuis une liste de vérification, pas encore vérifié. Vérifié : un gérant l'a révisé. Hérité : conservé d'un ancien catalogue. Archivé : hors d'usage (pas offert sur les listes de vérification). Les nouveaux, vérifiés et hérités sont affichés à moins de les décocher.",
  },
  columnsMeaning: {
    "en-US":
      "Created by and Created are shown unless you untick them; Last edited, Order (the finding's place among its task's findings) and the customer-facing explanation and recommendation are shown when ticked.",
    "es-MX":
      "Creado por y Creado se muestran a menos que los desmarque; Última edición, Orden (el lugar del hallazgo entre los de su tarea) y la explicación y recomendación para el cliente se muestran cuando se marcan.",
    "fr-CA":
      "Créé par et Créé sont affichés à moins de les décocher; Dernière modification, Ordre (la place du constat parmi ceux de sa tâche) ainsi que l'explication et la recommandation destinées au client sont affichés lorsqu'ils sont cochés.",
  },
  includeInactiveMeaning: {
    "en-US": "Also list findings of tasks, or of categories, that are switched off.",
    "es-MX": "También lista los hallazgos de tareas, o de categorías, que están desactivadas.",
    "fr-CA": "Liste aussi les constats des tâches, ou des catégories, qui sont désactivées.",
  },
  addressMeaning: {
    "en-US":
      'In the address these are search, categoryId, createdBy, from, to; fn, fa, fl, fo (statuses new, audited, legacy, archived — "o" for out of use); icn, ica, icl, ico (columns: creator name, created at, last edited, order); c (customer columns); a (all tasks); orderBy, asc, page and pageSize.',
    "es-MX":
      'En la dirección son search, categoryId, createdBy, from, to; fn, fa, fl, fo (estados nuevo, revisado, heredado, archivado — "o" de fuera de uso); icn, ica, icl, ico (columnas: nombre de quien lo creó, fecha de creación, última edición, orden); c (columnas para el cliente); a (todas las tareas); orderBy, asc, page y pageSize.',
    "fr-CA":
      "Dans l'adresse, ce sont search, categoryId, createdBy, from, to; fn, fa, fl, fo (statuts nouveau, vérifié, hérité, archivé — « o » pour hors d'usage); icn, ica, icl, ico (colonnes : nom du créateur, date de création, dernière modification, ordre); c (colonnes du client); a (toutes les tâches); orderBy, asc, page et pageSize.",
  },

  // A task's findings (/{shop}/tasks/{id}/findings).
  allFindings: { "en-US": "All findings", "es-MX": "Todos los hallazgos", "fr-CA": "Tous les constats" },
  findingsOf: {
    "en-US": "Findings of {task}",
    "es-MX": "Hallazgos de {task}",
    "fr-CA": "Constats de {task}",
  },
  findingAdded: {
    "en-US": "The finding was added.",
    "es-MX": "Se agregó el hallazgo.",
    "fr-CA": "Le constat a été ajouté.",
  },
  reorderHint: {
    "en-US": "Drag a finding by its handle to change the order the checklist offers them in.",
    "es-MX": "Arrastre un hallazgo por su asa para cambiar el orden en que la lista de revisión los ofrece.",
    "fr-CA":
      "Faites glisser un constat par sa poignée pour changer l'ordre dans lequel la liste de vérification les offre.",
  },
  taskHasNone: {
    "en-US": "This task has no findings yet.",
    "es-MX": "Esta tarea aún no tiene hallazgos.",
    "fr-CA": "Cette tâche n'a pas encore de constats.",
  },
  taskCaption: {
    "en-US": "Findings of the task, in checklist order",
    "es-MX": "Hallazgos de la tarea, en el orden de la lista de revisión",
    "fr-CA": "Constats de la tâche, dans l'ordre de la liste de vérification",
  },
  // {finding} is the finding's text: the label of its in-use checkbox.
  inUse: {
    "en-US": "{finding} is in use",
    "es-MX": "{finding} está en uso",
    "fr-CA": "{finding} est en usage",
  },

  // The add and edit forms.
  backToFindings: {
    "en-US": "Back to the findings",
    "es-MX": "Volver a los hallazgos",
    "fr-CA": "Retour aux constats",
  },
  backToChecklist: {
    "en-US": "Back to the checklist",
    "es-MX": "Volver a la lista de revisión",
    "fr-CA": "Retour à la liste de vérification",
  },
  addFindingSubmit: { "en-US": "Add finding", "es-MX": "Agregar hallazgo", "fr-CA": "Ajouter le constat" },
  editFinding: { "en-US": "Edit finding", "es-MX": "Editar hallazgo", "fr-CA": "Modifier le constat" },
  // When and by whom (a member's name, or nobody known) the finding was added, and when it was last edited.
  addedBy: {
    "en-US": "Added by {creator} on {created}; last edited {lastEdited}.",
    "es-MX": "Agregado por {creator} el {created}; última edición {lastEdited}.",
    "fr-CA": "Ajouté par {creator} le {created}; dernière modification {lastEdited}.",
  },
  added: {
    "en-US": "Added on {created}; last edited {lastEdited}.",
    "es-MX": "Agregado el {created}; última edición {lastEdited}.",
    "fr-CA": "Ajouté le {created}; dernière modification {lastEdited}.",
  },
  // A switched-off task (or one of a switched-off category) among the form's tasks.
  inactiveTask: { "en-US": "{task} (inactive)", "es-MX": "{task} (inactiva)", "fr-CA": "{task} (inactive)" },
  chooseTask: { "en-US": "Choose the task…", "es-MX": "Elija la tarea…", "fr-CA": "Choisissez la tâche…" },
  textHint: {
    "en-US": 'What the mechanic concludes, as the customer will read it, e.g. "Front pads at 3 mm".',
    "es-MX": 'Lo que concluye el mecánico, tal como lo leerá el cliente, p. ej. "Balatas delanteras a 3 mm".',
    "fr-CA": "Ce que conclut le mécanicien, tel que le client le lira, p. ex. « Plaquettes avant à 3 mm ».",
  },
  noPriority: { "en-US": "No priority", "es-MX": "Sin prioridad", "fr-CA": "Aucune priorité" },
  explanationField: {
    "en-US": "Explanation for the customer",
    "es-MX": "Explicación para el cliente",
    "fr-CA": "Explication pour le client",
  },
  explanationHint: {
    "en-US": "Why it matters, in plain words.",
    "es-MX": "Por qué importa, en palabras sencillas.",
    "fr-CA": "Pourquoi c'est important, en mots simples.",
  },
  recommendationHint: {
    "en-US": "What the shop recommends doing about it.",
    "es-MX": "Lo que el taller recomienda hacer al respecto.",
    "fr-CA": "Ce que l'atelier recommande de faire à ce sujet.",
  },
  savedAsNew: {
    "en-US": "It is saved as a new finding; a manager reviews it and writes the customer's explanation.",
    "es-MX":
      "Se guarda como un hallazgo nuevo; un gerente lo revisa y escribe la explicación para el cliente.",
    "fr-CA":
      "Il est enregistré comme nouveau constat; un gérant le révise et rédige l'explication pour le client.",
  },
});
