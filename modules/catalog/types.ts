export type SubjectType = "general" | "vehicle" | "appliance";
export type CustomerMode = "none" | "required" | "optional";
export type TaskType = "none" | "na" | "ck" | "na-ck" | "yn" | "na-yn" | "pwf" | "na-pwf";

export interface InspectionTypeSummary {
  id: number;
  name: string;
  subjectType: SubjectType;
  customerMode: CustomerMode;
  isActive: boolean;
  isDefault: boolean;
  categoryCount: number;
  taskCount: number;
}

/** A shop's starting catalogue: categories with their tasks, and inspection types made of those tasks. */
export interface CatalogTemplate {
  categories: Array<{ name: string; tasks: Array<{ name: string; taskType: TaskType }> }>;
  inspectionTypes: Array<{
    name: string;
    subjectType: SubjectType;
    customerMode: CustomerMode;
    isDefault?: boolean;
    isActive?: boolean;
    /** Task names, in checklist order. */
    tasks: string[];
  }>;
}
