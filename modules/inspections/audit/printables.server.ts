// The audit's printables, served outside React (listed in src/form_routes.ts, before the pages handler):
//   GET /{shop}/inspections/{encInspectionId}/audit/printable/html -> a print-ready page
//   GET /{shop}/inspections/{encInspectionId}/audit/printable/text -> text/plain for e-mails and notes
// Any member of the shop may print (the same rule as the audit page). Anonymous visitors are sent to sign
// in; another shop's, a tampered or a withdrawn id is the inspection 404 (the app's error page). Their words
// are the audit page's: the staff language, with the shop's wording.
import { Hono } from "hono";
import type { AppEnv } from "@platform/http.ts";
import { loadAuditReview } from "./audit_review.ts";
import { auditWords } from "./audit_pages.server.ts";
import { inspectionOfCall } from "../inspection_call.server.ts";
import { printableHtml } from "./printable_html.ts";
import { printableText } from "./printable_text.ts";
import type { Context } from "hono";

export const inspectionPrintables = new Hono<AppEnv>();

const PRINTABLE = "/:shopUriName/inspections/:encInspectionId{[A-Za-z0-9_-]{1,100}}/audit/printable";

async function reviewOf(c: Context<AppEnv>) {
  const access = await inspectionOfCall(c, "inspections.view");
  // A printout shows a customer's details: never kept by a shared cache or the browser's back button.
  c.header("Cache-Control", "private, no-store");
  const { sql } = c.get("services");
  const [review, words] = await Promise.all([loadAuditReview(sql, access), auditWords(sql, access)]);
  return { review, words };
}

inspectionPrintables.get(`${PRINTABLE}/html`, async (c) => {
  const { review, words } = await reviewOf(c);
  return c.html(printableHtml(review, words, c.get("secureHeadersNonce") ?? ""));
});

inspectionPrintables.get(`${PRINTABLE}/text`, async (c) => {
  const { review, words } = await reviewOf(c);
  return c.text(printableText(review, words), 200, { "Content-Type": "text/plain; charset=utf-8" });
});
