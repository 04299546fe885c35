// The printing test page, public (it shows no shop data), listed in src/form_routes.ts:
//   GET /r/pdfTest/html -> the page, to print from the browser
//   GET /r/pdfTest/pdf  -> the same page printed by the server's Chromium, as the customer report's PDF is
// Both take the report's options (report_options.ts); a wrong one is a 400 naming the allowed values. Without
// Chromium the PDF is the renderer's 503 and the HTML page still works.
import { Hono } from "hono";
import type { AppEnv } from "../../src/platform/http.ts";
import { pdfRenderer } from "./pdf_renderer.server.ts";
import { pdfTestPage } from "./pdf_test_page.ts";
import { reportOptionsOf } from "./report_options.ts";

export const reportPdfTestRoutes = new Hono<AppEnv>();

/** No shop, so no shop language: the page is the same for everyone, in English unless one is asked. */
const optionsOf = (url: string) => reportOptionsOf(new URL(url).searchParams, null);

reportPdfTestRoutes.get("/r/pdfTest/html", async (c) => {
  const options = optionsOf(c.req.url);
  return c.html(await pdfTestPage(options));
});

reportPdfTestRoutes.get("/r/pdfTest/pdf", async (c) => {
  const options = optionsOf(c.req.url);
  const services = c.get("services");
  // The page depends on its options alone, so they are the whole cache key.
  const cacheKey = `pdf-test ${JSON.stringify(options)}`;
  const pdf = await pdfRenderer(services).render({
    html: String(await pdfTestPage(options)),
    baseUrl: `${services.config.publicUrl}/r/pdfTest/html`,
    paper: options.paper,
    orientation: options.orientation,
    cacheKey,
  });
  return c.body(pdf, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="printing-test-${options.paper}-${options.orientation}.pdf"`,
  });
});
