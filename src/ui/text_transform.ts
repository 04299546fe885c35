// Tidies the capitals of a form's inputs in place (rules in text_transform_rules.ts): upper and lower case
// at once, the four case styles by one call to POST /ajax/misc/text. While the call runs the inputs it sent
// are read-only with a wait cursor (seed 000 section 4); afterwards each is as it was, with the new text.
// A refused or failed call leaves the typed text and throws an Error whose message says why.
import { post, refusalText } from "./calls.ts";
import {
  type FieldState,
  OPTION_ATTRIBUTE,
  planTransform,
  readTransformed,
  requestedIds,
} from "./text_transform_rules.ts";

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The class that gives an input the wait cursor while its text is at the server. */
export const BUSY_CLASS = "text-transform-busy";

export function isTextField(element: unknown): element is TextField {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

function stateOf(field: TextField): FieldState {
  return {
    tag: field instanceof HTMLTextAreaElement ? "textarea" : "input",
    type: field instanceof HTMLTextAreaElement ? "textarea" : field.type,
    id: field.id,
    name: field.name,
    value: field.value,
    disabled: field.disabled,
    readOnly: field.readOnly,
    option: field.getAttribute(OPTION_ATTRIBUTE),
  };
}

export async function transformFields(fields: TextField[]): Promise<void> {
  const plan = planTransform(fields.map(stateOf));
  const byId = new Map(fields.map((field) => [field.id, field]));
  for (const [id, value] of Object.entries(plan.local)) setValue(byId.get(id)!, value);
  if (!plan.request) return;
  const sent = requestedIds(plan.request).map((id) => byId.get(id)!);
  const restore = sent.map(markBusy);
  try {
    let response: Response;
    try {
      response = await post("/ajax/misc/text", plan.request);
    } catch {
      throw new Error("The server could not be reached.");
    }
    if (!response.ok) throw new Error(await refusalText(response));
    const transformed = readTransformed(
      await response.json().catch(() => null),
      sent.map((field) => field.id),
    );
    for (const [id, value] of Object.entries(transformed)) setValue(byId.get(id)!, value);
  } finally {
    restore.forEach((undo) => undo());
  }
}

function markBusy(field: TextField): () => void {
  const wasReadOnly = field.readOnly;
  field.readOnly = true;
  field.classList.add(BUSY_CLASS);
  field.setAttribute("aria-busy", "true");
  return () => {
    field.readOnly = wasReadOnly;
    field.classList.remove(BUSY_CLASS);
    field.removeAttribute("aria-busy");
  };
}

/**
 * Sets the value as typing would, so a React-controlled input's state follows: through the element's own
 * value setter (React watches the instance's), then an input event.
 */
function setValue(field: TextField, value: string): void {
  if (field.value === value) return;
  const prototype = field instanceof HTMLTextAreaElement
    ? HTMLTextAreaElement.prototype
    : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
