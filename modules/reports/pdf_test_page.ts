// The printing test page (/r/pdfTest/html and /pdf): what a shop prints once to check its printer and the
// report's options before sending real reports. It shows the paper and orientation in large type, a frame
// with a centimetre ruler around the printable area (a cut edge or a wrong spacing shows the printer scales
// or trims), a line of text in each font size, and a sample picture at the asked sizes. No shop data.
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { REPORT_FONT_SIZES, type ReportOptions } from "./report_options.ts";

/** Portrait paper sizes in millimetres. */
const PAPER_MM: Record<ReportOptions["paper"], [number, number]> = {
  letter: [215.9, 279.4],
  A4: [210, 297],
  legal: [215.9, 355.6],
};

/** The page's margin; the frame fills what is inside it. */
const MARGIN_MM = 10;

// The test page's own sizes for the named options, so each is visibly different on paper.
const FONT_PT: Record<ReportOptions["fontSize"], number> = { small: 9, medium: 11, large: 14 };
const ITEM_PICTURE_MM: Record<ReportOptions["itemImageSize"], number> = {
  none: 0,
  small: 35,
  medium: 55,
  large: 75,
};
const FOOTER_PICTURE_MM: Record<ReportOptions["footerImageSize"], number> = {
  none: 0,
  small: 10,
  medium: 16,
  large: 22,
};

