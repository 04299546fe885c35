// The values of fuzz_requests.ts: the demo shop's real ids and inspections, plausible values for the field
// names the handlers read, and the input that once made 500s (NUL characters, lone surrogates, ids past
// 2^31, numbers out of a column's range), mixed into bodies so handlers are reached past their first check.
import fc from "fast-check";
import type { TestApp } from "./app.ts";
import { DEMO_SHOP } from "@modules/shops/mod.ts";

/** Values that reach real rows of the demo shop: its ids (by table) and its inspections' encrypted ids. */
export interface KnownValues {
  ids: number[];
  idsOf: Record<IdTable, number[]>;
  encIds: string[];
}

const ID_TABLES = [
  "tasks",
  "categories",
  "findings",
  "priorities",
  "inspection_types",
  "users",
  "shops",
  "customers",
  "subjects",
] as const;
export type IdTable = (typeof ID_TABLES)[number];

/** The table a field's id names, by the field's name; null for names of no one table (`id`, `ids`). */
export function tableOf(field: string): IdTable | null {
  const named: Array<[RegExp, IdTable]> = [
    [/^tasks?Ids?$/, "tasks"],
    [/^categor/, "categories"],
    [/^finding/, "findings"],
    [/[pP]riorityId/, "priorities"],
    [/[tT]ypeIds?$/, "inspection_types"],
    [/[uU]serId/, "users"],
    [/^shopIds?$/, "shops"],
    [/^customerId/, "customers"],
    [/^subjectId/, "subjects"],
  ];
  return named.find(([pattern]) => pattern.test(field))?.[1] ?? null;
}

export async function knownValues(app: TestApp): Promise<KnownValues> {
  const { sql } = app.services;
  const idsOf = {} as Record<IdTable, number[]>;
  for (const table of ID_TABLES) {
    const rows = await sql<{ id: number }[]>`select id from ${sql(table)} order by id limit 200`;
    idsOf[table] = rows.length > 0 ? rows.map((row) => row.id) : [1];
  }
  const enc = await sql<{ encId: string }[]>`
    select enc_id as "encId" from inspections where enc_id is not null`;
  return { ids: [...new Set(Object.values(idsOf).flat())], idsOf, encIds: enc.map((row) => row.encId) };
}

// ---- values ---------------------------------------------------------------------------------------------

const EDGE_TEXTS = [
  "",
  " ",
  "\0",
  "a\0b",
  "\ud800",
  "x\udc00",
  "\ud83d",
  "0",
  "-1",
  "1.5",
  "2147483647",
  "2147483648",
  "9999999999",
  "99999999999999999999",
  "1e309",
  "NaN",
  "true",
  "null",
  "[]",
  "{}",
  "%00",
  "%",
  "../..",
  "'; select 1; --",
  "<script>alert(1)</script>",
  "😀".repeat(3),
  "someone@demo.example",
  "+15555550100",
  "demo",
];

const EDGE_NUMBERS = [
  0,
  1,
  2,
  -1,
  1.5,
  -0,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  32768,
];

