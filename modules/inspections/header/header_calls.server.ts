// The header calls, under /ajax/inspections/{encInspectionId} (seed: notes, sales pitch, report options):
//   POST /header          { inspectionVersion, subjectVersion?, customerVersion?, ...fields,
//                           customerId?, confirmSecondCustomer? }  (for an inspection without a customer)
//   POST /notes           { inspectionVersion, notes }
//   POST /sales-pitch     { inspectionVersion, salesPitch }
//   POST /report-options  { inspectionVersion, showPassedItems?, showPrices?, ... }
// Each answers the header values response with `values` (the header as stored now): 200 when everything
// posted is saved, 409 when some part was stale (the current parts ARE saved). A new customer with another
// customer's mobile number is instead a 409 question ({ message, ask: "secondCustomer", sameCustomers }),
// nothing saved: the page takes that customer (customerId) or confirms (confirmSecondCustomer: true). Every
// member may write (inspections.work) while the inspection is not closed.
import { Hono } from "hono";
import type { AppEnv } from "@platform/http.ts";
import { readJson } from "@platform/http.ts";
import { sourcePage } from "@platform/source_page.ts";
import { saidToStaff } from "@modules/shops/mod.ts";
import { inspectionOfCall } from "../inspection_call.server.ts";
import {
  type PostedHeader,
  readPostedHeader,
  readPostedNotes,
  readPostedReportOptions,
  readPostedSalesPitch,
} from "./posted_header.ts";
import { saveHeader } from "./save_header.ts";

export const headerCalls = new Hono<AppEnv>();

const CALLS = [
  ["/header", readPostedHeader, "header"],
  ["/notes", readPostedNotes, "notes"],
  ["/sales-pitch", readPostedSalesPitch, "salesPitch"],
  ["/report-options", readPostedReportOptions, "reportOptions"],
] as const satisfies readonly [string, (body: unknown) => PostedHeader, string][];

for (const [path, read, kind] of CALLS) {
  headerCalls.post(path, async (c) => {
    const access = await inspectionOfCall(c, "inspections.work");
    const body = await readJson(c);
    const { sql } = c.get("services");
    // The inspection's own lengths and a customer's or a vehicle's rules refuse in the staff language.
    const { httpStatus, ...response } = await saidToStaff(
      sql,
      access.shop,
      () => saveHeader(sql, access, read(body), sourcePage(c.req.header("Referer"), c.req.url), kind),
    );
    return c.json(response, httpStatus);
  });
}
