// One video of the report, full screen (/r/{id}/video/{encVideoId}): the transcoded MP4 (never the original,
// which keeps the phone's location), its poster first, with the way back to the report.
import { html, raw } from "hono/html";
import { type Html, htmlPage } from "@platform/html_page.ts";
import type { CustomerReport, ReportItem, ReportVideo } from "./customer_report.ts";
import { reportPath } from "./report_link.ts";
import { fill } from "./report_words.ts";

const STYLES = `html,body{margin:0;height:100%;background:#000;color:#fff;font:16px/1.4 system-ui,sans-serif}
body{display:flex;flex-direction:column}
header{display:flex;gap:12px;align-items:center;padding:8px 12px}
header a{color:#fff;min-height:44px;display:inline-flex;align-items:center;flex:none;white-space:nowrap}
h1{font-size:1rem;margin:0;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-width:0;flex:1}
video{flex:1;width:100%;min-height:0;background:#000}`;

export function videoPage(
  report: CustomerReport,
  item: ReportItem,
  video: ReportVideo,
  nonce: string,
): Html {
  const words = report.words;
  const title = video.title || fill(words.video, { task: item.taskName });
  const back = `${
    reportPath(report.shop.uriName, report.encInspectionId)
  }?lang=${report.language}#item-${item.taskId}`;
  return htmlPage({
    lang: report.language,
    head: html`
      <meta name="robots" content="noindex, nofollow">
      <meta name="referrer" content="no-referrer">
      <link rel="icon" href="/favicon.svg" type="image/svg+xml">
      <title>${title} — ${report.shop.name}</title>
      <style nonce="${nonce}">${raw(STYLES)}</style>
    `,
    body: html`
      <header><a href="${back}">← ${words.back}</a><h1>${title}</h1></header>
      <video controls playsinline preload="metadata" src="${video.videoUrl}" ${video.posterUrl
        ? html`poster="${video.posterUrl}"`
        : ""}
        aria-label="${title}"></video>
    `,
  });
}