/** A wheel drawn inline: the page needs nothing from the network, so it prints even when pictures do not. */
const WHEEL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img"
  aria-label="Sample picture: a wheel"><rect width="100" height="100" rx="6" fill="#dbe7f3"/>
  <circle cx="50" cy="50" r="40" fill="#24292f"/><circle cx="50" cy="50" r="22" fill="#b8c0c8"/>
  <circle cx="50" cy="50" r="6" fill="#24292f"/></svg>`;

const SAMPLE_TEXT = "Front brake pads at 3 mm: replace soon. The quick brown fox jumps over the lazy dog.";

export function pdfTestPage(options: ReportOptions): HtmlEscapedString | Promise<HtmlEscapedString> {
  const [short, long] = PAPER_MM[options.paper];
  const [pageWidth, pageHeight] = options.orientation === "portrait" ? [short, long] : [long, short];
  const [printableWidth, printableHeight] = [pageWidth - 2 * MARGIN_MM, pageHeight - 2 * MARGIN_MM];
  // Half a millimetre less than the printable area: rounding must never push the frame onto a second page.
  const [frameWidth, frameHeight] = [printableWidth - 0.5, printableHeight - 0.5];
  const paperName = `${options.paper} ${options.orientation}`;
  const query = new URLSearchParams(Object.entries(options)).toString();
  const styles = `
    @page { size: ${options.paper} ${options.orientation}; margin: ${MARGIN_MM}mm; }
    * { box-sizing: border-box; }
    html { color-scheme: light; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    body { margin: 0; font: ${FONT_PT[options.fontSize]}pt/1.4 system-ui, sans-serif; color: #111; }
    .frame { position: relative; width: ${frameWidth}mm; height: ${frameHeight}mm; border: 0.4mm solid #111;
      padding: 9mm 8mm 8mm 9mm; display: flex; flex-direction: column; gap: 5mm; overflow: hidden; }
    .ruler { position: absolute; color: #555; font-size: 6pt; }
    .ruler.top { top: 0; left: 0; right: 0; height: 3mm;
      background: repeating-linear-gradient(to right, #111 0 0.25mm, transparent 0.25mm 10mm); }
    .ruler.left { top: 0; left: 0; bottom: 0; width: 3mm;
      background: repeating-linear-gradient(to bottom, #111 0 0.25mm, transparent 0.25mm 10mm); }
    .ruler span { position: absolute; line-height: 1; }
    .ruler.top span { top: 3.4mm; transform: translateX(-50%); }
    .ruler.left span { left: 3.6mm; transform: translateY(-50%); }
    h1 { font-size: 34pt; line-height: 1.1; margin: 0; }
    h2 { font-size: 1.1em; margin: 0 0 1.5mm; }
    p { margin: 0; }
    .measure { color: #333; }
    .body { display: flex; flex-wrap: wrap; gap: 6mm 10mm; align-items: flex-start; }
    .sizes { flex: 1 1 90mm; }
    .sizes p { margin-bottom: 1.5mm; }
    .sizes .asked { font-weight: 700; }
    .picture img { display: block; }
    footer { margin-top: auto; display: flex; gap: 4mm; align-items: center; border-top: 0.3mm solid #999;
      padding-top: 3mm; font-size: 8pt; color: #333; }
    .screen-only { font-size: 10pt; }
    @media print { .screen-only { display: none; } }
    @media screen { body { padding: ${MARGIN_MM}mm; } }
  `;
  return html`<!doctype html>
<html lang="${options.language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Printing test: ${paperName}</title>
    <style>${raw(styles)}</style>
  </head>
  <body>
    <main class="frame">
      <div class="ruler top" aria-hidden="true">${ticks(frameWidth, "left")}</div>
      <div class="ruler left" aria-hidden="true">${ticks(frameHeight, "top")}</div>
      <header>
        <h1>${paperName}</h1>
        <p class="measure">
          Page ${mm(pageWidth)} × ${mm(pageHeight)} mm. The frame is the printable area, ${
    mm(printableWidth)
  } × ${mm(printableHeight)} mm inside ${MARGIN_MM} mm margins; its ruler marks are 1 cm apart.
        </p>
        <p>
          Printing test page. On paper the frame should be whole and a ruler mark exactly 1 cm from the next:
          if an edge is cut off or the marks are further apart or closer, the printer is trimming or scaling
          the page (print at 100%, "actual size").
        </p>
        <p class="screen-only"><a href="/r/pdfTest/pdf?${query}">Open this page as a PDF</a></p>
      </header>
      <div class="body">
        <section class="sizes">
          <h2>Text sizes</h2>
          ${REPORT_FONT_SIZES.map((size) => textSample(size, size === options.fontSize))}
        </section>
        <section class="picture">
          <h2>Item picture: ${options.itemImageSize}</h2>
          ${picture(ITEM_PICTURE_MM[options.itemImageSize], "Item pictures are left out (none).")}
        </section>
      </div>
      <footer>
        ${picture(FOOTER_PICTURE_MM[options.footerImageSize], "")}
        <p>
          Options: paper ${options.paper}, orientation ${options.orientation}, font size ${options.fontSize},
          item pictures ${options.itemImageSize}, footer pictures ${options.footerImageSize}, language
          ${options.language}.
        </p>
      </footer>
    </main>
  </body>
</html>`;
}

/** A line of text in one font size; the asked one in bold and said to be so. */
function textSample(size: ReportOptions["fontSize"], asked: boolean) {
  return html`<p class="${asked ? "asked" : "other"}" style="font-size: ${FONT_PT[size]}pt">
    ${capitalised(size)} (${FONT_PT[size]} pt)${asked ? ", the size asked for" : ""}: ${SAMPLE_TEXT}</p>`;
}

/** A centimetre label at each ruler mark but the first, along `side` ("left" for the top ruler). */
function ticks(lengthMm: number, side: "left" | "top") {
  const labels = [];
  for (let cm = 1; cm * 10 < lengthMm - 3; cm++) {
    labels.push(html`<span style="${side}: ${cm * 10}mm">${cm}</span>`);
  }
  return labels;
}

function picture(sizeMm: number, leftOut: string) {
  if (sizeMm === 0) return leftOut ? html`<p>${leftOut}</p>` : "";
  const source = `data:image/svg+xml;base64,${btoa(WHEEL_SVG)}`;
  return html`<img src="${source}" alt="Sample picture: a wheel" style="width: ${sizeMm}mm; height: ${sizeMm}mm">`;
}

function mm(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function capitalised(word: string): string {
  return word[0].toUpperCase() + word.slice(1);
}
