// The property of the fuzz test and bench, run route by route with fast-check: no answer is a 5xx, an /ajax
// refusal is JSON with a message, and no value reaches the database unchecked (fuzz_requests.ts makes the
// requests).
import fc from "fast-check";
import { startTestApp, type TestApp } from "./app.ts";
import {
  FuzzBrowser,
  type FuzzRequest,
  type FuzzRoute,
  type Identity,
  pathOf,
  requestOf,
  requestPlan,
} from "./fuzz_requests.ts";
import { hostileUploads } from "./hostile_files.ts";
import type { KnownValues } from "./fuzz_values.ts";

/** The app to fuzz: behind one trusted proxy, whose X-Forwarded-For each request sets (fuzz_requests.ts). */
export function startFuzzApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp({ TRUST_PROXY: "1", ...env });
}

/** What the run did: requests sent, and the answers' statuses. */
export interface FuzzTally {
  requests: number;
  /** Answers by status code. */
  byStatus: Record<number, number>;
}

/**
 * Calls whose contract (seed 000) answers a refusal past the sign-in gate in a shape of its own: plain text
 * for the users' password and login-link calls, {success: false, errorMessage} for verifications.
 */
const OWN_REFUSAL_SHAPE =
  /^\/ajax\/users\/[^/?]+\/(password|loginlink|verification-email|verification-sms)(\?|$)/;

/** The checklist's items call answers a refused item in its postedItemsStatus, each with its message. */
const ITEMS_CALL = /^\/ajax\/inspections\/[^/?]+\/items(\/|\?|$)/;

function hasItemMessage(json: unknown): boolean {
  const statuses = (json as { postedItemsStatus?: Record<string, { message?: unknown }> })?.postedItemsStatus;
  return typeof statuses === "object" && statuses !== null &&
    Object.values(statuses).some((status) => readable(status?.message));
}

/** An upload's completion (seed 000 section 8) answers a refused file in its uploadResults, each with its message. */
const UPLOAD_CALL = /^\/ajax\/sas-uploads\//;

function hasUploadMessage(json: unknown): boolean {
  const results = (json as { uploadResults?: Array<{ message?: unknown }> })?.uploadResults;
  return Array.isArray(results) && results.some((result) => readable(result?.message));
}

const readable = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Why an answer breaks the property, or null: a 5xx, or an /ajax refusal that is not JSON with a message. */
export async function problemOf(request: FuzzRequest, response: Response): Promise<string | null> {
  const answer = await response.text();
  if (response.status >= 500) return `answered ${response.status}: ${answer.slice(0, 300)}`;
  const ajax = /^\/ajax([/?]|$)/.test(request.url);
  if (ajax && response.status >= 400) {
    let json: { message?: unknown; errorMessage?: unknown } | undefined;
    try {
      json = JSON.parse(answer);
    } catch {
      json = undefined;
    }
    if (readable(json?.message)) return null;
    const ownShape = OWN_REFUSAL_SHAPE.test(request.url) &&
      (readable(json?.errorMessage) || /^text\/plain/.test(response.headers.get("Content-Type") ?? "") &&
          readable(answer));
    const ownResults = ITEMS_CALL.test(request.url) && hasItemMessage(json) ||
      UPLOAD_CALL.test(request.url) && hasUploadMessage(json);
    if (!ownShape && !ownResults) {
      return `answered ${response.status} without a JSON {message}: ${answer.slice(0, 300)}`;
    }
  }
  return null;
}

/**
 * A value the database refused (the error handler's last safety net, src/platform/input_hygiene.ts) is a
 * 400 too, but a check missing where the value is read: the run fails on it as on a 5xx.
 */
function databaseRefusal(lines: string[]): string | null {
  const refused = lines.map((line) => JSON.parse(line)).find((entry) =>
    entry.msg === "the database refused a value of the request"
  );
  return refused ? `reached the database unchecked (${refused.code}: ${refused.error})` : null;
}

