// What every Hono handler of the app can rely on, and the helpers /ajax handlers share.
import type { Context } from "hono";
import { InputError, UserFacingError } from "./errors.ts";
import type { Services } from "./request_context.ts";
import type { FormResult, Viewer } from "./viewer.ts";

/** Renders the page at the request's address with a refused form's message and input (server.ts). */
export type PageRenderer = (form: FormResult, status: number) => Promise<Response>;

export type AppEnv = {
  Variables: {
    services: Services;
    requestId: string;
    secureHeadersNonce?: string;
    viewer: Viewer | null;
    csrfToken: string;
    clientIp: string;
    /** The request carries this process's developer token (dev_access.ts). */
    devAccess: boolean;
    renderPage: PageRenderer;
  };
};

/** Reads a JSON request body, answering 415 or 400 with a message the caller can act on. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new UserFacingError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  const text = await c.req.text();
  if (text.trim() === "") throw new InputError("The request body is empty; JSON was expected.");
  try {
    return JSON.parse(text);
  } catch {
    throw new InputError("The request body is not valid JSON.");
  }
}

/**
 * Hands back a Response made elsewhere (the pages handler) with the headers middleware prepared on the
 * context, such as cookies. Hono merges them only into a Response it made itself, or when c.res was read.
 */
export function withPreparedHeaders(c: Context<AppEnv>, response: Response): Response {
  void c.res;
  return response;
}
