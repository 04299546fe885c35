// Every /ajax router, by path prefix. A module that answers calls puts its Hono router in ajax.server.ts,
// exports it from its mod.ts, and is listed here; the routers are mounted in this order.
import type { Hono } from "hono";
import { sessionCalls, suggestionCalls, usersCalls } from "../modules/accounts/mod.ts";
import {
  categoriesCalls,
  findingsCalls,
  inspectionTypeCalls,
  prioritiesCalls,
  seedCalls,
  tasksCalls,
} from "../modules/catalog/mod.ts";
import { customersCalls, inspectionsCalls } from "../modules/inspections/mod.ts";
import { clientErrorsRouter } from "./platform/client_errors.ts";
import type { AppEnv } from "./platform/http.ts";
import { pageOpenRouter } from "./platform/page_open.ts";
import { textTransformCall } from "./platform/text_transform_call.ts";
import { shopOfPage } from "./page_shop.ts";

export const AJAX_ROUTES: ReadonlyArray<readonly [prefix: string, router: Hono<AppEnv>]> = [
  ["/misc/errors", clientErrorsRouter(shopOfPage)],
  ["/misc/page-open", pageOpenRouter(shopOfPage)],
  ["/misc/suggestions", suggestionCalls],
  ["/misc/text", textTransformCall],
  ["/categories", categoriesCalls],
  ["/customers", customersCalls],
  ["/findings", findingsCalls],
  ["/inspections", inspectionsCalls],
  ["/priorities", prioritiesCalls],
  ["/seed", seedCalls],
  ["/session", sessionCalls],
  ["/tasks", tasksCalls],
  ["/users", usersCalls],
  ["/types", inspectionTypeCalls],
];
