// The customer's report pages, served outside React (listed in src/form_routes.ts):
//   GET  /{shop}/r/{id}, /report/{id}, /r/{id}          the report (lang)
//   POST the same                                        the customer's answers (a form post; 303 back)
//   GET  /r/{id}/video/{encVideoId}, /report/{id}/video/{encVideoId}   one video, full screen
// The link is the credential: no sign-in. Any id this server did not hand out for this shop is the same bare
// 404. The shop's own people opening the page, and link-preview robots, are not counted as the customer's
// views; a browser's openings count once an hour. Answers are limited per browser, address and report; a
// browser that opened the report before the report's limit was reached is not stopped by that one.
import { type Context, Hono } from "hono";
import { isbot } from "isbot";
import { decryptId } from "../../src/platform/enc_ids.ts";
import { InputError, NotFoundError, UserFacingError } from "../../src/platform/errors.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import { requireShopAccessById } from "../shops/mod.ts";
import {
  type CustomerAccess,
  NO_SUCH_REPORT,
  recordReportView,
  requireCustomerAccess,
} from "../inspections/mod.ts";
import { countAnswer } from "./answer_limits.ts";
import { answerReport, readPostedAnswers } from "./answer_report.ts";
import { browserOf } from "./customer_browser.ts";
import { proofOfOpening, shownProof } from "./opened_reports.ts";
import { type CustomerReport, loadCustomerReport } from "./customer_report.ts";
import { type ReportLanguage, reportLanguage } from "./report_options.ts";
import { OPENED_FIELD, reportPage } from "./report_page.ts";
import { videoPage } from "./video_page.ts";

export const customerReportRoutes = new Hono<AppEnv>();

const ID = "{[A-Za-z0-9_-]{1,100}}";
const PAGES = [
  `/:shopUriName/r/:encInspectionId${ID}`,
  `/report/:encInspectionId${ID}`,
  `/r/:encInspectionId${ID}`,
];
const VIDEOS = [
  `/r/:encInspectionId${ID}/video/:encVideoId${ID}`,
  `/report/:encInspectionId${ID}/video/:encVideoId${ID}`,
];

/** Who the address names, or the bare 404. The answer is the customer's alone: not cached, not indexed. */
export async function customerAccessOf(c: Context<AppEnv>): Promise<CustomerAccess> {
  const { sql, keys } = c.get("services");
  const access = await requireCustomerAccess(
    sql,
    keys,
    c.req.param("encInspectionId") ?? "",
    c.req.param("shopUriName"),
  );
  c.header("Cache-Control", "private, no-cache");
  c.header("X-Robots-Tag", "noindex, nofollow");
  return access;
}

/** The report behind the address, in the language given or asked (else the shop's, else English). */
export async function reportOf(
  c: Context<AppEnv>,
  language?: ReportLanguage,
): Promise<{ access: CustomerAccess; report: CustomerReport }> {
  const { sql, keys, config } = c.get("services");
  const access = await customerAccessOf(c);
  const asked = language ??
    reportLanguage(c.req.query("lang") ?? c.req.query("language") ?? null, access.shop.language);
  return { access, report: await loadCustomerReport(sql, keys, config.media.publicUrl, access, asked) };
}

/** Chat and SMS apps fetch the page to draw its link preview the moment the link is sent: not a view. */
function isCustomer(c: Context<AppEnv>): boolean {
  return !isbot(c.req.header("User-Agent") ?? "");
}

async function isShopStaff(c: Context<AppEnv>, shopId: number): Promise<boolean> {
  const viewer = c.get("viewer");
  if (!viewer) return false;
  try {
    await requireShopAccessById(c.get("services").sql, viewer, shopId, "shop.view", NO_SUCH_REPORT);
    return true;
  } catch {
    return false;
  }
}

function render(
  c: Context<AppEnv>,
  report: CustomerReport,
  opened: string | null,
  error: string | null,
  status: 200 | 400 | 409,
) {
  const { config } = c.get("services");
  const url = new URL(c.req.url);
  return c.html(
    reportPage(report, {
      path: url.pathname + (url.searchParams.has("lang") ? `?lang=${report.language}` : ""),
      pageUrl: new URL(url.pathname, config.publicUrl).href,
      previewImageUrl: new URL(`/r/${report.encInspectionId}/preview.png`, config.publicUrl).href,
      csrfToken: c.get("csrfToken"),
      nonce: c.get("secureHeadersNonce") ?? "",
      answered: url.searchParams.get("answered") === "1",
      error,
      print: null,
      opened,
    }),
    status,
  );
}

for (const path of PAGES) {
  customerReportRoutes.get(path, async (c) => {
    const { access, report } = await reportOf(c);
    const { sql } = c.get("services");
    if (isCustomer(c) && !(await isShopStaff(c, access.shop.id))) {
      await recordReportView(sql, access, browserOf(c));
    }
    return render(c, report, await proofOfOpening(c, sql, access.inspection.id), null, 200);
  });

  customerReportRoutes.post(path, async (c) => {
    const { access, report } = await reportOf(c);
    const { sql, jobs, config } = c.get("services");
    // A body that cannot be read (multipart without a boundary) still counts, and gets the page again.
    const form = await c.req.parseBody().catch((error: unknown) => {
      if (error instanceof InputError) return error;
      throw error;
    });
    // A link passed around must not flood the shop, nor let someone else holding it lock the customer out;
    // a browser that opened the report before a flood keeps answering through it.
    const opened = form instanceof InputError
      ? null
      : shownProof(c, access.inspection.id, form[OPENED_FIELD]);
    await countAnswer(sql, access.inspection.id, browserOf(c), c.get("clientIp"), opened !== null);
    try {
      if (form instanceof InputError) throw form;
      const posted = readPostedAnswers(form, report);
      await answerReport(sql, jobs, config, access, report, posted);
    } catch (error) {
      // The page again, with the customer's choices as sent and the reason, so nothing typed is lost.
      if (error instanceof InputError || (error instanceof UserFacingError && error.status === 409)) {
        return render(c, report, opened, error.message, error instanceof InputError ? 400 : 409);
      }
      throw error;
    }
    const back = new URL(c.req.url);
    back.searchParams.set("answered", "1");
    return c.redirect(`${back.pathname}${back.search}#answered`, 303);
  });
}

for (const path of VIDEOS) {
  customerReportRoutes.get(path, async (c) => {
    const { report } = await reportOf(c);
    const videoId = decryptId(c.get("services").keys, "video", c.req.param("encVideoId") ?? "");
    const found = report.groups.flatMap((group) => group.items).flatMap((item) =>
      item.videos.map((video) => ({ video, item }))
    ).find((entry) => entry.video.assetId === videoId);
    if (!found) throw new NotFoundError(report.words.videoMissing);
    return c.html(videoPage(report, found.item, found.video, c.get("secureHeadersNonce") ?? ""));
  });
}
