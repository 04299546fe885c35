// The customer's report page (/{shop}/r/{id}, /report/{id}): one server-rendered HTML document, readable and
// answerable before (and without) any script — the approve/decline choices are radio buttons in an ordinary
// form. A small inline script (report_script.ts) adds the picture viewer, the signature pad and live totals.
// No app bundle: a phone on a mobile network gets the words in the first round trip, pictures lazily after.
// Every value goes through hono/html's `html`, which escapes it; raw() only takes this file's constants.
import { html, raw } from "hono/html";
import { type Html, htmlPage } from "@platform/html_page.ts";
import type {
  CustomerReport,
  ReportItem,
  ReportPicture,
  ReportResult,
  ReportVideo,
} from "./customer_report.ts";
import type { ReportOptions as PrintOptions } from "./report_options.ts";
import type { ItemAmount } from "../inspections/mod.ts";
import { REPORT_SCRIPT } from "./report_script.ts";
import { printStyles, REPORT_STYLES } from "./report_styles.ts";
import { answerChoice, answerPanel, printedAnswer } from "./report_answer_html.ts";
import { duration, formatDate, money, paragraphs, priorityStyle } from "./report_format.ts";
import { REPORT_LANGUAGES } from "./report_options.ts";
import { fill, LANGUAGE_NAMES, LOCALES, type ReportWords } from "./report_words.ts";

/** The answer form's proof that this browser opened the report before any flood of answers (opened_reports.ts). */
export const OPENED_FIELD = "opened";

export interface ReportPageContext {
  /** The page's own path (the form posts its answers to it). */
  path: string;
  /** Absolute, for the link preview's og:image. */
  previewImageUrl: string;
  pageUrl: string;
  csrfToken: string;
  nonce: string;
  /** Shown after the customer's answer was taken (the post redirects here with ?answered=1). */
  answered: boolean;
  /** A refused answer's message, shown above the form. */
  error: string | null;
  /** The printable (HTML and PDF): no form, no script, pictures and type sized by the options. */
  print: PrintOptions | null;
  /** A type's report preview: a banner says so, and the answers form sends nothing. */
  sample?: boolean;
  /** The customer's page: the proof that this browser opened it before any flood, posted with the answers. */
  opened?: string | null;
}

// The referrer policy is same-origin: the address is the customer's key, so other sites never see it. Not
// no-referrer, with which the browser sends "Origin: null" with the answers form and the app refuses it.
export function reportPage(report: CustomerReport, context: ReportPageContext): Html {
  const words = report.words;
  const title = `${words.title} — ${report.facts.vehicleName || report.facts.typeName} — ${report.shop.name}`;
  const description = summaryLine(report, words);
  const answerable = report.groups.some((group) => group.items.some((item) => item.answerable));
  return htmlPage({
    lang: report.language,
    bodyClass: context.print ? "print" : "",
    head: html`
      <meta name="color-scheme" content="light dark">
      <meta name="robots" content="noindex, nofollow">
      <meta name="referrer" content="same-origin">
      <title>${title}</title>
      <meta property="og:type" content="website">
      <meta property="og:title" content="${title}">
      <meta property="og:description" content="${description}">
      <meta property="og:url" content="${context.pageUrl}">
      <meta property="og:image" content="${context.previewImageUrl}">
      <meta property="og:image:width" content="1200">
      <meta property="og:image:height" content="630">
      <meta name="twitter:card" content="summary_large_image">
      <link rel="icon" href="/favicon.svg" type="image/svg+xml">
      <style>${raw(REPORT_STYLES)}${raw(context.print ? printStyles(context.print) : "")}</style>
      ${accentStyle(report.shop.contact.accentColor)}
    `,
    body: html`
      ${reportHeader(report, words)}
      <main>
        ${context.sample
          ? html`
            <p class="notice sample"
              role="note">Preview: what a customer sees for this inspection type. The results, prices and answers are examples; nothing is sent.</p>
          `
          : ""}
        ${summarySection(report, words)}
        ${report.salesPitch
          ? html`<section class="pitch" aria-labelledby="pitch-title">
          <h2 id="pitch-title">${fill(words.messageFromShop, { shop: report.shop.name })}</h2>
          ${paragraphs(report.salesPitch)}
        </section>`
          : ""}
        ${context.answered
          ? html`<p class="notice" role="status" id="answered">${
            fill(words.sent, { shop: report.shop.name })
          }</p>`
          : ""}
        ${context.error ? html`<p class="notice error" role="alert">${context.error}</p>` : ""}
        ${context.print
          ? report.groups.map((group) => resultGroup(report, group.result, group.items, words, true))
          : html`<form method="post" action="${context.path}" id="answers" novalidate>
        <input type="hidden" name="csrfToken" value="${context.csrfToken}">
        ${context.opened ? html`<input type="hidden" name="${OPENED_FIELD}" value="${context.opened}">` : ""}
        ${report.groups.map((group) => resultGroup(report, group.result, group.items, words, false))}
        ${answerable ? answerPanel(report, words, !!context.sample) : ""}
      </form>`}
        ${report.footerPictures.length > 0
          ? html`
            <section aria-labelledby="footer-pictures">
              <h2 id="footer-pictures">${words.moreFromInspection}</h2>
              <ul class="pictures footer">${report.footerPictures.map((picture, index) =>
                pictureLink(
                  picture,
                  fill(words.photo, { n: index + 1, task: report.shop.name }),
                  !!context.print,
                )
              )}</ul>
            </section>
          `
          : ""}
      </main>
      ${contactFooter(report, words, context.print || context.sample ? null : context.path.split("?")[0])}
      ${context.print ? "" : html`
        <dialog id="viewer" aria-label="${words.title}">
          <form method="dialog"><button class="close" aria-label="${words.back}">×</button></form>
          <img alt="">
        </dialog>
        <script nonce="${context.nonce}">${raw(REPORT_SCRIPT)}</script>
      `}
    `,
  });
}

