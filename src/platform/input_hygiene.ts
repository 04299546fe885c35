// One check, at the request boundary, of what every request carries, before anything reads it: text the
// database cannot store, a form that cannot be read, and ids no row can have. Each is answered with a 400
// that says what is wrong, instead of reaching a handler or the database and becoming a 500.
//
// - A NUL character (U+0000) in the address, the query, a cookie, the Referer, a form field or a JSON
//   string: Postgres text cannot hold it. A lone UTF-16 surrogate: only a JSON \uD800-style escape can make
//   one (percent-decoding and header bytes never do), and Postgres refuses it in json and text alike.
// - A percent escape in the address or the query that does not spell UTF-8 (%FF, a lone %C3, %zz): every
//   decoder downstream (the router's search parser, the page's shop) throws on it (issue 32: a 500 to a
//   signed-in user at /switch-shop?next=%FF). No browser makes one from text typed or linked.
// - A form body (multipart/form-data without a boundary, or broken) or a JSON body that cannot be parsed.
// - An id outside int4, the type of every id column: a path segment of digits beyond 2147483647 (past the
//   first, which is a shop's name; routes take ids there), or a JSON number under the name `id`, `ids`,
//   `...Id` or `...Ids` that is not a whole number within int4. Text is not judged by its name (an outside
//   system's workOrderId may be any digits): the code that reads a form field or a query parameter as an
//   id checks it (row_ids.ts, reorder_call.ts, the list searches).
//
// Other headers need no check: a header value is a byte string, so it can carry neither NUL (refused by the
// HTTP server) nor a surrogate. Other numbers (an odometer, a year) are the reading code's to range-check;
// the error handler turns a value the database refuses anyway into a 400 (inputErrorOfDatabase).
//
// A refused form posted to a page (not /ajax) is not answered here: reading it throws the refusal, so its
// handler shows the page again with the message, as for any refused form.
import type { Context, MiddlewareHandler } from "hono";
import { parse as parseCookies } from "hono/utils/cookie";
import { InputError } from "./errors.ts";
import type { AppEnv } from "./http.ts";
import { MAX_ID } from "./row_ids.ts";

const MIN_INT4 = -2_147_483_648;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json/i;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;
const TEXT_TYPE = /^text\//i;
/** `id`, `ids`, `taskId`, `taskIds`: the names this app gives ids in its JSON calls. */
const ID_NAME = /^ids?$|[a-z0-9]Ids?$/;

export function inputHygiene(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const addressRefusal = refusalOfAddress(c);
    if (addressRefusal) throw new InputError(addressRefusal);
    const body = await refusalOfBody(c);
    if (body) {
      const ajax = c.req.path === "/ajax" || c.req.path.startsWith("/ajax/");
      if (ajax || !body.form) throw new InputError(body.refusal);
      // The form reads as its refusal: whoever reads it (readForm, parseBody, the CSRF check) meets the
      // error, and a form page is rendered again with the message, as for any refused form.
      const refused = Promise.reject(new RefusedFormError(body.refusal, body.csrfToken));
      refused.catch(() => {});
      // Hono keeps the body it read as promises in bodyCache (typed as the values), each body read after the
      // first derived from what is there.
      (c.req.bodyCache as { formData?: Promise<FormData> }).formData = refused;
    }
    await next();
  };
}

/** A form refused at the boundary; it carries the form's CSRF token, so that check can still be made. */
export class RefusedFormError extends InputError {
  constructor(message: string, readonly csrfToken: string | undefined) {
    super(message);
  }
}

/** A text's problem for the database, named after `place`, or null. */
function refusalOfText(text: string, place: string): string | null {
  if (text.includes("\0")) return `${place} holds a NUL character (U+0000), which text here cannot contain.`;
  if (!text.isWellFormed()) {
    return `${place} holds a broken character (a lone UTF-16 surrogate); send the text as valid Unicode.`;
  }
  return null;
}

/** Why a JSON value under an id's name can be no row's id, or null. */
function refusalOfId(value: unknown, place: string): string | null {
  if (typeof value !== "number" || Number.isInteger(value) && value >= MIN_INT4 && value <= MAX_ID) {
    return null;
  }
  return `${place} is ${value}, which is not an id: ids are whole numbers up to ${MAX_ID}.`;
}

function refusalOfAddress(c: Context<AppEnv>): string | null {
  const url = new URL(c.req.url);
  const escapes = refusalOfEscapes(url);
  if (escapes) return escapes;
  const segments = url.pathname.split("/").slice(1).map(decoded);
  for (const [index, segment] of segments.entries()) {
    const refusal = refusalOfText(segment, "The address");
    if (refusal) return refusal;
    if (index > 0 && /^\d+$/.test(segment) && BigInt(segment) > BigInt(MAX_ID)) {
      return `The address names ${segment}, which is not an id: ids are whole numbers up to ${MAX_ID}.`;
    }
  }
  for (const [name, value] of url.searchParams) {
    const refusal = refusalOfField(name, value, `The query parameter "${name}"`);
    if (refusal) return refusal;
  }
  for (const [name, value] of Object.entries(parseCookies(c.req.header("Cookie") ?? ""))) {
    const refusal = refusalOfText(name, "A cookie's name") ??
      refusalOfText(value, `The cookie "${name}" (clear this site's cookies)`);
    if (refusal) return refusal;
  }
  // The page a call comes from names its shop (src/page_shop.ts), percent-decoded.
  const referer = c.req.header("Referer");
  return referer ? refusalOfText(decoded(referer), "The Referer header") : null;
}

