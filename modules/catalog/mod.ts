// catalog: inspection types, categories, tasks, findings, priorities, shop groups and seed templates.
// Server-side public API.
export { applyCatalog, type ApplyOptions } from "./apply_catalog.ts";
export { CATALOG_FORMAT, type CatalogDocument, readCatalogDocument } from "./catalog_document.ts";
export { applyTemplateToShop, copyTypes } from "./copy_template.ts";
export { exportCatalog } from "./export_catalog.ts";
export { inspectionTypeCalls } from "./inspection_types/inspection_types_calls.server.ts";
export { inspectionTypeForms } from "./inspection_types/inspection_types_forms.server.ts";
export {
  type ChecklistOutline,
  loadChecklistOutline,
  type OutlineCategory,
  type OutlineOptions,
  type OutlineTask,
} from "./load_checklist_outline.ts";
export {
  exportTemplate,
  findTemplate,
  installBuiltInTemplates,
  installTemplate,
  listTemplates,
  type TemplateSummary,
} from "./install_templates.ts";
// The four templates as shipped: what a test compares a shop made from one with.
export { BUILT_IN_TEMPLATES } from "./templates/built_in.ts";
export { selectInspectionTypes as listInspectionTypes } from "./queries.server.ts";
export { findFindingsOfTasks, findPriorityIds } from "./item_choices.ts";
export { seedCalls } from "./seed/seed_calls.server.ts";
export { seedForms } from "./seed/seed_forms.server.ts";
export type {
  CustomerMode,
  InspectionTypeSummary,
  SubjectType,
  TaskConfiguration,
  TaskType,
  TaskValue,
} from "./types.ts";
export { withUnit } from "./checklist_view/value_grades.ts";
export { categoriesCalls, tasksCalls } from "./tasks/categories_tasks_calls.server.ts";
export { catalogTaskForms } from "./tasks/categories_tasks_forms.server.ts";
export { findingsCalls } from "./findings/findings_calls.server.ts";
export { findingForms } from "./findings/findings_forms.server.ts";
export { prioritiesCalls } from "./priorities/priorities_calls.server.ts";
export { priorityForms } from "./priorities/priorities_forms.server.ts";
export { parseCustomerMode, parseSubjectType } from "./types.ts";
export {
  inspectionTypeAssetCalls,
  registerInspectionTypeAssets,
} from "./inspection_types/inspection_type_assets.server.ts";
// The checklist row's rules, which the item saves run as the checklist does, and a preview's blank items.
export {
  checkRow,
  isWarnOrFail,
  type MissingPart,
  needsResult,
  problemText,
  type RowProblem,
} from "./checklist_view/row_rules.ts";
export type { RowTask } from "./checklist_view/row_values.ts";
export { blankItems, type ChecklistData } from "./checklist_view/checklist_data.ts";
// The price hint's words, which the checklist and the audit send with their own, and the option words a
// checklist row says (a value's grade and unit).
export { PRICE_HINT_MESSAGES } from "./tasks/price_hint.ts";
export { CHECKLIST_ROW_WORDS } from "./option_words.ts";
// The catalogue's customer-facing words in a culture (decision 028), for the report and the CLI.
export {
  catalogSourceTexts,
  catalogTranslator,
  cultureTranslations,
  saveTranslation,
  type SourceKind,
  type SourceText,
  translationCounts,
} from "./localizations/translation_queries.ts";
export { localizationCalls } from "./localizations/localization_calls.server.ts";
export {
  exportLocalization,
  importLocalization,
  type LocalizationDocument,
  readLocalizationDocument,
} from "./localizations/localization_document.ts";