/** Each route's own seed, from the run's and the route: one route can be run again alone (FUZZ_ROUTE). */
function seedOf(seed: number, route: FuzzRoute): number {
  let hash = seed | 0;
  for (const char of `${route.method} ${route.path}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash;
}

export interface FuzzRun {
  app: TestApp;
  routes: FuzzRoute[];
  known: KnownValues;
  runsPerRoute: number;
  seed: number;
  tally: FuzzTally;
}

/** Sends `runsPerRoute` generated requests to each route; throws fast-check's reports (seed, path) of failures. */
export async function fuzz({ app, routes, known, runsPerRoute, seed, tally }: FuzzRun): Promise<void> {
  const hono = app.app!;
  const browsers: Record<Identity, FuzzBrowser> = {
    anonymous: new FuzzBrowser("anonymous", app.url),
    owner: new FuzzBrowser("owner", app.url),
  };
  await browsers.anonymous.start();
  await browsers.owner.start();
  // Every route is fuzzed even after one fails, so a run tells all that is wrong at once.
  const failures: string[] = [];
  let lastProblem = "";
  /** Sends one request, counts its answer and keeps its cookies; throws when the answer breaks the property. */
  const send = async (request: FuzzRequest, browser: FuzzBrowser) => {
    const logged = app.logLines.length;
    const response = await hono.request(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    tally.requests++;
    tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
    const problem = await problemOf(request, response.clone()) ?? databaseRefusal(app.logLines.slice(logged));
    await browser.keep(response);
    if (problem) {
      lastProblem = `${request.method} ${request.url} as ${request.as} ${problem}`;
      throw new Error(lastProblem);
    }
    return response;
  };
  for (const route of routes) {
    // An UPLOAD route (fuzz_requests.ts): hostile bytes through an upload's create, PUT and completion.
    const uploads = fc.asyncProperty(
      pathOf({ method: "GET", path: route.path }, known),
      hostileUploads(),
      (path, bytes) => uploadThrough(browsers.owner, path, bytes, send),
    );
    const requests = fc.asyncProperty(requestPlan(route, known), async (plan) => {
      const browser = browsers[plan.as];
      let request = await requestOf(plan, browser);
      // A page's address is put in its canonical form by a 307 (TanStack's search parameters): followed as a
      // browser would, so the page itself is what gets the input.
      for (let hops = 0; hops < 3; hops++) {
        const response = await send(request, browser);
        await response.body?.cancel();
        const location = response.headers.get("Location") ?? "";
        if (request.method !== "GET" || response.status !== 307 || !location.startsWith("/")) break;
        request = {
          ...request,
          url: location,
          headers: { ...request.headers, Cookie: browser.cookieHeader(plan.extraCookie) },
        };
      }
    });
    const check = <T extends unknown[]>(property: fc.IAsyncProperty<T>) =>
      fc.assert(property, { numRuns: runsPerRoute, seed: seedOf(seed, route) });
    await (route.method === "UPLOAD" ? check(uploads) : check(requests)).catch((error) => {
      failures.push(
        `${route.method} ${route.path} (FUZZ_SEED=${seed} FUZZ_ROUTE="${route.method} ${route.path}"): ${
          (error as Error).message
        }\nThe failing request, shrunk: ${lastProblem}`,
      );
    });
  }
  if (failures.length > 0) throw new Error(`${failures.length} routes failed:\n\n${failures.join("\n\n")}`);
}

/**
 * An upload as a phone sends it, with hostile bytes: the create call (a real owner or a fuzzed one), the PUT
 * of the bytes to its signed link, and the completion; each answer held to the property.
 */
async function uploadThrough(
  browser: FuzzBrowser,
  createPath: string,
  bytes: Uint8Array<ArrayBuffer>,
  send: (request: FuzzRequest, browser: FuzzBrowser) => Promise<Response>,
): Promise<void> {
  const headers = (more: Record<string, string> = {}) => ({
    Accept: "application/json",
    Cookie: browser.cookieHeader(null),
    "X-CSRF-Token": browser.csrfToken,
    Origin: "http://localhost",
    "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
    ...more,
  });
  const created = await send({ as: "owner", method: "GET", url: createPath, headers: headers() }, browser);
  if (created.status !== 200) return void await created.body?.cancel();
  const create = await created.json() as {
    putUri: string;
    putRequestHeaders: Record<string, string>;
    postCompleteUri: string;
    blobLifetimeId: string;
  };
  const put = await send(
    {
      as: "owner",
      method: "PUT",
      url: create.putUri,
      headers: headers(create.putRequestHeaders),
      body: bytes,
    },
    browser,
  );
  await put.body?.cancel();
  const completion = JSON.stringify({ blobLifetimeId: create.blobLifetimeId, fileName: "hostile.jpg" });
  const completed = await send({
    as: "owner",
    method: "POST",
    url: create.postCompleteUri,
    headers: headers({ "Content-Type": "application/json" }),
    body: completion,
  }, browser);
  await completed.body?.cancel();
}
