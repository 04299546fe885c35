// What every page and server function receives from the Hono app for one request (TanStack Start's
// request context). Database clients and queues live in the process, never in a module Vite bundles.
import type {} from "@tanstack/react-start";
import type { Config } from "./config.ts";
import type { Sql } from "./db.ts";
import type { JobQueue } from "./jobs.ts";
import type { Logger } from "./log.ts";

export interface Services {
  config: Config;
  sql: Sql;
  jobs: JobQueue;
  log: Logger;
}

export interface RequestContext extends Services {
  requestId: string;
  /** The CSP nonce of this response: inline scripts without it do not run. */
  nonce: string;
}

declare module "@tanstack/react-start" {
  interface Register {
    server: { requestContext: RequestContext };
  }
}
