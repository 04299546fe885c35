// Every router of ordinary form posts (pages that work without scripts) and of shop pages served outside
// React (the printables), mounted before the pages handler. A module that answers form posts exports its router from mod.ts and is listed here.
import type { Hono } from "hono";
import { accountForms } from "../modules/accounts/mod.ts";
import { appointmentStartForms } from "../modules/appointments/mod.ts";
import { impersonationForms, userForms } from "../modules/shops/mod.ts";
import {
  catalogTaskForms,
  findingForms,
  inspectionTypeForms,
  priorityForms,
  seedForms,
} from "../modules/catalog/mod.ts";
import { addInspectionForms, inspectionPrintables } from "../modules/inspections/mod.ts";
import {
  customerReportRoutes,
  reportPdfTestRoutes,
  reportPreviewPages,
  reportPreviewRoutes,
  reportPrintableRoutes,
  staffReportFiles,
  summaryUnsubscribePage,
} from "../modules/reports/mod.ts";
import { registrationForms } from "./forms/registration.ts";
import type { AppEnv } from "./platform/http.ts";

export const FORM_ROUTES: ReadonlyArray<Hono<AppEnv>> = [
  accountForms,
  impersonationForms,
  userForms,
  catalogTaskForms,
  registrationForms,
  inspectionTypeForms,
  findingForms,
  priorityForms,
  seedForms,
  inspectionPrintables,
  addInspectionForms,
  appointmentStartForms,
  reportPdfTestRoutes,
  reportPreviewRoutes,
  reportPrintableRoutes,
  reportPreviewPages,
  customerReportRoutes,
  staffReportFiles,
  summaryUnsubscribePage,
];