/** The shop's accent colour as the page's --accent, after the page's own (checked '#rrggbb' when stored). */
function accentStyle(accent: string): Html | string {
  return /^#[0-9a-f]{6}$/.test(accent)
    ? html`
      <meta name="theme-color" content="${accent}">
      <style>:root{--accent:${raw(accent)}}</style>
    `
    : "";
}

function reportHeader(report: CustomerReport, words: ReportWords): Html {
  const { facts, shop } = report;
  const date = formatDate(facts.createdAt, report);
  const phone = shop.contact.phone;
  return html`
    <header class="report-header">
      <div class="shop">
          ${shop.logoUrl ? html`<img class="logo" src="${shop.logoUrl}" alt="">` : ""}
          <p class="shop-name">${shop.name}</p>
          ${phone
            ? html`<a class="call" href="tel:${phone.replace(/[^\d+]/g, "")}">${
              fill(words.call, { shop: shop.name })
            }</a>`
            : ""}
        </div>
      <h1>${facts.vehicleName || facts.typeName}</h1>
      <p class="subtitle">${words.title} · ${fill(words.inspectedOn, { date })}</p>
      <dl class="facts">
          ${facts.customerName ? fact(fill(words.preparedFor, { name: "" }).trim(), facts.customerName) : ""}
          ${facts.plate ? fact(words.plate, facts.plate) : ""}
          ${facts.odometer !== null
            ? fact(
              words.odometer,
              `${facts.odometer.toLocaleString(LOCALES[report.language])} ${facts.odometerUnit}`,
            )
            : ""}
          ${facts.vin ? fact(words.vin, facts.vin) : ""}
          ${facts.roNumber ? fact(words.ro, facts.roNumber) : ""}
          ${facts.mechanicName ? fact(words.technician, facts.mechanicName) : ""}
        </dl>
    </header>
  `;
}

function fact(label: string, value: string): Html {
  return html`
    <div>
      <dt>${label}</dt>
      <dd>${value}</dd>
    </div>
  `;
}

