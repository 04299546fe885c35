// catalog: client-safe public API — components, server functions and their types.
import { createServerFn } from "@tanstack/react-start";
import { listTemplates } from "./install_templates.ts";

export {
  getInspectionTypeForm,
  getInspectionTypePreview,
  getInspectionTypesCompare,
  getInspectionTypesList,
} from "./inspection_types_pages.ts";
export type {
  ChecklistOutline,
  CompareOptions,
  ComparePage,
  OutlineTask,
  TaskChoiceCategory,
  TenantCopyState,
  TypeFormPage,
  TypeListRow,
} from "./inspection_types_pages.server.ts";
export { MAX_DESCRIPTION, MAX_NAME } from "./inspection_type_input.ts";
export {
  CONCLUSION_MODE_LABELS,
  CUSTOMER_MODE_LABELS,
  CUSTOMER_MODES,
  MEDIA_MODE_LABELS,
  NOTES_MODE_LABELS,
  NOTIFY_MODE_LABELS,
  SUBJECT_TYPE_LABELS,
  SUBJECT_TYPES,
  TASK_TYPE_LABELS,
  VALUE_INPUT_TYPE_LABELS,
  VALUE_MODE_LABELS,
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
