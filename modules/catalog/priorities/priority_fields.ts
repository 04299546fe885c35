// A priority's fields as the forms send them: a name unique in the shop, a color ("#rrggbb", what the
// browser's color input gives) and whether it is offered for new findings.
import { InputError } from "@platform/errors.ts";
import type { PriorityFields } from "./priorities_queries.server.ts";

export const MAX_PRIORITY_NAME = 80;

export function readPriorityFields(
  input: { name?: unknown; colour?: unknown; isActive: boolean },
): PriorityFields {
  const name = typeof input.name === "string" ? input.name.trim().replace(/\s+/g, " ") : "";
  if (name === "") throw new InputError("Give the priority a name.");
  if (name.length > MAX_PRIORITY_NAME) {
    throw new InputError(`Keep the name to ${MAX_PRIORITY_NAME} characters; this one has ${name.length}.`);
  }
  const colour = typeof input.colour === "string" ? input.colour.trim().toLowerCase() : "";
  if (!/^#[0-9a-f]{6}$/.test(colour)) throw new InputError("Choose a color, written #rrggbb.");
  return { name, colour, isActive: input.isActive };
}