function summarySection(report: CustomerReport, words: ReportWords): Html {
  const { counts, totals } = report;
  const nothing = counts.fail === 0 && counts.warn === 0;
  // A count links to its list; passes the shop does not list are counted all the same.
  const listed = new Set(report.groups.map((group) => group.result));
  return html`<section class="summary" aria-labelledby="summary-title">
    <h2 id="summary-title">${words.summary}</h2>
    <ul class="counts">
      ${
    (["fail", "warn", "pass"] as const).map((result) =>
      listed.has(result)
        ? html`<li class="count ${result}"><a href="#${result}"><strong>${counts[result]}</strong> ${
          words[result]
        }</a></li>`
        : html`<li class="count ${result}"><span><strong>${counts[result]}</strong> ${
          words[result]
        }</span></li>`
    )
  }
    </ul>
    <p class="inspected">${inspectedLine(report, words)}</p>
    ${nothing ? html`<p>${words.nothingFound}</p>` : ""}
    ${
    report.options.showPrices && totals.recommended > 0
      ? html`
        <dl class="totals">
          ${totals.split ? amountParts(totals.split, words, report) : ""}
          <div>
            <dt>${words.recommendedTotal}</dt>
            <dd>${money(totals.recommended, report)}</dd>
          </div>
          <div>
            <dt>${words.approvedTotal}</dt>
            <dd data-approved-total data-currency="${report.shop.currency}" data-locale="${report.culture}">
              ${money(totals.approved, report)}
            </dd>
          </div>
        </dl>
      `
      : ""
  }
  </section>`;
}

function resultGroup(
  report: CustomerReport,
  result: ReportResult,
  items: ReportItem[],
  words: ReportWords,
  print: boolean,
): Html {
  return html`<section class="group ${result}" id="${result}" aria-labelledby="${result}-title">
    <h2 id="${result}-title"><span class="dot" aria-hidden="true"></span>${
    words[result]
  } <span class="n">(${items.length})</span></h2>
    ${items.map((item) => itemArticle(report, item, words, print))}
  </section>`;
}

function itemArticle(report: CustomerReport, item: ReportItem, words: ReportWords, print: boolean): Html {
  const headingId = `item-${item.taskId}`;
  return html`<article class="item ${item.result}" aria-labelledby="${headingId}" data-price="${
    item.price ?? 0
  }">
    <header>
      <h3 id="${headingId}">${item.taskName}</h3>
      <p class="meta">
        ${
    // The priority says how urgent in the shop's words ("Safety — needs attention now"); "Now" beside it
    // would say it twice (issue 32), so the result's word stands only for an item without one.
    item.priorityName
      ? html`<span class="priority" style="${priorityStyle(item.priorityColour)}">${item.priorityName}</span>`
      : html`<span class="result">${words[`${item.result}Short`]}</span>`}
        <span class="category">${item.categoryName}</span>
      </p>
    </header>
    ${item.findingText ? html`<p class="finding">${item.findingText}</p>` : ""}
    ${
    item.values.length > 0
      ? html`<dl class="values">${item.values.map((value) => fact(value.label, value.value))}</dl>`
      : ""
  }
    ${item.explanation ? html`<h4>${words.whyItMatters}</h4>${paragraphs(item.explanation)}` : ""}
    ${item.recommendation ? html`<h4>${words.weRecommend}</h4>${paragraphs(item.recommendation)}` : ""}
    ${item.notes ? html`<h4>${words.technicianNotes}</h4>${paragraphs(item.notes)}` : ""}
    ${media(report, item, words, print)}
    ${
    item.amount
      ? html`<dl class="amount">${amountParts(item.amount, words, report)}<div class="total">
        <dt>${words.total}</dt>
        <dd><strong>${money(item.amount.total, report)}</strong></dd>
      </div></dl>`
      : item.price !== null
      ? html`<p class="price"><span>${words.price}</span> <strong>${money(item.price, report)}</strong></p>`
      : ""
  }
    ${item.answerable ? print ? printedAnswer(item, words) : answerChoice(report, item, words) : ""}
  </article>`;
}

/** Parts, labour and tax, each a term of a list (the total follows, in the item's or the summary's way). */
function amountParts(amount: ItemAmount, words: ReportWords, report: CustomerReport): Html[] {
  return ([["parts", words.parts], ["labour", words.labour], ["tax", words.tax]] as const).map((
    [key, label],
  ) =>
    html`
      <div class="${key}">
        <dt>${label}</dt>
        <dd>${money(amount[key], report)}</dd>
      </div>
    `
  );
}

