// The catalogue's task pages (modules/catalog/tasks/: the task form of /tasks/add, /categories/{id}/tasks/add
// and /tasks/{id}/edit): headings, sections, fields, buttons, hints and the option labels of the task's
// settings; and the problems the form lists beside Save (task_rules.ts: the server refuses with the same
// words). The range examples stay as the ranges are typed ("5 or more"), which is how the form reads them.
import { defineMessages } from "../catalogue.ts";

export const TASK_FORM_MESSAGES = defineMessages("taskForm", "Catalogue", {
  addToCategory: {
    "en-US": "Add a task to {category}",
    "es-MX": "Agregar una tarea a {category}",
    "fr-CA": "Ajouter une tâche à {category}",
  },
  taskAdded: {
    "en-US": "The task was added.",
    "es-MX": "Se agregó la tarea.",
    "fr-CA": "La tâche a été ajoutée.",
  },
  taskDeactivated: {
    "en-US":
      "Inspections already use this task, so it was deactivated instead of deleted: their history keeps it, and new inspections no longer list it.",
    "es-MX":
      "Hay inspecciones que ya usan esta tarea, así que se desactivó en lugar de eliminarse: su historial la conserva y las nuevas inspecciones ya no la incluyen.",
    "fr-CA":
      "Des inspections utilisent déjà cette tâche : elle a donc été désactivée plutôt que supprimée. Leur historique la garde, et les nouvelles inspections ne la comprennent plus.",
  },
  findingsOfTask: {
    "en-US": "Findings of this task",
    "es-MX": "Hallazgos de esta tarea",
    "fr-CA": "Constats de cette tâche",
  },
  categoryIs: { "en-US": "Category:", "es-MX": "Categoría:", "fr-CA": "Catégorie :" },
  chooseCategory: {
    "en-US": "Choose a category",
    "es-MX": "Elija una categoría",
    "fr-CA": "Choisissez une catégorie",
  },
  isActive: {
    "en-US": "Active (new inspections list it)",
    "es-MX": "Activa (las nuevas inspecciones la incluyen)",
    "fr-CA": "Active (les nouvelles inspections la comprennent)",
  },
  records: {
    "en-US": "What the mechanic records",
    "es-MX": "Lo que registra el mecánico",
    "fr-CA": "Ce que le mécanicien consigne",
  },
  photosAndVideos: { "en-US": "Photos and videos", "es-MX": "Fotos y videos", "fr-CA": "Photos et vidéos" },
  notes: { "en-US": "Notes", "es-MX": "Notas", "fr-CA": "Notes" },
  values: { "en-US": "Values", "es-MX": "Valores", "fr-CA": "Valeurs" },
  valuesToRecord: {
    "en-US": "Values to record",
    "es-MX": "Valores que se registran",
    "fr-CA": "Valeurs à consigner",
  },
  valueLabel: {
    "en-US": "Value {number} label",
    "es-MX": "Nombre del valor {number}",
    "fr-CA": "Libellé de la valeur {number}",
  },
  valueLabelPlaceholder: {
    "en-US": "Tread depth (32nds)",
    "es-MX": "Profundidad del dibujo (32avos)",
    "fr-CA": "Profondeur de sculpture (32es)",
  },
  input: { "en-US": "Input", "es-MX": "Entrada", "fr-CA": "Saisie" },
  unit: { "en-US": "Unit", "es-MX": "Unidad", "fr-CA": "Unité" },
  remove: { "en-US": "Remove", "es-MX": "Quitar", "fr-CA": "Retirer" },
  // The Remove button's label, for a value without a label and for one with.
  removeValue: {
    "en-US": "Remove value {number}",
    "es-MX": "Quitar el valor {number}",
    "fr-CA": "Retirer la valeur {number}",
  },
  removeNamedValue: {
    "en-US": "Remove value {number} ({label})",
    "es-MX": "Quitar el valor {number} ({label})",
    "fr-CA": "Retirer la valeur {number} ({label})",
  },
  ranges: { "en-US": "Ranges", "es-MX": "Rangos", "fr-CA": "Plages" },
  rangesOf: { "en-US": "Ranges of {label}", "es-MX": "Rangos de {label}", "fr-CA": "Plages de {label}" },
  rangesOptional: {
    "en-US": "(optional; they suggest Pass, Warn or Fail)",
    "es-MX": "(opcionales; sugieren Bien, Advertencia o Falla)",
    "fr-CA": "(facultatives; elles suggèrent Conforme, À surveiller ou Non conforme)",
  },
  gradeGreen: { "en-US": "Green", "es-MX": "Verde", "fr-CA": "Vert" },
  gradeYellow: { "en-US": "Yellow", "es-MX": "Amarillo", "fr-CA": "Jaune" },
  gradeRed: { "en-US": "Red", "es-MX": "Rojo", "fr-CA": "Rouge" },
  gradedAgainst: { "en-US": "Graded as", "es-MX": "Se califica como", "fr-CA": "Évaluée comme" },
  gradedAsReading: {
    "en-US": "The reading itself",
    "es-MX": "La lectura misma",
    "fr-CA": "La lecture elle-même",
  },
  gradedAsPercentOf: {
    "en-US": "Percent of {label}",
    "es-MX": "Porcentaje de {label}",
    "fr-CA": "Pourcentage de {label}",
  },
  rangeHint: {
    "en-US": 'Such as "5 or more", "3-4" or "2 or less"; several with commas.',
    "es-MX": 'Por ejemplo "5 or more", "3-4" o "2 or less"; varios separados por comas.',
    "fr-CA": "Par exemple « 5 or more », « 3-4 » ou « 2 or less »; plusieurs séparées par des virgules.",
  },
  addValue: { "en-US": "Add a value", "es-MX": "Agregar un valor", "fr-CA": "Ajouter une valeur" },
  valuesHint: {
    "en-US": "Leave a label empty for no value. At most four values.",
    "es-MX": "Deje un nombre vacío para no tener valor. Cuatro valores como máximo.",
    "fr-CA": "Laissez un libellé vide pour aucune valeur. Quatre valeurs au plus.",
  },
  yellowSuggests: {
    "en-US": "Finding a yellow value suggests",
    "es-MX": "Hallazgo que sugiere un valor amarillo",
    "fr-CA": "Constat suggéré par une valeur jaune",
  },
  redSuggests: {
    "en-US": "Finding a red value suggests",
    "es-MX": "Hallazgo que sugiere un valor rojo",
    "fr-CA": "Constat suggéré par une valeur rouge",
  },
  // No finding suggested.
  none: { "en-US": "None", "es-MX": "Ninguno", "fr-CA": "Aucun" },
  suggestionsLater: {
    "en-US": "Once the task has findings, choose here which one a yellow or a red value suggests.",
    "es-MX": "Cuando la tarea tenga hallazgos, elija aquí cuál sugiere un valor amarillo o rojo.",
    "fr-CA": "Quand la tâche aura des constats, choisissez ici celui que suggère une valeur jaune ou rouge.",
  },
  advising: {
    "en-US": "Advising the customer",
    "es-MX": "Asesorar al cliente",
    "fr-CA": "Conseiller le client",
  },
  tellCustomer: { "en-US": "Tell the customer", "es-MX": "Avisar al cliente", "fr-CA": "Aviser le client" },
  defaultPriority: {
    "en-US": "Default priority",
    "es-MX": "Prioridad predeterminada",
    "fr-CA": "Priorité par défaut",
  },
  lowestPrice: {
    "en-US": "Lowest typical price",
    "es-MX": "Precio típico más bajo",
    "fr-CA": "Prix habituel le plus bas",
  },
  highestPrice: {
    "en-US": "Highest typical price",
    "es-MX": "Precio típico más alto",
    "fr-CA": "Prix habituel le plus élevé",
  },
  instructions: {
    "en-US": "Instructions for the mechanic",
    "es-MX": "Instrucciones para el mecánico",
    "fr-CA": "Instructions pour le mécanicien",
  },
  saveWaits: {
    "en-US": "Save is waiting until these are fixed:",
    "es-MX": "Guardar espera hasta que se corrija esto:",
    "fr-CA": "L'enregistrement attend que ceci soit corrigé :",
  },
  addTaskSubmit: { "en-US": "Add task", "es-MX": "Agregar tarea", "fr-CA": "Ajouter la tâche" },
  taskGoes: {
    "en-US":
      "Its findings go with it. A task past inspections used is deactivated instead, so their history keeps it.",
    "es-MX":
      "Sus hallazgos se eliminan con ella. Una tarea que usaron inspecciones pasadas se desactiva en su lugar, para que su historial la conserve.",
    "fr-CA":
      "Ses constats partent avec elle. Une tâche utilisée par des inspections passées est plutôt désactivée, pour que leur historique la garde.",
  },
  rowPreview: {
    "en-US": "How the row looks on the checklist",
    "es-MX": "Cómo se ve la fila en la lista de revisión",
    "fr-CA": "L'allure de la ligne sur la liste de vérification",
  },
  newTask: { "en-US": "New task", "es-MX": "Tarea nueva", "fr-CA": "Nouvelle tâche" },

  // The options of the task's settings (types.ts keeps the English for the server's task descriptions).
  findingsNone: { "en-US": "No findings", "es-MX": "Sin hallazgos", "fr-CA": "Aucun constat" },
  findingsWfOptional: {
    "en-US": "Optional on warn or fail",
    "es-MX": "Opcional con advertencia o falla",
    "fr-CA": "Facultatif si à surveiller ou non conforme",
  },
  findingsWfRequired: {
    "en-US": "Required on warn or fail",
    "es-MX": "Obligatorio con advertencia o falla",
    "fr-CA": "Obligatoire si à surveiller ou non conforme",
  },
  mediaNone: {
    "en-US": "No photos or videos",
    "es-MX": "Sin fotos ni videos",
    "fr-CA": "Aucune photo ni vidéo",
  },
  optional: { "en-US": "Optional", "es-MX": "Opcional", "fr-CA": "Facultatif" },
  required: { "en-US": "Required", "es-MX": "Obligatorio", "fr-CA": "Obligatoire" },
  alwaysRequired: {
    "en-US": "Always required",
    "es-MX": "Siempre obligatorio",
    "fr-CA": "Toujours obligatoire",
  },
  notesNone: { "en-US": "No notes", "es-MX": "Sin notas", "fr-CA": "Aucune note" },
  notesWfRequired: {
    "en-US": "Required on warn or fail, optional otherwise",
    "es-MX": "Obligatorias con advertencia o falla, opcionales si no",
    "fr-CA": "Obligatoires si à surveiller ou non conforme, facultatives sinon",
  },
  notesWfOptional: {
    "en-US": "Only on warn or fail, optional",
    "es-MX": "Solo con advertencia o falla, opcionales",
    "fr-CA": "Seulement si à surveiller ou non conforme, facultatives",
  },
  notesWfRequiredOnly: {
    "en-US": "Only on warn or fail, required",
    "es-MX": "Solo con advertencia o falla, obligatorias",
    "fr-CA": "Seulement si à surveiller ou non conforme, obligatoires",
  },
  valuesNone: { "en-US": "No values", "es-MX": "Sin valores", "fr-CA": "Aucune valeur" },
  inputText: { "en-US": "Text", "es-MX": "Texto", "fr-CA": "Texte" },
  inputDate: { "en-US": "Date", "es-MX": "Fecha", "fr-CA": "Date" },
  inputDateTime: { "en-US": "Date and time", "es-MX": "Fecha y hora", "fr-CA": "Date et heure" },
  inputNumber: { "en-US": "Number", "es-MX": "Número", "fr-CA": "Nombre" },
  unitNone: { "en-US": "No unit", "es-MX": "Sin unidad", "fr-CA": "Aucune unité" },
  unit32nds: { "en-US": "32nds of an inch", "es-MX": "32avos de pulgada", "fr-CA": "32es de pouce" },
  unitVolts: { "en-US": "volts (V)", "es-MX": "voltios (V)", "fr-CA": "volts (V)" },
  unitMiles: { "en-US": "miles (mi)", "es-MX": "millas (mi)", "fr-CA": "milles (mi)" },
  unitInches: { "en-US": "inches (in)", "es-MX": "pulgadas (in)", "fr-CA": "pouces (po)" },
  unitSeconds: { "en-US": "seconds (s)", "es-MX": "segundos (s)", "fr-CA": "secondes (s)" },
  unitKilometres: { "en-US": "kilometres (km)", "es-MX": "kilómetros (km)", "fr-CA": "kilomètres (km)" },
  notifyAlways: { "en-US": "Always", "es-MX": "Siempre", "fr-CA": "Toujours" },
  notifyRelevant: {
    "en-US": "When it needs attention (warn or fail)",
    "es-MX": "Cuando requiere atención (advertencia o falla)",
    "fr-CA": "Quand il faut y voir (à surveiller ou non conforme)",
  },
  notifyDisabled: { "en-US": "Never", "es-MX": "Nunca", "fr-CA": "Jamais" },
  // The problems of a task's settings, listed by the form as they change and refused by the save.
  problemWarnOrFailOnly: {
    "en-US":
      "This task type never records warn or fail, so {settings} cannot depend on warn or fail. Choose a yes/no or pass/warn/fail type, or change those settings.",
    "es-MX":
      "Este tipo de tarea nunca registra advertencia ni falla, así que {settings} no pueden depender de advertencia o falla. Elija un tipo sí/no o bien/advertencia/falla, o cambie esas opciones.",
    "fr-CA":
      "Ce type de tâche n'enregistre jamais « à surveiller » ni « non conforme » : {settings} ne peuvent donc pas en dépendre. Choisissez un type oui/non ou conforme/à surveiller/non conforme, ou modifiez ces réglages.",
  },
  problemFindings: { "en-US": "findings", "es-MX": "los hallazgos", "fr-CA": "les constats" },
  problemPhotos: { "en-US": "photos", "es-MX": "las fotos", "fr-CA": "les photos" },
  problemNotes: { "en-US": "notes", "es-MX": "las notas", "fr-CA": "les notes" },
  /** Joins the settings named by problemWarnOrFailOnly: "findings and photos". */
  problemAnd: { "en-US": "{list} and {item}", "es-MX": "{list} y {item}", "fr-CA": "{list} et {item}" },
  problemRecordsNothing: {
    "en-US": "A task without a result must record something: values, notes, or photos and videos.",
    "es-MX": "Una tarea sin resultado debe registrar algo: valores, notas, o fotos y videos.",
    "fr-CA":
      "Une tâche sans résultat doit consigner quelque chose : des valeurs, des notes, ou des photos et vidéos.",
  },
  problemNotApplicableOnly: {
    "en-US": "A not-applicable-only task must record something else too: values, notes, or photos.",
    "es-MX": "Una tarea de solo «no aplica» también debe registrar algo más: valores, notas o fotos.",
    "fr-CA":
      "Une tâche « sans objet » seulement doit aussi consigner autre chose : des valeurs, des notes ou des photos.",
  },
  problemValuesWithoutMode: {
    "en-US": 'Values are named but the value mode is "No values". Choose optional or required values.',
    "es-MX":
      "Hay valores nombrados, pero el modo de valores es «Sin valores». Elija valores opcionales u obligatorios.",
    "fr-CA":
      "Des valeurs sont nommées, mais le mode des valeurs est « Aucune valeur ». Choisissez des valeurs facultatives ou obligatoires.",
  },
  problemModeWithoutValues: {
    "en-US": 'Name at least one value, or set the value mode to "No values".',
    "es-MX": "Nombre al menos un valor, o ponga el modo de valores en «Sin valores».",
    "fr-CA": "Nommez au moins une valeur, ou réglez le mode des valeurs à « Aucune valeur ».",
  },
  problemTooManyValues: {
    "en-US": "A task records at most four values.",
    "es-MX": "Una tarea registra como máximo cuatro valores.",
    "fr-CA": "Une tâche consigne au plus quatre valeurs.",
  },
  problemValueLabel: {
    "en-US": 'Every value needs a label, such as "Tread depth (32nds)".',
    "es-MX": "Cada valor necesita una etiqueta, como «Profundidad del dibujo (32avos)».",
    "fr-CA": "Chaque valeur a besoin d'un libellé, comme « Profondeur de sculpture (32es) ».",
  },
  problemSameLabel: {
    "en-US": 'Two values are labelled "{label}".',
    "es-MX": "Dos valores tienen la etiqueta «{label}».",
    "fr-CA": "Deux valeurs ont le libellé « {label} ».",
  },
  problemPrices: {
    "en-US": "The lowest price is above the highest price.",
    "es-MX": "El precio más bajo es mayor que el precio más alto.",
    "fr-CA": "Le prix le plus bas dépasse le prix le plus élevé.",
  },
  /** {which}: lowest or highest. */
  problemNotAPrice: {
    "en-US": "The {which} price must be an amount such as 45 or 45.50.",
    "es-MX":
      "El precio {which, select, lowest {más bajo} other {más alto}} debe ser un monto como 45 o 45.50.",
    "fr-CA":
      "Le prix {which, select, lowest {le plus bas} other {le plus élevé}} doit être un montant comme 45 ou 45.50.",
  },
  problemRangesOnNumbers: {
    "en-US": "{label}: only a number value can have green, yellow and red ranges.",
    "es-MX": "{label}: solo un valor numérico puede tener rangos verde, amarillo y rojo.",
    "fr-CA": "{label} : seule une valeur numérique peut avoir des plages verte, jaune et rouge.",
  },
  /** {gradeA}, {gradeB}, {grade}: green, yellow or red. */
  problemPercentOf: {
    "en-US": "{label}: it can be graded as a percentage of another number value of this task only.",
    "es-MX": "{label}: solo puede calificarse como porcentaje de otro valor numérico de esta tarea.",
    "fr-CA": "{label} : seule une autre valeur numérique de cette tâche peut servir de base au pourcentage.",
  },
  problemRangesOverlap: {
    "en-US":
      "{label}: the {gradeA} range {rangeA} and the {gradeB} range {rangeB} overlap. A number can have only one grade.",
    "es-MX":
      "{label}: el rango {gradeA, select, green {verde} yellow {amarillo} other {rojo}} {rangeA} y el rango {gradeB, select, green {verde} yellow {amarillo} other {rojo}} {rangeB} se traslapan. Un número solo puede tener un color.",
    "fr-CA":
      "{label} : la plage {gradeA, select, green {verte} yellow {jaune} other {rouge}} {rangeA} et la plage {gradeB, select, green {verte} yellow {jaune} other {rouge}} {rangeB} se chevauchent. Un nombre ne peut avoir qu'une seule couleur.",
  },
  problemNotARange: {
    "en-US": '{label}, {grade}: "{part}" is not a range. Write it as "3-4", "5 or more" or "2 or less".',
    "es-MX":
      "{label}, {grade, select, green {verde} yellow {amarillo} other {rojo}}: «{part}» no es un rango. Escríbalo como «3-4», «5 or more» o «2 or less».",
    "fr-CA":
      "{label}, {grade, select, green {vert} yellow {jaune} other {rouge}} : « {part} » n'est pas une plage. Écrivez-la comme « 3-4 », « 5 or more » ou « 2 or less ».",
  },
});
