// POST /ajax/misc/text (seed 000 section 7, "Text transformation"): a form's free-text inputs, grouped by
// case style, each group a map of input id to text; the answer `transformed` maps the same ids to the
// recased text. Signed-in staff only; the CSRF middleware has checked the token before this runs.
// Decisions (docs/ui/text_transform.md): `fields` is one more way to ask, a map of id to {text, style} for
// a caller that holds a style per input; advancedMode answers `fields` instead, id to {style, text,
// transformed}, which tools use to see what each style did and which the page treats as an error.
import { Hono } from "hono";
import { booleanField } from "@platform/call_fields.ts";
import { InputError, SignInRequiredError } from "@platform/errors.ts";
import { type AppEnv, readJson } from "@platform/http.ts";
import { CASE_STYLES, type CaseStyleName } from "./case/case_styles.ts";

/** The body's four groups and the style each asks for. */
export const CASE_GROUPS = {
  toSentenceCase: "sentence",
  toGeneralTitleCase: "general-title",
  toPersonTitleCase: "person-title",
  toVehicleTitleCase: "vehicle-title",
} as const satisfies Record<string, CaseStyleName>;

/** More inputs than any form has; more text than any notes field holds. */
export const MAX_FIELDS = 100;
export const MAX_TEXT_CHARS = 10_000;
const MAX_ID_CHARS = 200;

export interface FieldRequest {
  id: string;
  style: CaseStyleName;
  text: string;
}

export const textTransformCall = new Hono<AppEnv>().post("/", async (c) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  const body = await readJson(c);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new InputError("The request body must be a JSON object.");
  }
  const fields = body as Record<string, unknown>;
  const advancedMode = booleanField(fields, "advancedMode");
  const requests = readFieldRequests(fields);
  if (advancedMode) {
    return c.json({
      fields: Object.fromEntries(
        requests.map(({ id, style, text }) => [id, { style, text, transformed: CASE_STYLES[style](text) }]),
      ),
    });
  }
  return c.json({
    transformed: Object.fromEntries(requests.map(({ id, style, text }) => [id, CASE_STYLES[style](text)])),
  });
});

/** Every field the body asks to transform, refusing a malformed group, a repeated id or too much. */
export function readFieldRequests(body: Record<string, unknown>): FieldRequest[] {
  const requests: FieldRequest[] = [];
  for (const [group, style] of Object.entries(CASE_GROUPS)) {
    for (const [id, text] of Object.entries(objectField(body, group))) {
      if (typeof text !== "string") throw new InputError(`${group}["${shortId(id)}"] must be text.`);
      requests.push({ id, style, text });
    }
  }
  for (const [id, field] of Object.entries(objectField(body, "fields"))) {
    const { text, style } = (field ?? {}) as Record<string, unknown>;
    if (typeof field !== "object" || typeof text !== "string" || !isStyle(style)) {
      throw new InputError(
        `fields["${shortId(id)}"] must be {text, style} with style one of ${
          Object.keys(CASE_STYLES).join(", ")
        }.`,
      );
    }
    requests.push({ id, style, text });
  }
  checkLimits(requests);
  return requests;
}

function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = body[name];
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new InputError(`${name} must be an object that maps input ids to text.`);
  }
  return value as Record<string, unknown>;
}

function isStyle(style: unknown): style is CaseStyleName {
  return typeof style === "string" && Object.hasOwn(CASE_STYLES, style);
}

function checkLimits(requests: FieldRequest[]): void {
  if (requests.length === 0) {
    throw new InputError(
      `Nothing to transform: send ${
        Object.keys(CASE_GROUPS).join(", ")
      } or fields, mapping input ids to text.`,
    );
  }
  if (requests.length > MAX_FIELDS) {
    throw new InputError(`Send at most ${MAX_FIELDS} fields at once; this request has ${requests.length}.`);
  }
  const seen = new Set<string>();
  for (const { id, text } of requests) {
    if (id === "" || id.length > MAX_ID_CHARS) {
      throw new InputError(`An input id must have 1 to ${MAX_ID_CHARS} characters.`);
    }
    if (seen.has(id)) throw new InputError(`The input "${id}" is listed twice; send each input once.`);
    seen.add(id);
    if (text.length > MAX_TEXT_CHARS) {
      throw new InputError(
        `The text of "${id}" has ${text.length} characters; at most ${MAX_TEXT_CHARS} can be transformed.`,
      );
    }
  }
}

function shortId(id: string): string {
  return id.length > 40 ? `${id.slice(0, 40)}…` : id;
}
