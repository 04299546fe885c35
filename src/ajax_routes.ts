// Every /ajax router, by path prefix. A module that answers calls puts its Hono router in ajax.server.ts,
// exports it from its mod.ts, and is listed here; the routers are mounted in this order.
import type { Hono } from "hono";
import { sessionCalls } from "../modules/accounts/mod.ts";
import { appointmentCalls } from "../modules/appointments/mod.ts";
import {
  customerCalls,
  customerMergeCalls,
  draftAssetCalls,
  shopAssetCalls,
  shopSettingsCalls,
  smsInboundCalls,
  suggestionCalls,
  userAssetCalls,
  usersCalls,
  vehicleCalls,
  vehicleLookupCalls,
} from "../modules/shops/mod.ts";
import {
  categoriesCalls,
  findingsCalls,
  inspectionTypeAssetCalls,
  inspectionTypeCalls,
  localizationCalls,
  prioritiesCalls,
  seedCalls,
  tasksCalls,
} from "../modules/catalog/mod.ts";
import {
  customersCalls,
  inspectionAssetCalls,
  inspectionsCalls,
  vehicleAssetCalls,
} from "../modules/inspections/mod.ts";
import { uploadCalls } from "../modules/media/mod.ts";
import { chartCalls, reportSendCalls, summaryCalls } from "../modules/reports/mod.ts";
import type { AppEnv } from "./platform/http.ts";
import { clientErrorsRouter, pageOpenRouter } from "../modules/telemetry/mod.ts";
import { textTransformCall } from "../modules/text/mod.ts";
import { shopOfPage } from "./page_shop.ts";

export const AJAX_ROUTES: ReadonlyArray<readonly [prefix: string, router: Hono<AppEnv>]> = [
  ["/misc/errors", clientErrorsRouter(shopOfPage)],
  ["/misc/page-open", pageOpenRouter(shopOfPage)],
  ["/misc/suggestions", suggestionCalls],
  ["/misc/text", textTransformCall],
  ["/appointments", appointmentCalls],
  ["/categories", categoriesCalls],
  ["/charts", chartCalls],
  ["/customers", customersCalls],
  ["/customers", customerCalls],
  ["/customers", customerMergeCalls],
  ["/shop-settings", shopSettingsCalls],
  ["/draft", draftAssetCalls],
  ["/findings", findingsCalls],
  ["/inspections", inspectionsCalls],
  ["/inspections", inspectionAssetCalls],
  ["/inspections", reportSendCalls],
  ["/inspection-types", inspectionTypeAssetCalls],
  ["/localizations", localizationCalls],
  ["/priorities", prioritiesCalls],
  ["/report-summaries", summaryCalls],
  ["/sas-uploads", uploadCalls],
  ["/seed", seedCalls],
  ["/session", sessionCalls],
  ["/shops", shopAssetCalls],
  ["/sms", smsInboundCalls],
  ["/subjects", vehicleAssetCalls],
  ["/tasks", tasksCalls],
  ["/vehicles", vehicleLookupCalls],
  ["/vehicles", vehicleCalls],
  ["/users", usersCalls],
  ["/users", userAssetCalls],
  ["/types", inspectionTypeCalls],
];
