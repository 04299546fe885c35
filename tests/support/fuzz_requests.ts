// The requests of the fuzz test and bench (tests/contract/fuzz_test.ts, `deno task bench fuzz`; fuzz_run.ts
// sends them): every /ajax call, form post and printable the Hono app has (read from app.routes, so a new
// route is fuzzed without being listed) and every page in the route tree, as an anonymous browser and as
// the demo shop's signed-in owner, each with a valid CSRF token so the handlers themselves are reached.
// Paths, queries and bodies (JSON, forms, multipart whole, without a boundary or broken, bytes of another
// type) carry the values of fuzz_values.ts. A call that takes a file (the appointments import) is sent
// hostile files mostly (hostile_files.ts), and each upload's create call becomes an UPLOAD route: create,
// PUT hostile bytes to the signed link, complete (fuzz_run.ts runs it).
import fc from "fast-check";
import type { Hono } from "hono";
import type { AppEnv } from "../../src/platform/http.ts";
import { DEMO_LOGINS, DEMO_SHOP } from "@modules/shops/mod.ts";
import { HttpClient } from "./http_client.ts";
import { shopSystemCsv, weeklySeries } from "./appointment_files.ts";
import { hostileCalendars, hostileCsvs, hostileUploads } from "./hostile_files.ts";
import {
  fieldsOf,
  formText,
  type IdTable,
  idText,
  jsonValue,
  type KnownValues,
  name,
  percentEncoded,
  plausible,
  tableOf,
  text,
} from "./fuzz_values.ts";

export interface FuzzRoute {
  method: string;
  /** A Hono path pattern (`/:id{[0-9]+}`) or a page's (`/$taskId`). */
  path: string;
}

export type Identity = "anonymous" | "owner";

export interface FuzzRequest {
  as: Identity;
  method: string;
  /** The address: path and query, percent-encoded as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const ORIGIN = "http://localhost";

/**
 * The routes to fuzz: the app's own (not its middleware, not the binary routes in front of the body limit:
 * built assets, media views and upload PUTs, which take bytes, not input) and the pages of the route tree.
 */
export async function fuzzRoutes(app: Hono<AppEnv>): Promise<FuzzRoute[]> {
  const routes = new Map<string, FuzzRoute>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" || /^\/(assets|media|blobs)\//.test(path)) continue;
    routes.set(`${method} ${path}`, { method, path });
    // An upload's bytes go to its signed link, not to a route of its own: create, PUT, complete.
    if (method === "GET" && path.endsWith("/assets/create")) {
      routes.set(`UPLOAD ${path}`, { method: "UPLOAD", path });
    }
  }
  const tree = await Deno.readTextFile(new URL("../../src/routeTree.gen.ts", import.meta.url));
  const pages = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? "";
  for (const [, path] of pages.matchAll(/^\s*'([^']+)':/gm)) {
    routes.set(`GET ${path}`, { method: "GET", path });
  }
  return [...routes.values()];
}

// ---- requests -------------------------------------------------------------------------------------------

/** The table a path's id names, by the segment before it (`/tasks/:id`, `/inspection-types/:ownerKey`). */
const SEGMENT_TABLES: Record<string, IdTable> = {
  tasks: "tasks",
  categories: "categories",
  findings: "findings",
  priorities: "priorities",
  types: "inspection_types",
  "inspection-types": "inspection_types",
  users: "users",
  shops: "shops",
  subjects: "subjects",
  vehicles: "subjects",
};

/** A path parameter's value as sent: mostly a real one, else digits too large, bad escapes or text. */
function paramValue(param: string, before: string, known: KnownValues): fc.Arbitrary<string> {
  const table = tableOf(param) ?? SEGMENT_TABLES[/([\w-]+)\/$/.exec(before)?.[1] ?? ""] ?? null;
  const real = /shop/i.test(param) && !/Id$/.test(param)
    ? fc.constant(DEMO_SHOP.uriName)
    : /enc|ownerKey/i.test(param) && !table
    ? fc.oneof(fc.constantFrom(...known.encIds), idText(known))
    : table
    ? fc.oneof(fc.constantFrom(...known.idsOf[table].map(String)), idText(known))
    : idText(known);
  return fc.oneof(
    { weight: 6, arbitrary: real },
    { weight: 2, arbitrary: text.map(percentEncoded) },
    { weight: 1, arbitrary: fc.constantFrom("%ED%A0%80", "%", "%zz", "%C0%AF", "%00", "a%2Fb", "..") },
  );
}