/** Field and parameter names the routes read (and some they do not). */
const NAMES = [
  "id",
  "ids",
  "taskId",
  "taskIds",
  "categoryId",
  "findingId",
  "priorityId",
  "defaultPriorityId",
  "conclusionId",
  "typeId",
  "inspectionTypeId",
  "customerId",
  "subjectId",
  "userId",
  "mechanicUserId",
  "managerUserId",
  "shopId",
  "shopIds",
  "assetId",
  "parentAssetId",
  "workOrderId",
  "text",
  "name",
  "title",
  "description",
  "message",
  "findingText",
  "recommendation",
  "explanation",
  "instructions",
  "caption",
  "note",
  "notes",
  "inspectionNotes",
  "salesPitch",
  "email",
  "newEmail",
  "phone",
  "phoneMobile",
  "newPhone",
  "password",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "code",
  "channel",
  "purpose",
  "response",
  "invite",
  "search",
  "page",
  "pageSize",
  "orderBy",
  "status",
  "isActive",
  "isVisible",
  "isAdministrator",
  "isManager",
  "isMechanic",
  "showInFooter",
  "value",
  "values",
  "odometer",
  "odometerUnit",
  "price",
  "priceMin",
  "priceMax",
  "year",
  "make",
  "model",
  "vin",
  "plate",
  "plateIssuer",
  "license",
  "roNumber",
  "repairOrder",
  "customerName",
  "firstName",
  "lastName",
  "displayName",
  "shop",
  "shopName",
  "shopUriName",
  "uriName",
  "timeZone",
  "language",
  "lang",
  "redirectTo",
  "documentUrl",
  "pageUrl",
  "seconds",
  "screen",
  "version",
  "itemVersion",
  "inspectionVersion",
  "customerVersion",
  "subjectVersion",
  "mode",
  "intent",
  "force",
  "notesMode",
  "mediaMode",
  "valueMode",
  "customerMode",
  "type",
  "taskType",
  "subjectType",
  "colour",
  "signature",
  "reportOptions",
  "answer-1",
  "size",
  "contentType",
  "fileName",
];

/** Text with the characters that broke things weighted in: NUL, lone surrogates, emoji, controls. */
const nastyChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom("\0", "\n", "\t", "\r", "%", "&", "=", ";", "\\", '"', "'", "/") },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)) },
);

export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_TEXTS) },
  { weight: 3, arbitrary: fc.string({ unit: nastyChar, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.nat({ max: 10_000 }).map((n) => "x".repeat(n)) },
);

const number: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.integer({ min: 1, max: 400 }),
  fc.double({ noNaN: true }),
);

export const name: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NAMES) },
  { weight: 1, arbitrary: text },
);

export function idText(known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...known.ids.map(String)),
    fc.integer({ min: 1, max: 400 }).map(String),
    fc.constantFrom("0", "2147483647", "2147483648", "4294967296", "9999999999"),
  );
}

function scalar(known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof(
    text,
    number,
    fc.constantFrom(...known.ids),
    fc.boolean(),
    fc.constant(null),
  );
}

export function jsonValue(known: KnownValues): fc.Arbitrary<unknown> {
  const leaf = scalar(known);
  return fc.oneof(
    { weight: 5, arbitrary: leaf },
    { weight: 2, arbitrary: fc.array(leaf, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(name, leaf, { maxKeys: 4 }) },
  );
}

/**
 * A value of the kind a field of this name takes, so a handler's checks pass and it goes on to the
 * database. (Not the owner's e-mail address: failed sign-ins would lock the fuzzing owner out.)
 */
export function plausible(field: string, known: KnownValues): fc.Arbitrary<unknown> {
  const table = tableOf(field);
  const id = fc.constantFrom(...(table ? known.idsOf[table] : known.ids));
  if (/^ids$|Ids$/.test(field)) return fc.uniqueArray(id, { minLength: 1, maxLength: 4 });
  if (/^id$|Id$/.test(field)) return id;
  if (/^(is|show)[A-Z]|^(force|invite|response)$/.test(field)) return fc.boolean();
  if (/[eE]mail$/.test(field)) return fc.constantFrom("someone@demo.example", "mechanic@demo.example");
  if (/[pP]hone/.test(field)) return fc.constant("+14155550123");
  if (/[pP]assword$/.test(field)) return fc.constant("correct-horse-battery-9");
  if (/^(odometer|year|seconds|price|priceMin|priceMax|page|pageSize|size)$|Version$|^version$/.test(field)) {
    return fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constantFrom(2024, 1, 0));
  }
  const words: Record<string, string[]> = {
    channel: ["email", "sms", "link", "code"],
    purpose: ["login", "invite"],
    status: ["open", "active", "new", "audited", "sent", "closed", "all"],
    language: ["en", "de", "fr"],
    lang: ["en", "de"],
    timeZone: ["Europe/Berlin", "America/New_York"],
    orderBy: ["text", "created", "name"],
    mode: ["password", "link", "code"],
    odometerUnit: ["mi", "km"],
    shop: [DEMO_SHOP.uriName],
    shopUriName: [DEMO_SHOP.uriName],
    uriName: ["fuzz-shop"],
    redirectTo: ["/demo", "https://elsewhere.example/"],
    documentUrl: ["http://localhost/demo/inspections"],
    pageUrl: ["http://localhost/demo/tasks"],
  };
  return fc.constantFrom(...(words[field] ?? ["Brake pads worn", "Check the tyres", "A", "Olivia"]));
}

