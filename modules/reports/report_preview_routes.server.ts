// The report previews of the catalogue (seed 000 "Inspection types"), served outside React:
//   GET /{shop}/inspection-types/{id}/report-preview    a saved type
//   GET /{shop}/inspection-types/new/report-preview     a type being made: its tasks as taskIds
// The customer page itself with example results (sample_report.ts), in the shop's language or `lang`.
// Whoever may see the catalogue may preview; nothing is stored or sent.
import { type Context, Hono } from "hono";
import { InputError, SignInRequiredError } from "../../src/platform/errors.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import { catalogTranslator, loadChecklistOutline } from "../catalog/mod.ts";
import { purposeThumbnailUrl } from "../media/mod.ts";
import { readReportOptions } from "../inspections/mod.ts";
import { findShopContact, findShopReportDefaults, shopOfRequest } from "../shops/mod.ts";
import { reportLanguage } from "./report_options.ts";
import { reportPage } from "./report_page.ts";
import { sampleReport } from "./sample_report.ts";
import { reportCulture } from "./report_words.ts";
import { shopMessages } from "../text/mod.ts";

export const reportPreviewPages = new Hono<AppEnv>();

async function preview(c: Context<AppEnv>, typeId: number | null) {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  const { sql, config } = c.get("services");
  const { shop } = await shopOfRequest(c, "catalog.view");
  const taskIds = taskIdsOf(c.req.query("taskIds"));
  if (typeId === null && taskIds === undefined) {
    throw new InputError("Choose the type's tasks first: this preview shows the tasks given as taskIds.");
  }
  const outline = await loadChecklistOutline(sql, shop.id, { typeId, taskIds, includeInactive: false });
  const language = reportLanguage(c.req.query("lang") ?? null, shop.language);
  const culture = reportCulture(language, shop.language);
  const [messages, translated] = await Promise.all([
    shopMessages(sql, shop.id, culture),
    catalogTranslator(sql, shop.id, culture),
  ]);
  const report = sampleReport(
    outline,
    {
      name: shop.name,
      uriName: shop.uriName,
      timeZone: shop.timeZone,
      currency: shop.currency,
      contact: await findShopContact(sql, shop.id),
      logoUrl: await purposeThumbnailUrl(
        sql,
        { shopId: shop.id, subclass: "ShopAsset", ownerId: null, draftRef: null },
        "logo",
        config.media.publicUrl,
      ),
    },
    language,
    { messages, translated },
    readReportOptions({}, await findShopReportDefaults(sql, shop.id)),
  );
  c.header("Cache-Control", "private, no-store");
  return c.html(reportPage(report, {
    path: new URL(c.req.url).pathname,
    pageUrl: new URL(c.req.url).href,
    previewImageUrl: "",
    csrfToken: "",
    nonce: c.get("secureHeadersNonce") ?? "",
    answered: false,
    error: null,
    print: null,
    sample: true,
  }));
}

function taskIdsOf(raw: string | undefined): number[] | undefined {
  if (raw === undefined || raw === "") return undefined;
  const parts = raw.split(",").map((part) => part.trim()).filter(Boolean);
  if (parts.length > 1000 || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) < 2 ** 31)) {
    throw new InputError("taskIds must be task ids separated by commas, such as 12,7,9.");
  }
  return [...new Set(parts.map(Number))];
}

reportPreviewPages.get("/:shopUriName/inspection-types/new/report-preview", (c) => preview(c, null));
reportPreviewPages.get(
  "/:shopUriName/inspection-types/:typeId{[1-9][0-9]{0,9}}/report-preview",
  (c) => preview(c, Number(c.req.param("typeId"))),
);