export function pathOf(route: FuzzRoute, known: KnownValues): fc.Arbitrary<string> {
  // Hono's `:name{regex}` and `:name`, and the route tree's `$name`; a trailing "/" of a page index stays.
  const parts = route.path.split(/(:[A-Za-z]\w*(?:\{(?:[^{}]|\{[^}]*\})*\})?|\$[A-Za-z]\w*)/);
  const pieces = parts.map((part, index) =>
    /^[:$]/.test(part)
      ? paramValue(part.slice(1).replace(/\{.*$/, ""), parts[index - 1] ?? "", known)
      : fc.constant(part)
  );
  return fc.tuple(...pieces).map((values) => values.join(""));
}

const sparseQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 4,
    arbitrary: fc.array(fc.tuple(name, text), { maxLength: 4 }).map((pairs) =>
      pairs.map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`).join("&")
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom("search=%00", "%", "a=%ED%A0%80", "id=2147483648", "page=-1") },
);

/** A query string: none, a few names, or a plausible search with one value wrong. */
function queryOf(known: KnownValues): fc.Arbitrary<string> {
  const searchNames = ["search", "page", "pageSize", "orderBy", "status", "categoryId", "taskId", "shop"];
  const search = fc.tuple(
    fc.subarray(searchNames, { minLength: 1 }),
    fc.option(fc.tuple(fc.constantFrom(...searchNames), text), { freq: 2 }),
  ).chain(([names, wrong]) =>
    fc.tuple(...names.map((field) => plausible(field, known))).map((values) =>
      names.map((field, index) => {
        const value = wrong && wrong[0] === field ? wrong[1] : formText(values[index]);
        return `${percentEncoded(field)}=${percentEncoded(value)}`;
      }).join("&")
    )
  );
  return fc.oneof({ weight: 3, arbitrary: sparseQuery }, { weight: 1, arbitrary: search });
}

interface Body {
  type?: string;
  body?: string | Uint8Array<ArrayBuffer>;
}

async function multipart(
  fields: Array<[string, string]>,
): Promise<{ type: string; bytes: Uint8Array<ArrayBuffer> }> {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  const request = new Request(ORIGIN, { method: "POST", body: form });
  return {
    type: request.headers.get("Content-Type")!,
    bytes: new Uint8Array(await request.arrayBuffer()),
  };
}

type BodyPlan =
  | { kind: "none" }
  | { kind: "json"; value: unknown; type: string }
  | { kind: "form"; fields: Array<[string, string]> }
  | { kind: "multipart"; fields: Array<[string, string]>; damage: "none" | "no-boundary" | "cut" | "garbage" }
  | { kind: "text"; text: string; type: string }
  | { kind: "bytes"; bytes: Uint8Array; type: string }
  | { kind: "file"; name: string; content: string | Uint8Array<ArrayBuffer>; type: string };

/** One hostile file in a multipart form, as a file input sends it: a calendar, a CSV, or a picture's bytes. */
function fileBody(): fc.Arbitrary<BodyPlan> {
  const zone = "America/Los_Angeles";
  return fc.record({
    kind: fc.constant("file" as const),
    name: fc.constantFrom("bay1.ics", "appointments.csv", "photo.jpg", "export", "..\\..\\x.ics"),
    content: fc.oneof(
      hostileCalendars([weeklySeries(zone).ics]),
      hostileCsvs([shopSystemCsv(zone)]),
      hostileUploads(),
    ),
    type: fc.constantFrom("", "text/calendar", "text/csv", "image/jpeg", "application/octet-stream"),
  });
}

/** A call that reads a file: the appointments import. */
const TAKES_FILE = /^\/ajax\/appointments\//;

function bodyPlan(known: KnownValues): fc.Arbitrary<BodyPlan> {
  const fields = fieldsOf(known).map((pairs) =>
    pairs.map(([field, value]): [string, string] => [field, formText(value)])
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({ kind: "none" as const }) },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("json" as const),
        value: fc.oneof(
          { weight: 6, arbitrary: fieldsOf(known).map((pairs) => Object.fromEntries(pairs)) },
          { weight: 1, arbitrary: jsonValue(known) },
        ),
        type: fc.constantFrom("application/json", "application/json; charset=utf-8", "application/x+json"),
      }),
    },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("form" as const), fields }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("multipart" as const),
        fields,
        damage: fc.constantFrom("none" as const, "no-boundary" as const, "cut" as const, "garbage" as const),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("text" as const),
        text: fc.oneof(text, fc.constantFrom("12,7,9", "1,2147483648", '{"message":"\\ud800"}')),
        type: fc.constantFrom("text/csv", "text/plain", "application/json"),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("bytes" as const),
        bytes: fc.uint8Array({ maxLength: 200 }),
        type: fc.constantFrom(
          "",
          "application/octet-stream",
          "application/json",
          "multipart/form-data",
          "multipart/form-data; boundary=",
          "multipart/form-data; boundary=x",
          "application/x-www-form-urlencoded",
          "text/plain",
          "image/png",
        ),
      }),
    },
  );
}

async function bodyOf(plan: BodyPlan, token: string, tokenInBody: boolean): Promise<Body> {
  const withToken = (fields: Array<[string, string]>): Array<[string, string]> =>
    tokenInBody ? [["csrfToken", token], ...fields] : fields;
  switch (plan.kind) {
    case "none":
      return {};
    case "json": {
      const value = tokenInBody && typeof plan.value === "object" && plan.value !== null &&
          !Array.isArray(plan.value)
        ? { csrfToken: token, ...plan.value }
        : plan.value;
      // JSON.stringify writes a lone surrogate as its \ud800 escape, and NUL as \u0000.
      return { type: plan.type, body: JSON.stringify(value) ?? "null" };
    }
    case "form":
      return {
        type: "application/x-www-form-urlencoded",
        body: withToken(plan.fields).map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`)
          .join("&"),
      };
    case "multipart": {
      const { type, bytes } = await multipart(withToken(plan.fields));
      if (plan.damage === "no-boundary") return { type: "multipart/form-data", body: bytes };
      if (plan.damage === "cut") return { type, body: bytes.slice(0, Math.floor(bytes.length / 2)) };
      if (plan.damage === "garbage") return { type, body: "this is not multipart" };
      return { type, body: bytes };
    }
    case "text":
      return { type: plan.type, body: plan.text };
    case "bytes":
      return { type: plan.type || undefined, body: new Uint8Array(plan.bytes) };
    case "file": {
      const form = new FormData();
      if (tokenInBody) form.append("csrfToken", token);
      form.append("file", new File([plan.content], plan.name, { type: plan.type }));
      const request = new Request(ORIGIN, { method: "POST", body: form });
      return {
        type: request.headers.get("Content-Type")!,
        body: new Uint8Array(await request.arrayBuffer()),
      };
    }
  }
}