/** The kinds of field a wrong value is given to all at once: ids, other numbers, text. */
const KINDS = {
  id: (field: string) => /^ids?$|Ids?$/.test(field),
  number: (field: string) =>
    /^(odometer|year|seconds|price|priceMin|priceMax|page|pageSize|size)$|Version$|^version$/.test(field),
  text: (field: string) => !/^ids?$|Ids?$|^(is|show)[A-Z]/.test(field),
};

const WRONG: Record<keyof typeof KINDS, unknown[]> = {
  id: [2147483648, "2147483648", "9999999999", 4294967296, -1, 0, 1.5, "1,2147483648", [2147483648], "12abc"],
  number: [2147483648, "2147483648", 1e10, -1, 32768, 1.5, "1e309", "12abc", 9007199254740993],
  text: [
    "a\0b",
    "\ud800",
    "x".repeat(5_000),
    " ",
    "%00",
    "\ud83d",
    "9999999999",
    // Long text of emoji, once from an even and once from an odd place: a cut at a length limit meets a pair.
    "😀".repeat(2_600),
    `a${"😀".repeat(2_600)}`,
  ],
};

/** The kind of a field, for its wrong values: an id, another number, else text. */
function kindOf(field: string): keyof typeof KINDS {
  return KINDS.id(field) ? "id" : KINDS.number(field) ? "number" : "text";
}

/**
 * The fields of a body: either a few names with any values, or every name with a plausible value and then
 * none, some (each one in eight), or all of a kind (every id, every number, every text) given input that
 * once made 500s, so each handler meets its fields whole, with wrong ones where it reads them and not only
 * where its first check would refuse them.
 */
export function fieldsOf(known: KnownValues): fc.Arbitrary<Array<[string, unknown]>> {
  const sparse = fc.array(fc.tuple(name, jsonValue(known)), { maxLength: 6 });
  const plausibleFields = fc.tuple(...NAMES.map((field) => plausible(field, known)));
  const some = fc.tuple(
    ...NAMES.map((field) =>
      fc.oneof(
        { weight: 7, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...WRONG[kindOf(field)]), jsonValue(known)) },
      )
    ),
  ).map((values) => (_field: string, index: number) => values[index]);
  const allOfAKind = fc.constantFrom(...Object.keys(KINDS) as Array<keyof typeof KINDS>).chain((kind) =>
    fc.constantFrom(...WRONG[kind]).map((value) => (field: string) => KINDS[kind](field) ? value : undefined)
  );
  const wrong = fc.oneof(fc.constant(() => undefined), some, allOfAKind);
  const whole = fc.tuple(plausibleFields, wrong).map(([values, wrongOf]) =>
    NAMES.map((field, index): [string, unknown] => [field, wrongOf(field, index) ?? values[index]])
  );
  return fc.oneof({ weight: 1, arbitrary: sparse }, { weight: 3, arbitrary: whole });
}

/** A field's value as form text: lists comma-separated, as the reorder and audit calls take them. */
export function formText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(formText).join(",");
  return JSON.stringify(value) ?? "";
}

/** Percent-encodes a text as a browser would (UTF-8; a lone surrogate becomes U+FFFD). */
export function percentEncoded(value: string): string {
  return [...new TextEncoder().encode(value)].map((byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`
  ).join("");
}