/** The first part of the address (a path segment, a query parameter) whose percent escapes are not UTF-8. */
function refusalOfEscapes(url: URL): string | null {
  for (const segment of url.pathname.split("/")) {
    if (!decodes(segment)) {
      return `The address holds "${segment.slice(0, 40)}", whose percent escapes are not UTF-8 text.`;
    }
  }
  for (const part of url.search.slice(1).split("&")) {
    if (decodes(part.replaceAll("+", " "))) continue;
    const [name] = part.split("=");
    const place = decodes(name)
      ? `The query parameter "${decodeURIComponent(name)}"`
      : "A query parameter's name";
    return `${place} holds "${part.slice(0, 40)}", whose percent escapes are not UTF-8 text.`;
  }
  return null;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function refusalOfField(name: string, value: string, place: string): string | null {
  return refusalOfText(name, `${place}'s name`) ?? refusalOfText(value, place);
}

interface BodyRefusal {
  refusal: string;
  /** A form (which a page may show again), with its csrfToken field when it could be read. */
  form: boolean;
  csrfToken?: string;
}

/** Why the body cannot be taken, or null when it is fine. */
async function refusalOfBody(c: Context<AppEnv>): Promise<BodyRefusal | null> {
  if (c.req.method === "GET" || c.req.method === "HEAD" || !c.req.raw.body) return null;
  const type = c.req.header("Content-Type") ?? "";
  const form = FORM_TYPE.test(type);
  if (!form && !JSON_TYPE.test(type) && !TEXT_TYPE.test(type)) return null;
  // A copy: the original stays unread for the handler, and for the pages handler, which reads c.req.raw.
  const bytes = await c.req.raw.clone().arrayBuffer();
  if (form) return await refusalOfForm(bytes, type);
  const text = new TextDecoder().decode(bytes);
  const refusal = JSON_TYPE.test(type) ? refusalOfJson(text) : refusalOfText(text, "The request body");
  return refusal ? { refusal, form } : null;
}

async function refusalOfForm(bytes: ArrayBuffer, type: string): Promise<BodyRefusal | null> {
  let fields: FormData;
  try {
    fields = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    const refusal = /^multipart\//i.test(type) && !/;\s*boundary=/i.test(type)
      ? "The form could not be read: a multipart/form-data body needs a boundary in its Content-Type."
      : "The form could not be read: its body is not valid multipart/form-data.";
    return { refusal, form: true };
  }
  const token = fields.get("csrfToken");
  const csrfToken = typeof token === "string" ? token : undefined;
  for (const [name, value] of fields) {
    // Files are bytes, not text; their names are the upload's to check.
    const refusal = typeof value === "string"
      ? refusalOfField(name, value, `The field "${name}"`)
      : refusalOfText(name, `The field "${name}"'s name`);
    if (refusal) return { refusal, form: true, csrfToken };
  }
  return null;
}

function refusalOfJson(text: string): string | null {
  if (text.trim() === "") return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "The request body is not valid JSON.";
  }
  // Without recursion: a body can nest deeper than the call stack.
  const pending: Array<{ value: unknown; path: string; key: string }> = [{ value: body, path: "", key: "" }];
  while (pending.length > 0) {
    const { value, path, key } = pending.pop()!;
    const place = path === "" ? "The request body" : `The JSON field "${path}"`;
    const refusal = typeof value === "string" ? refusalOfText(value, place) : null;
    if (refusal) return refusal;
    if (ID_NAME.test(key) && !Array.isArray(value)) {
      const idRefusal = refusalOfId(value, place);
      if (idRefusal) return idRefusal;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: `${path}[${index}]`, key }));
    } else if (typeof value === "object" && value !== null) {
      for (const [name, item] of Object.entries(value)) {
        const nameRefusal = refusalOfText(name, `A JSON field's name in "${path || "the body"}"`);
        if (nameRefusal) return nameRefusal;
        pending.push({ value: item, path: path === "" ? name : `${path}.${name}`, key: name });
      }
    }
  }
  return null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // Not percent-encoded UTF-8: whoever reads it sees the text as it is.
    return text;
  }
}

/**
 * The last safety net: what a Postgres data exception (SQLSTATE class 22) tells the sender, or null for
 * other errors. Logged as a warning, as the value should have been refused where it was read.
 */
export function inputErrorOfDatabase(c: Context<AppEnv>, error: unknown): InputError | null {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== "string" || !/^22[0-9A-Z]{3}$/.test(code) || !(error instanceof Error)) return null;
  c.get("services").log.warn("the database refused a value of the request", {
    requestId: c.get("requestId"),
    path: c.req.path,
    code,
    error: error.message,
  });
  return new InputError(DATA_EXCEPTIONS[code] ?? "A value in the request cannot be stored.");
}

const DATA_EXCEPTIONS: Record<string, string> = {
  "22001": "A text in the request is longer than allowed.",
  "22003": "A number in the request is too large or too small to be stored.",
  "22007": "A date or time in the request is not valid.",
  "22008": "A date or time in the request is out of range.",
  "22021": "Text in the request holds a character that cannot be stored, such as a NUL character.",
  "22P02": "A value in the request is not of the kind expected here (such as a number where text was sent).",
  "22P05": "Text in the request holds a character that cannot be stored, such as a NUL character.",
};
