// Which inputs of a form are transformed and how (seed 000 section 5): free-text inputs with an id and a
// name, a value, enabled and not read-only, whose transform option (data-text-transform) is one of the six;
// e-mail inputs are lower case unless they say otherwise. Upper and lower case are done here; the four case
// styles are grouped by input id for POST /ajax/misc/text, which is called only when a group has an input.

export const TRANSFORM_OPTIONS = [
  "sentence",
  "general-title",
  "person-title",
  "vehicle-title",
  "uppercase",
  "lowercase",
] as const;
export type TransformOption = typeof TRANSFORM_OPTIONS[number];

/** The attribute an input names its option with: <input data-text-transform="person-title">. */
export const OPTION_ATTRIBUTE = "data-text-transform";

/** The body's group for each case style the server applies. */
export const SERVER_GROUPS = {
  "sentence": "toSentenceCase",
  "general-title": "toGeneralTitleCase",
  "person-title": "toPersonTitleCase",
  "vehicle-title": "toVehicleTitleCase",
} as const;
type ServerGroup = typeof SERVER_GROUPS[keyof typeof SERVER_GROUPS];

/** Input types that hold free text; a textarea always does. */
const FREE_TEXT_TYPES = new Set(["text", "search", "email"]);

/** What the rules need to know of an input or textarea. */
export interface FieldState {
  tag: "input" | "textarea";
  type: string;
  id: string;
  name: string;
  value: string;
  disabled: boolean;
  readOnly: boolean;
  /** The data-text-transform attribute, if any. */
  option: string | null;
}

/** The field's transform option, or null when it is not transformed now. */
export function transformOption(field: FieldState): TransformOption | null {
  const freeText = field.tag === "textarea" || FREE_TEXT_TYPES.has(field.type);
  if (!freeText || !field.id || !field.name || field.value === "" || field.disabled || field.readOnly) {
    return null;
  }
  if (field.option !== null) {
    return (TRANSFORM_OPTIONS as readonly string[]).includes(field.option)
      ? field.option as TransformOption
      : null;
  }
  return field.type === "email" ? "lowercase" : null;
}

export interface TransformPlan {
  /** New values made here (upper and lower case), by input id. */
  local: Record<string, string>;
  /** The body of POST /ajax/misc/text, or null when no field needs the server. */
  request: Partial<Record<ServerGroup, Record<string, string>>> | null;
}

export function planTransform(fields: FieldState[]): TransformPlan {
  const local: Record<string, string> = {};
  const request: Partial<Record<ServerGroup, Record<string, string>>> = {};
  for (const field of fields) {
    const option = transformOption(field);
    if (option === "uppercase") local[field.id] = field.value.toUpperCase();
    else if (option === "lowercase") local[field.id] = field.value.toLowerCase();
    else if (option) (request[SERVER_GROUPS[option]] ??= {})[field.id] = field.value;
  }
  return { local, request: Object.keys(request).length > 0 ? request : null };
}

/** The ids sent in a request. */
export function requestedIds(request: NonNullable<TransformPlan["request"]>): string[] {
  return Object.values(request).flatMap((group) => Object.keys(group ?? {}));
}

/**
 * The new text of each input sent, from the call's answer. `transformed` is the answer the page uses; an
 * answer in advanced mode (`fields`) or any other shape is an error, and nothing is replaced.
 */
export function readTransformed(answer: unknown, sentIds: string[]): Record<string, string> {
  const body = (typeof answer === "object" && answer !== null ? answer : {}) as Record<string, unknown>;
  if (body.transformed === undefined && body.fields !== undefined) {
    throw new Error("The server answered in advanced mode, which this page does not use.");
  }
  const transformed = body.transformed;
  if (typeof transformed !== "object" || transformed === null) {
    throw new Error("The server's answer had no transformed text.");
  }
  const result: Record<string, string> = {};
  for (const id of sentIds) {
    const text = (transformed as Record<string, unknown>)[id];
    if (typeof text === "string") result[id] = text;
  }
  return result;
}
