// What every page and server function receives from the Hono app for one request (TanStack Start's
// request context). Database clients and queues live in the process, never in a module Vite bundles.
import type {} from "@tanstack/react-start";
import type { Config } from "./config.ts";
import type { Sql } from "./db.ts";
import type { JobQueue } from "./jobs.ts";
import type { ColourMode } from "./colour_mode.ts";
import type { Keys } from "./keys.ts";
import type { Logger } from "./log.ts";
import type { FormResult, Viewer } from "./viewer.ts";

export interface Services {
  config: Config;
  sql: Sql;
  jobs: JobQueue;
  log: Logger;
  keys: Keys;
}

export interface RequestContext extends Services {
  requestId: string;
  /** The CSP nonce of this response: inline scripts without it do not run. */
  nonce: string;
  /** The signed-in person, or null. */
  viewer: Viewer | null;
  /** What write requests from this page must send back (meta csrf-token, csrfToken, X-CSRF-Token). */
  csrfToken: string;
  /** Set when a refused form post re-renders its page. */
  form: FormResult | null;
  /** The caller's address (rate limits, audit). */
  clientIp: string;
  /** The request carries this process's developer token, from the start log's link (dev_access.ts). */
  devAccess: boolean;
  userAgent: string;
  /** From the browser's darkMode cookie: rendered on <html> so the first paint has the right colours. */
  colourMode: ColourMode;
  /** The page is loaded inside a frame (the iframe popup): it leaves its own page header to the popup. */
  framed: boolean;
}

declare module "@tanstack/react-start" {
  interface Register {
    server: { requestContext: RequestContext };
  }
}
