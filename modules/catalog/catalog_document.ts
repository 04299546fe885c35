// A catalogue as one JSON document: the shop-type templates are written in it, the CLI imports and exports
// it, and copying inspection types between shops (sign-up, seed type clone, publishing to tenant shops)
// goes through it, so there is one way a catalogue moves. docs/catalog.md shows an example.
import { z } from "zod";
import { InputError } from "../../src/platform/errors.ts";
import { cultureOf } from "@modules/text/ui.ts";
import {
  CONCLUSION_MODES,
  DEFAULT_TASK_CONFIGURATION as D,
  FINDING_STATUSES,
  MAX_TASK_VALUES,
  MEDIA_MODES,
  NOTES_MODES,
  NOTIFY_MODES,
  parseCustomerMode,
  parseSubjectType,
  TASK_TYPES,
  VALUE_GRADES,
  VALUE_INPUT_TYPES,
  VALUE_MODES,
  VALUE_UNITS,
} from "./types.ts";

export const CATALOG_FORMAT = "shop-inspections.catalog/1";

const name = (max: number) => z.string().trim().min(1).max(max);
/** The id a thing had in the shop it came from: kept by publishing so attached copies can be found. */
const sourceId = z.number().int().positive().optional();

const finding = z.object({
  text: name(300),
  explanation: z.string().trim().max(2000).default(""),
  recommendation: z.string().trim().max(2000).default(""),
  /** A priority of the document, by name. */
  priority: z.string().trim().optional(),
  status: z.enum(FINDING_STATUSES).default("audited"),
  sourceId,
});

const task = z.object({
  name: name(200),
  isActive: z.boolean().default(true),
  taskType: z.enum(TASK_TYPES).default(D.taskType),
  conclusionMode: z.enum(CONCLUSION_MODES).default(D.conclusionMode),
  mediaMode: z.enum(MEDIA_MODES).default(D.mediaMode),
  notesMode: z.enum(NOTES_MODES).default(D.notesMode),
  valueMode: z.enum(VALUE_MODES).default(D.valueMode),
  values: z.array(z.object({
    label: name(60),
    inputType: z.enum(VALUE_INPUT_TYPES),
    unit: z.enum(VALUE_UNITS).default(""),
    ranges: z.array(z.object({
      grade: z.enum(VALUE_GRADES),
      min: z.number().nullable().default(null),
      max: z.number().nullable().default(null),
    })).max(12).default([]),
    /** The value (1-4) the ranges grade this one against, as a percentage of it; null: the reading itself. */
    percentOf: z.number().int().min(1).max(MAX_TASK_VALUES).nullable().default(null),
  })).max(MAX_TASK_VALUES).default([]),
  /** The texts of the task's findings a yellow and a red value suggest. */
  yellowFinding: z.string().trim().optional(),
  redFinding: z.string().trim().optional(),
  notifyMode: z.enum(NOTIFY_MODES).default(D.notifyMode),
  defaultPriority: z.string().trim().optional(),
  priceMin: z.number().nonnegative().nullable().default(null),
  priceMax: z.number().nonnegative().nullable().default(null),
  instructions: z.string().trim().max(2000).default(""),
  findings: z.array(finding).default([]),
  sourceId,
});

const category = z.object({
  name: name(120),
  isActive: z.boolean().default(true),
  tasks: z.array(task).default([]),
  sourceId,
});

/** A subject type or customer mode by name, code or number (seed 000 section 5), stored as its name; what
 * names none is left as sent, so the enumeration's message says what is allowed. */
const byNameCodeOrNumber = (parse: (raw: unknown) => string) => (raw: unknown) => {
  if (raw === undefined) return raw;
  try {
    return parse(raw);
  } catch {
    return raw;
  }
};

const inspectionType = z.object({
  name: name(120),
  description: z.string().trim().max(2000).default(""),
  subjectType: z.preprocess(
    byNameCodeOrNumber(parseSubjectType),
    z.enum(["general", "vehicle", "appliance"]).default("vehicle"),
  ),
  customerMode: z.preprocess(
    byNameCodeOrNumber(parseCustomerMode),
    z.enum(["none", "required", "optional"]).default("required"),
  ),
  isActive: z.boolean().default(true),
  isDefault: z.boolean().default(false),
  /** Task names; the checklist shows them in the catalogue's category and task order. */
  tasks: z.array(name(200)),
  sourceId,
});