export interface RequestPlan {
  as: Identity;
  method: string;
  path: string;
  query: string;
  body: BodyPlan;
  /** How the CSRF token is sent: as the header, in the body, or not at all. */
  token: "header" | "body" | "none";
  accept: string;
  referer: string | null;
  extraCookie: string | null;
  /**
   * The client's address, as the one trusted proxy reports it (startFuzzApp): a new one each time, so a
   * per-address rate limit does not turn every later request into a 429.
   */
  forwardedFor: string;
}

export function requestPlan(route: FuzzRoute, known: KnownValues): fc.Arbitrary<RequestPlan> {
  const safe = route.method === "GET" || route.method === "HEAD";
  return fc.record({
    as: fc.constantFrom<Identity>("anonymous", "owner"),
    method: fc.constant(route.method),
    path: pathOf(route, known),
    query: queryOf(known),
    body: safe
      ? fc.constant<BodyPlan>({ kind: "none" })
      : TAKES_FILE.test(route.path)
      ? fc.oneof({ weight: 4, arbitrary: fileBody() }, { weight: 1, arbitrary: bodyPlan(known) })
      : bodyPlan(known),
    token: fc.constantFrom<RequestPlan["token"]>("header", "header", "header", "header", "body", "none"),
    accept: fc.constantFrom("text/html", "application/json", "*/*"),
    referer: fc.option(fc.oneof(
      fc.constant(`${ORIGIN}/${DEMO_SHOP.uriName}/inspections`),
      text.map((value) => `${ORIGIN}/${percentEncoded(value)}/x`),
    )),
    extraCookie: fc.option(text.map((value) => `theme=${percentEncoded(value)}`), { freq: 8 }),
    forwardedFor: fc.oneof(
      { weight: 9, arbitrary: fc.ipV4() },
      // A header value is a byte string: the rest of a text is what a client could send there.
      {
        weight: 1,
        arbitrary: fc.oneof(fc.ipV6(), text.map((value) => value.replace(/[^\x20-\x7e\x80-\xff]/g, ""))),
      },
    ),
  });
}

