// catalog: client-safe public API — components, server functions and their types.
import { createServerFn } from "@tanstack/react-start";
import { listTemplates } from "./install_templates.ts";

export {
  getInspectionTypeForm,
  getInspectionTypePreview,
  getInspectionTypesCompare,
  getInspectionTypesList,
} from "./inspection_types/inspection_types_pages.ts";
export type {
  ChecklistOutline,
  CompareOptions,
  ComparePage,
  TaskChoiceCategory,
  TenantCopyState,
  TypeFormPage,
  TypeListRow,
} from "./inspection_types/inspection_types_pages.server.ts";
export { MAX_DESCRIPTION, MAX_NAME } from "./inspection_types/inspection_type_input.ts";
export {
  CONCLUSION_MODES,
  CUSTOMER_MODES,
  MEDIA_MODES,
  NOTES_MODES,
  NOTIFY_MODES as TASK_NOTIFY_MODES,
  SUBJECT_TYPES,
  TASK_TYPES,
  type TaskType,
  VALUE_INPUT_TYPES,
  VALUE_MODES,
  type ValueInputType,
} from "./types.ts";

export interface ShopTemplateChoice {
  key: string;
  name: string;
  description: string;
}

/** The shop-type templates sign-up offers (step 2). */
export const getShopTemplateChoices = createServerFn({ method: "GET" }).handler(
  async ({ context }): Promise<ShopTemplateChoice[]> =>
    (await listTemplates(context.sql)).map(({ key, name, description }) => ({ key, name, description })),
);
export {
  getCategoriesPage,
  getCategoryFormPage,
  getTaskFormPage,
  getTasksPage,
} from "./tasks/categories_tasks_pages.ts";
export type {
  CategoriesPage,
  CategoryFormPage,
  CategoryRow,
  PriorityChoice,
  TaskFormPage,
  TaskListRow,
  TasksPage,
} from "./tasks/categories_tasks_pages.server.ts";
export { readTasksSearch, TASK_ORDERS, type TaskOrder, type TasksSearch } from "./tasks/tasks_search.ts";
export {
  priceOf,
  type TaskFormValues,
  VALUE_SLOTS,
  valueLabelField,
  valueTypeField,
} from "./tasks/task_form_fields.ts";
export { canWarnOrFail, taskConfigurationProblems } from "./tasks/task_rules.ts";
export * from "./seed/seed_pages.ts";
export { describeTaskSettings, type TaskSetting } from "./tasks/describe_task.ts";
export { PRICE_HINT_MESSAGES, priceHint, type WriteMoney } from "./tasks/price_hint.ts";
export {
  getAddFindingPage,
  getAddPriorityPage,
  getEditFindingPage,
  getFindingsList,
  getPrioritiesPage,
  getPriorityPage,
  getTaskFindings,
} from "./findings/findings_pages.ts";
export {
  DEFAULT_PAGE_SIZE,
  FINDINGS_SWITCHES,
  type FindingsFilter,
  type FindingsOrder,
  type FindingsSearch,
  findingsSearchOfParams,
  type FindingsSwitch,
  readFindingsSearch,
} from "./findings/findings_search.ts";
export type {
  FindingFormPage,
  FindingItem,
  FindingsListPage,
  PriorityBadge,
  TaskFindingsPage,
} from "./findings/findings_pages.server.ts";
export type { PrioritiesPage, PriorityPage } from "./priorities/priorities_pages.server.ts";
export type { PriorityRow } from "./priorities/priorities_queries.server.ts";
export { FINDING_STATUS_LABELS, FINDING_STATUSES, type FindingStatus } from "./types.ts";
// The checklist renderer the catalogue's previews and the inspection's checklist share, with the row's
// words and rules (the item saves run the same rules on the server).
export { Checklist, type ChecklistProps } from "./checklist_view/checklist_view.tsx";
export { resultLabel } from "./checklist_view/checklist_row.tsx";
export type { LastTime, PhotosSlot, PhotosSlotProps } from "./checklist_view/checklist_row.tsx";
export { TaskRowPreview } from "./checklist_view/task_row_preview.tsx";
export {
  type Banner,
  ChecklistRows,
  type Progress,
  type RowSave,
  type RowView,
} from "./checklist_view/checklist_rows.ts";
export { blankItems, type ChecklistData } from "./checklist_view/checklist_data.ts";
export {
  allowedResults,
  checkRow,
  isWarnOrFail,
  MAX_VALUE_LENGTH,
  type MissingPart,
  needsMedia,
  needsResult,
  type RowInput,
  type RowState,
  valueProblem,
} from "./checklist_view/row_rules.ts";
export * from "./checklist_view/row_values.ts";
export { readingAt, saidAt } from "./checklist_view/value_grades.ts";
export type { ValueGrade } from "./types.ts";
// The catalogue's pages, each with the reader of its address's query where it has one.
export { CatalogueNav, useInCatalogue } from "./catalog_nav.tsx";
export { catalogueHead } from "./catalogue_head.ts";
export { AddCategoryPage } from "./categories/add_category_page.tsx";
export { CategoryListPage } from "./categories/categories_page.tsx";
export { readCategoriesSearch } from "./categories/categories_search.ts";
export { EditCategoryPage } from "./categories/edit_category_page.tsx";
export { AddCategoryTaskPage, AddTaskPage } from "./tasks/add_task_page.tsx";
export { EditTaskPage } from "./tasks/edit_task_page.tsx";
export { readEditTaskSearch } from "./tasks/edit_task_search.ts";
export { TaskListPage } from "./tasks/tasks_page.tsx";
export { readTaskListSearch } from "./tasks/task_list_search.ts";
export { AddFindingPage } from "./findings/add_finding_page.tsx";
export { AddTaskFindingPage } from "./findings/add_task_finding_page.tsx";
export { readAddTaskFindingSearch } from "./findings/add_task_finding_search.ts";
export { EditFindingPage } from "./findings/edit_finding_page.tsx";
export { EditTaskFindingPage } from "./findings/edit_task_finding_page.tsx";
export { FindingListPage } from "./findings/findings_page.tsx";
export { readFindingListSearch } from "./findings/finding_list_search.ts";
export { TaskFindingListPage } from "./findings/task_findings_page.tsx";
export { readTaskFindingsSearch } from "./findings/task_findings_search.ts";
export { AddPriorityPage } from "./priorities/add_priority_page.tsx";
export { EditPriorityPage } from "./priorities/edit_priority_page.tsx";
export { PriorityListPage } from "./priorities/priorities_page.tsx";
export { readPrioritiesSearch } from "./priorities/priorities_search.ts";
export { AddInspectionTypePage } from "./inspection_types/add_type_page.tsx";
export { ChecklistPreviewPage } from "./inspection_types/checklist_preview_page.tsx";
export {
  type ChecklistPreviewSearch,
  previewQuery,
  readPreviewSearch,
} from "./inspection_types/checklist_preview_search.ts";
export { CompareTypesPage } from "./inspection_types/compare_page.tsx";
export { readCompareSearch } from "./inspection_types/compare_search.ts";
export { EditInspectionTypePage } from "./inspection_types/edit_type_page.tsx";
export { readEditTypeSearch } from "./inspection_types/edit_type_search.ts";
export { TypePreviewPage } from "./inspection_types/type_preview_page.tsx";
export { readTypePreviewSearch } from "./inspection_types/type_preview_search.ts";
export { InspectionTypeListPage } from "./inspection_types/types_page.tsx";
export { readTypesSearch } from "./inspection_types/types_search.ts";
export { TemplateComparisonPage } from "./seed/template_comparison_page.tsx";
export { TemplateTasksPage } from "./seed/template_tasks_page.tsx";
export { TemplateTypePreviewPage } from "./seed/template_type_preview_page.tsx";
export { TemplatesPage } from "./seed/templates_page.tsx";
export { TemplateTypeComparisonPage } from "./seed/type_comparison_page.tsx";
// The localization pages (decision 028): the shop's wording per culture and its catalogue's translations.
export {
  getCultureLocalizationPage,
  getLocalizationsPage,
  getNewLocalizationPage,
} from "./localizations/localizations_pages.ts";
export { LocalizationsPage } from "./localizations/localizations_page.tsx";
export { NewLocalizationPage } from "./localizations/new_localization_page.tsx";
export { CultureLocalizationPage } from "./localizations/culture_localization_page.tsx";
