// What the inspection type form sends (/inspection-types/add and /{id}/edit), read into a checked input.
// The task checkboxes are named task-{id}, one name each: an ordinary form post keeps one value per name.
import { InputError } from "@platform/errors.ts";
import { type CustomerMode, parseCustomerMode, parseSubjectType, type SubjectType } from "../types.ts";

export interface InspectionTypeInput {
  name: string;
  description: string;
  subjectType: SubjectType;
  customerMode: CustomerMode;
  taskIds: number[];
}

export const MAX_NAME = 120;
export const MAX_DESCRIPTION = 2000;
const TASK_FIELD = /^task-([1-9][0-9]{0,9})$/;

export function readInspectionTypeInput(form: Record<string, string>): InspectionTypeInput {
  const name = (form.name ?? "").trim();
  if (name === "") throw new InputError("Give the inspection type a name.");
  if (name.length > MAX_NAME) {
    throw new InputError(`An inspection type's name has at most ${MAX_NAME} characters.`);
  }
  const description = (form.description ?? "").trim();
  if (description.length > MAX_DESCRIPTION) {
    throw new InputError(`The description has at most ${MAX_DESCRIPTION} characters.`);
  }
  const taskIds = Object.entries(form)
    .map(([field, value]) => (value !== "" && value !== "0" ? TASK_FIELD.exec(field)?.[1] : undefined))
    .filter((id) => id !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    name,
    description,
    subjectType: parseSubjectType(form.subjectType),
    customerMode: parseCustomerMode(form.customerMode),
    taskIds,
  };
}