function media(report: CustomerReport, item: ReportItem, words: ReportWords, print: boolean): Html | string {
  // On paper a video cannot play: its place is the picture list's, without it.
  const videos = print ? [] : item.videos;
  if (item.pictures.length === 0 && videos.length === 0) return "";
  return html`<ul class="pictures">
    ${videos.map((video) => videoLink(report, video, fill(words.video, { task: item.taskName }), words))}
    ${
    item.pictures.map((picture, index) =>
      pictureLink(picture, picture.title || fill(words.photo, { n: index + 1, task: item.taskName }), print)
    )
  }
  </ul>`;
}

/**
 * On the phone: the thumbnail first (lazy, sized so nothing jumps), the large view on tap. On paper: the
 * large view, loaded at once (a PDF is drawn when the page has loaded; lazy pictures would be missing).
 */
function pictureLink(picture: ReportPicture, label: string, print: boolean): Html {
  return print
    ? html`<li><img src="${picture.largeUrl}" alt="${label}" width="${picture.width ?? 640}" height="${
      picture.height ?? 480
    }"></li>`
    : html`<li><a class="picture" href="${picture.largeUrl}" data-large="${picture.largeUrl}">
    <img src="${picture.thumbnailUrl}" alt="${label}" loading="lazy" decoding="async" width="160" height="120">
  </a></li>`;
}

function videoLink(report: CustomerReport, video: ReportVideo, label: string, words: ReportWords): Html {
  const href = `/r/${report.encInspectionId}/video/${video.encVideoId}?lang=${report.language}`;
  // Named by what it shows (the poster's alt and the length), so the name a screen reader says is the
  // text a sighted person sees.
  const name = `${words.playVideo}: ${label}`;
  return html`<li><a class="video" href="${href}">
    ${
    video.posterUrl
      ? html`<img src="${video.posterUrl}" alt="${name}" loading="lazy" decoding="async" width="160" height="120">`
      : html`<span class="poster"><span class="visually-hidden">${name}</span></span>`
  }
    <span class="play" aria-hidden="true">▶</span>
    ${
    video.durationSeconds !== null ? html`<span class="length">${duration(video.durationSeconds)}</span>` : ""
  }
  </a></li>`;
}

/** The shop's contact, and on the customer's page the report in its other languages (`pagePath` given). */
function contactFooter(report: CustomerReport, words: ReportWords, pagePath: string | null): Html {
  const { contact, name } = report.shop;
  const others = REPORT_LANGUAGES.filter((language) => language !== report.language);
  return html`<footer class="contact">
    <p class="shop-name">${name}</p>
    <p>${words.contact}</p>
    ${
    contact.phone
      ? html`<p><a href="tel:${contact.phone.replace(/[^\d+]/g, "")}">${contact.phone}</a></p>`
      : ""
  }
    ${contact.email ? html`<p><a href="mailto:${contact.email}">${contact.email}</a></p>` : ""}
    ${contact.address ? html`<p>${contact.address}</p>` : ""}
    ${
    /^https?:\/\//.test(contact.website)
      ? html`<p><a href="${contact.website}" rel="noopener">${
        contact.website.replace(/^https?:\/\//, "")
      }</a></p>`
      : ""
  }
    ${
    pagePath
      ? html`<p class="languages">${
        others.map((language) =>
          html`<a href="${pagePath}?lang=${language}" lang="${language}" hreflang="${language}">${
            LANGUAGE_NAMES[language]
          }</a>`
        )
      }</p>`
      : ""
  }
  </footer>`;
}

/** "14 items inspected · 2 not inspected": how much of the car was looked at. */
function inspectedLine(report: CustomerReport, words: ReportWords): string {
  const { done, notDone } = report.inspected;
  const parts = [fill(words.inspectedCount, { n: done })];
  if (notDone > 0) parts.push(fill(words.notInspectedCount, { n: notDone }));
  return parts.join(" · ");
}

/** The preview's one line: "2 need attention now · 1 soon · 14 good". */
export function summaryLine(report: CustomerReport, words = report.words): string {
  return (["fail", "warn", "pass"] as const).filter((result) => report.counts[result] > 0)
    .map((result) => `${report.counts[result]} ${words[result].toLowerCase()}`).join(" · ") ||
    words.nothingFound;
}
