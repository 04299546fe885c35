// Calls from pages to /ajax (in the browser, after hydration): credentials included, and the page's CSRF
// token from <meta name="csrf-token"> in the X-CSRF-Token header, which the server checks on every write.
// A call whose body the specification lists with csrfToken puts it in the body too (see csrfToken()).
//
// The JSON helpers follow seed 001's status rules: a call that returns nothing expects 204; a call that
// returns data expects 200 or 201 with a JSON content type. Anything else throws UnexpectedResponseError.
import { serverMessage } from "./server_message.ts";

export { serverMessage } from "./server_message.ts";

/** The token the page was rendered with. */
export function csrfToken(): string {
  return globalThis.document?.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
}

type Body = URLSearchParams | Record<string, unknown>;

/** POST with no body, a form (URLSearchParams) or JSON (a plain object); the answer is the caller's. */
export async function post(url: string, body?: Body): Promise<Response> {
  return await fetch(url, request("POST", body).init);
}

/** What a refusal says: the message of a JSON error or the plain text (see server_message.ts). */
export async function refusalText(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return serverMessage(response.headers.get("Content-Type"), text, response.status);
}

/** A response the call's rules did not allow; `message` is the server's words when it sent any. */
export class UnexpectedResponseError extends Error {
  constructor(
    message: string,
    readonly request: { method: string; url: string; body: string | null },
    readonly response: { status: number; type: string | null; text: string },
  ) {
    super(message);
    this.name = "UnexpectedResponseError";
  }

  get status(): number {
    return this.response.status;
  }
}

/** GET expecting 200 with JSON. */
export async function getJson<T>(url: string): Promise<T> {
  return await callJson<T>("GET", url, undefined, [200]);
}

/** POST JSON (a plain object) expecting 200 or 201 with JSON. */
export async function postJson<T>(url: string, body: Record<string, unknown>): Promise<T> {
  return await callJson<T>("POST", url, body, [200, 201]);
}

/** PUT JSON expecting 200 or 201 with JSON. */
export async function putJson<T>(url: string, body: Record<string, unknown>): Promise<T> {
  return await callJson<T>("PUT", url, body, [200, 201]);
}

/** POST a form (application/x-www-form-urlencoded) expecting 200 or 201 with JSON. */
export async function postForm<T>(url: string, form: URLSearchParams): Promise<T> {
  return await callJson<T>("POST", url, form, [200, 201]);
}

/** A call that answers nothing: 204 expected. */
export async function callNoContent(method: string, url: string, body?: Body): Promise<void> {
  const { init, sentBody } = request(method, body);
  const response = await fetch(url, init);
  if (response.status === 204) return;
  throw await unexpected(response, { method, url, body: sentBody });
}

async function callJson<T>(method: string, url: string, body: Body | undefined, ok: number[]): Promise<T> {
  const { init, sentBody } = request(method, body);
  const response = await fetch(url, init);
  if (ok.includes(response.status) && isJson(response.headers.get("Content-Type"))) {
    const text = await response.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new UnexpectedResponseError(
        `Unexpected server response: the JSON could not be read (status ${response.status}).`,
        { method, url, body: sentBody },
        { status: response.status, type: response.headers.get("Content-Type"), text },
      );
    }
  }
  throw await unexpected(response, { method, url, body: sentBody });
}

function request(method: string, body: Body | undefined): { init: RequestInit; sentBody: string | null } {
  const headers: Record<string, string> = {};
  if (method !== "GET" && method !== "HEAD") headers["X-CSRF-Token"] = csrfToken();
  let payload: string | URLSearchParams | undefined;
  if (body instanceof URLSearchParams) {
    payload = body;
  } else if (body) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  return {
    init: { method, credentials: "include", headers, body: payload },
    sentBody: payload === undefined ? null : String(payload),
  };
}

async function unexpected(
  response: Response,
  request: UnexpectedResponseError["request"],
): Promise<UnexpectedResponseError> {
  const type = response.headers.get("Content-Type");
  const text = await response.text().catch(() => "");
  const message = response.status >= 400
    ? serverMessage(type, text, response.status)
    : `Unexpected server response: ${describeType(type)} (status ${response.status}).`;
  return new UnexpectedResponseError(message, request, { status: response.status, type, text });
}

function isJson(type: string | null): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type ?? "");
}

function describeType(type: string | null): string {
  if (!type) return "no content type";
  if (isJson(type)) return "JSON";
  if (/^text\/html/i.test(type)) return "an HTML page";
  return type.split(";")[0].trim();
}