// ---- identities -----------------------------------------------------------------------------------------

/** A browser's cookies and CSRF token, kept up to date from each answer; signs in again when needed. */
export class FuzzBrowser {
  cookies = new Map<string, string>();
  csrfToken = "";

  constructor(readonly as: Identity, private readonly appUrl: string) {}

  async start(): Promise<void> {
    const client = new HttpClient(this.appUrl);
    if (this.as === "owner") await client.signIn(DEMO_LOGINS[0].email, DEMO_LOGINS[0].password);
    else await client.page("/login");
    this.cookies = new Map(client.cookies);
    this.csrfToken = client.csrfToken;
  }

  /** After an answer: keeps its cookies; an owner whose session ended (signed out, acting as another) signs in again. */
  async keep(response: Response): Promise<void> {
    let sessionChanged = false;
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      const cookie = pair.slice(0, index).trim();
      if (cookie === "session") sessionChanged = true;
      const cleared = /max-age=0/i.test(line) || pair.slice(index + 1).trim() === "";
      if (cleared) this.cookies.delete(cookie);
      else this.cookies.set(cookie, pair.slice(index + 1).trim());
    }
    if (this.as === "owner" && sessionChanged && !(await this.stillOwner())) await this.start();
  }

  private async stillOwner(): Promise<boolean> {
    const client = new HttpClient(this.appUrl);
    for (const [cookie, value] of this.cookies) client.cookies.set(cookie, value);
    const { html } = await client.page("/switch-shop");
    return html.includes(DEMO_LOGINS[0].name) && !/acting as|impersonat/i.test(html);
  }

  cookieHeader(extra: string | null): string {
    return [...[...this.cookies].map(([cookie, value]) => `${cookie}=${value}`), ...(extra ? [extra] : [])]
      .join("; ");
  }
}

export async function requestOf(plan: RequestPlan, browser: FuzzBrowser): Promise<FuzzRequest> {
  const { type, body } = await bodyOf(plan.body, browser.csrfToken, plan.token === "body");
  const headers: Record<string, string> = {
    Accept: plan.accept,
    Cookie: browser.cookieHeader(plan.extraCookie),
  };
  if (plan.method !== "GET" && plan.method !== "HEAD") headers.Origin = ORIGIN;
  if (plan.token === "header") headers["X-CSRF-Token"] = browser.csrfToken;
  if (type) headers["Content-Type"] = type;
  if (plan.referer) headers.Referer = plan.referer;
  headers["X-Forwarded-For"] = plan.forwardedFor;
  return {
    as: plan.as,
    method: plan.method,
    url: plan.query === "" ? plan.path : `${plan.path}?${plan.query}`,
    headers,
    body,
  };
}
