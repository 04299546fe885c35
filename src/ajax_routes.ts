// Every /ajax router, by path prefix. A module that answers calls puts its Hono router in ajax.server.ts,
// exports it from its mod.ts, and is listed here; the routers are mounted in this order.
import type { Hono } from "hono";
import { sessionCalls, suggestionCalls, usersCalls } from "../modules/accounts/mod.ts";
import { clientErrorsRouter } from "./platform/client_errors.ts";
import type { AppEnv } from "./platform/http.ts";

export const AJAX_ROUTES: ReadonlyArray<readonly [prefix: string, router: Hono<AppEnv>]> = [
  ["/misc/errors", clientErrorsRouter],
  ["/misc/suggestions", suggestionCalls],
  ["/session", sessionCalls],
  ["/users", usersCalls],
];
