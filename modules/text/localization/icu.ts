// ICU messages (intl-messageformat): the check a message passes before it is saved, and the one way a
// message is written out with its values. Compiled messages are kept by culture and text, which never go
// stale (a changed override is a different text), so no save has to clear them.
import { IntlMessageFormat } from "intl-messageformat";
import { fillText } from "@platform/fill_text.ts";

type Values = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat>();
/** Bounded: the shipped messages and the shops' overrides in use, not every text ever formatted. */
const MAX_COMPILED = 5_000;

function compile(message: string, culture: string): IntlMessageFormat {
  const cacheKey = `${culture}\u0000${message}`;
  let found = compiled.get(cacheKey);
  if (!found) {
    found = new IntlMessageFormat(message, culture, undefined, { ignoreTag: true });
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(cacheKey, found);
  }
  return found;
}

/** The names of the values a message takes ({shop}, {n, plural, ...}), nested ones included. */
export function argumentsOf(message: string, culture = "en-US"): Set<string> {
  const names = new Set<string>();
  // deno-lint-ignore no-explicit-any
  const walk = (elements: any[]) => {
    for (const element of elements) {
      if (typeof element.value === "string" && element.type !== 0 && element.type !== 7) {
        names.add(element.value);
      }
      for (const option of Object.values(element.options ?? {})) {
        // deno-lint-ignore no-explicit-any
        walk((option as any).value);
      }
      if (Array.isArray(element.children)) walk(element.children);
    }
  };
  walk(compile(message, culture).getAst());
  return names;
}

/**
 * Why a message cannot be saved, or null when it can: it must parse as ICU, and take no value the default
 * does not give (a misspelt {shp} would print as written to every customer).
 */
export function messageProblem(message: string, culture: string, defaultMessage: string): string | null {
  let used: Set<string>;
  try {
    used = argumentsOf(message, culture);
  } catch (error) {
    return `This is not a valid ICU message: ${parseErrorSaid(error)}`;
  }
  const known = argumentsOf(defaultMessage);
  const unknown = [...used].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    const offered = known.size > 0 ? [...known].map((name) => `{${name}}`).join(", ") : "none";
    return `Unknown placeholder ${
      unknown.map((name) => `{${name}}`).join(", ")
    }; this message takes ${offered}.`;
  }
  return null;
}

/** Whether a message parses as ICU (a shop's wording that does not is never shown: catalogue.ts). */
export function parses(message: string, culture: string): boolean {
  try {
    compile(message, culture);
    return true;
  } catch {
    return false;
  }
}

/**
 * The parser's error as a sentence for the person who typed the message: the parser names it by a code
 * (EXPECT_ARGUMENT_CLOSING_BRACE), which told an owner nothing (issue 32); where it is, counted from 1.
 */
function parseErrorSaid(error: unknown): string {
  const { message: code, location } = error as { message: string; location?: { start: { offset: number } } };
  const at = location ? ` (character ${location.start.offset + 1})` : "";
  const said: Record<string, string> = {
    EXPECT_ARGUMENT_CLOSING_BRACE: `a { has no closing }${at}.`,
    EMPTY_ARGUMENT: `a {} has no name in it${at}: write the placeholder's name, as in {name}.`,
    MALFORMED_ARGUMENT: `a placeholder's name is not one word${at}: write it as in {name}.`,
    EXPECT_ARGUMENT_TYPE: `a comma in a placeholder must be followed by plural, select or number${at}.`,
    INVALID_ARGUMENT_TYPE: `a comma in a placeholder must be followed by plural, select or number${at}.`,
    MISSING_OTHER_CLAUSE: `a plural or select needs an other {…} choice${at}.`,
  };
  return said[code] ?? `the braces { } do not pair up or hold something else than a placeholder${at}.`;
}

/**
 * A message as a page is sent it: parsed on the server, so the browser's bundle carries no ICU parser
 * (vite.config.ts leaves it out): the text itself when there is nothing to fill in (most words), else its
 * parsed form. A message that does not parse (never saved so: overrides are checked) is sent as its text.
 */
export type PageMessage = string | MessageFormatElement[];

/** A parsed message (the parser's own type, reached through intl-messageformat, which depends on it). */
type MessageFormatElement = ReturnType<IntlMessageFormat["getAst"]>[number];

export function pageMessage(message: string, culture: string): PageMessage {
  let ast: MessageFormatElement[];
  try {
    ast = compile(message, culture).getAst();
  } catch {
    return message;
  }
  if (ast.length === 0) return "";
  return ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast;
}

const compiledForPages = new WeakMap<MessageFormatElement[], IntlMessageFormat>();

/**
 * A page's message written out: a text as it is, a parsed message with its values. One that cannot be
 * formatted (a value missing) shows its words with the value's {name}, as formatMessage's fallback does.
 */
export function formatPageMessage(message: PageMessage, culture: string, values: Values = {}): string {
  if (typeof message === "string") return message;
  try {
    let format = compiledForPages.get(message);
    if (!format) {
      format = new IntlMessageFormat(message, culture, undefined, { ignoreTag: true });
      compiledForPages.set(message, format);
    }
    const out = format.format(values);
    return Array.isArray(out) ? out.join("") : String(out);
  } catch {
    return message.map((element) =>
      "value" in element ? element.type === 0 ? element.value : `{${element.value}}` : ""
    )
      .join("");
  }
}

/** A message written out in a culture with its values. A message that cannot be formatted (a value
 * missing) is filled as plain {name} places instead, so a page never fails over one string. */
export function formatMessage(message: string, culture: string, values: Values = {}): string {
  try {
    const out = compile(message, culture).format(values);
    return Array.isArray(out) ? out.join("") : String(out);
  } catch {
    return fillText(message, values);
  }
}
