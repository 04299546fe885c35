// The report on paper (seed 000 "Customer-facing report"):
//   GET /r/{id}/report/html   the printable page, sized by paper, orientation, fontSize, itemImageSize,
//                             footerImageSize and language (report_options.ts; a wrong value is a 400 naming
//                             the allowed ones)
//   GET /r/{id}/report/pdf    the same printed by Chromium (pdf_renderer.server.ts), shown in the browser
//   GET /r/{id}/report        the PDF as a download; force=1 prints it again instead of answering from the
//                             cache (the cache key is the report's content and the options, so a changed
//                             report never gets an old PDF; force is for a shop that doubts it)
// The link is the credential, as for the report itself. Printing is not the customer opening the report, so
// nothing is counted.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../src/platform/http.ts";
import { findShopPrintDefaults } from "../shops/mod.ts";
import type { CustomerReport } from "./customer_report.ts";
import { type ReportOptions, reportOptionsOf } from "./report_options.ts";
import { pdfRenderer } from "./pdf_renderer.server.ts";
import { reportPage } from "./report_page.ts";
import { customerAccessOf, reportOf } from "./report_routes.server.ts";

export const reportPrintableRoutes = new Hono<AppEnv>();

export const PRINTABLE = "/r/:encInspectionId{[A-Za-z0-9_-]{1,100}}/report";

/** The report in the language of the print options, and the options (checked before anything is read). */
export async function printableOf(
  c: Context<AppEnv>,
): Promise<{ report: CustomerReport; options: ReportOptions }> {
  const search = new URL(c.req.url).searchParams;
  // Checked first with no shop language, so a bad value is refused before the report is looked up.
  reportOptionsOf(search, null);
  const access = await customerAccessOf(c);
  const defaults = await findShopPrintDefaults(c.get("services").sql, access.shop.id);
  const options = reportOptionsOf(search, access.shop.language, defaults);
  const { report } = await reportOf(c, options.language);
  return { report, options };
}

export function printableHtml(c: Context<AppEnv>, report: CustomerReport, options: ReportOptions) {
  const { config } = c.get("services");
  return reportPage(report, {
    path: new URL(c.req.url).pathname,
    pageUrl: new URL(c.req.url).href,
    previewImageUrl: new URL(`/r/${report.encInspectionId}/preview.png`, config.publicUrl).href,
    csrfToken: "",
    nonce: c.get("secureHeadersNonce") ?? "",
    answered: false,
    error: null,
    print: options,
  });
}

reportPrintableRoutes.get(`${PRINTABLE}/html`, async (c) => {
  const { report, options } = await printableOf(c);
  return c.html(await printableHtml(c, report, options));
});

async function pdfOf(c: Context<AppEnv>, force: boolean) {
  const { report, options } = await printableOf(c);
  const services = c.get("services");
  const html = String(await printableHtml(c, report, options));
  const pdf = await pdfRenderer(services).render({
    html,
    // The public address, never the request's Host: a visitor cannot point the printer's picture loads
    // elsewhere.
    baseUrl: new URL(`/r/${report.encInspectionId}/report/html`, services.config.publicUrl).href,
    paper: options.paper,
    orientation: options.orientation,
    cacheKey: `report:${report.contentKey}:${JSON.stringify(options)}${
      force ? `:${crypto.randomUUID()}` : ""
    }`,
  });
  const name = `inspection-${report.facts.vehicleName || report.facts.typeName}-${report.facts.roNumber}`
    .toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 80) || "inspection";
  return { pdf, fileName: `${name}.pdf` };
}

reportPrintableRoutes.get(`${PRINTABLE}/pdf`, async (c) => {
  const { pdf, fileName } = await pdfOf(c, false);
  return c.body(pdf, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${fileName}"`,
  });
});

reportPrintableRoutes.get(PRINTABLE, async (c) => {
  const force = ["1", "true"].includes(c.req.query("force") ?? "");
  const { pdf, fileName } = await pdfOf(c, force);
  return c.body(pdf, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${fileName}"`,
  });
});