const priority = z.object({
  name: name(80),
  colour: z.string().regex(/^#[0-9a-f]{6}$/, "a colour is #rrggbb in lower case"),
  isActive: z.boolean().default(true),
});

export const catalogDocumentSchema = z.object({
  format: z.literal(CATALOG_FORMAT),
  /** The template's key (or the exported shop's address). */
  key: z.string().regex(
    /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/,
    "use lower-case letters, digits and hyphens",
  ),
  name: name(120),
  description: z.string().trim().max(500).default(""),
  priorities: z.array(priority).default([]),
  categories: z.array(category),
  inspectionTypes: z.array(inspectionType),
  /**
   * The catalogue's customer-facing words in other cultures (decision 028), by culture and the document's own
   * text: { "es-MX": { "Battery test": "Prueba de batería" } }. A shop the document goes into gets those it
   * has not translated itself.
   */
  translations: z.record(
    z.string().refine((tag) => cultureOf(tag) === tag, "a culture is written as es-MX"),
    z.record(z.string().min(1).max(4000), z.string().trim().min(1).max(4000)),
  ).default({}),
});

export type CatalogDocument = z.output<typeof catalogDocumentSchema>;
/** What a template file may leave out (every default above). */
export type CatalogDocumentInput = z.input<typeof catalogDocumentSchema>;
export type DocumentTask = CatalogDocument["categories"][number]["tasks"][number];

/**
 * A checked document, or an InputError naming the first problems by their place in the document, and the
 * names that do not add up (a type naming an unknown task, a priority nobody defined, a name used twice).
 */
export function readCatalogDocument(json: unknown): CatalogDocument {
  const parsed = catalogDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) =>
      `${issue.path.join(".") || "(document)"}: ${issue.message}`
    );
    throw new InputError(`The catalogue document is not valid. ${problems.join("; ")}.`);
  }
  const document = parsed.data;
  const priorities = new Set(document.priorities.map((p) => p.name.toLowerCase()));
  const taskNames = new Set<string>();
  const refuse = (message: string) => {
    throw new InputError(`The catalogue document is not valid. ${message}`);
  };
  unique(document.priorities.map((p) => p.name), "priority", refuse);
  unique(document.categories.map((c) => c.name), "category", refuse);
  unique(document.inspectionTypes.map((t) => t.name), "inspection type", refuse);
  for (const category of document.categories) {
    for (const task of category.tasks) {
      const key = task.name.toLowerCase();
      if (taskNames.has(key)) refuse(`The task "${task.name}" is named twice.`);
      taskNames.add(key);
      unique(task.findings.map((f) => f.text), `finding of "${task.name}"`, refuse);
      for (const wanted of [task.yellowFinding, task.redFinding]) {
        if (wanted && !task.findings.some((f) => f.text.toLowerCase() === wanted.toLowerCase())) {
          refuse(`The task "${task.name}" suggests the finding "${wanted}", which it does not have.`);
        }
      }
      for (const wanted of [task.defaultPriority, ...task.findings.map((f) => f.priority)]) {
        if (wanted && !priorities.has(wanted.toLowerCase())) {
          refuse(`The priority "${wanted}" is not defined.`);
        }
      }
    }
  }
  for (const type of document.inspectionTypes) {
    for (const taskName of type.tasks) {
      if (!taskNames.has(taskName.toLowerCase())) {
        refuse(`The inspection type "${type.name}" names an unknown task "${taskName}".`);
      }
    }
  }
  if (document.inspectionTypes.filter((t) => t.isDefault).length > 1) {
    refuse("Only one inspection type can be the default.");
  }
  return document;
}

function unique(names: string[], what: string, refuse: (message: string) => never): void {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) refuse(`The ${what} "${name}" is named twice.`);
    seen.add(key);
  }
}
