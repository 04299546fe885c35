// The customer page's styles, inlined in its head so the first paint needs no second request. Phone first;
// light and dark follow the phone's setting; --accent is the shop's colour when it has one.
import type { ReportOptions } from "./report_options.ts";
export const REPORT_STYLES = `
:root{--accent:#1d4ed8;--bg:#f6f7f9;--card:#fff;--text:#111827;--muted:#4b5563;--line:#d8dde5;
--fail:#b91c1c;--fail-bg:#fdecec;--warn:#92400e;--warn-bg:#fef3c7;--pass:#166534;--pass-bg:#e7f6ec;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--card:#181b21;--text:#eef0f3;--muted:#a8b0bd;--line:#2d333d;
--fail:#fca5a5;--fail-bg:#3a1616;--warn:#fcd34d;--warn-bg:#352a0c;--pass:#86efac;--pass-bg:#10301c}}
*{box-sizing:border-box}
[hidden]{display:none!important}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main,.report-header,.contact{max-width:760px;margin:0 auto;padding:0 16px}
h1{font-size:1.6rem;line-height:1.2;margin:.25rem 0}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
h3{font-size:1.05rem;margin:0}
h4{font-size:.85rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:.75rem 0 .1rem}
p{margin:.25rem 0}
a{color:var(--accent)}
@media (prefers-color-scheme:dark){a{color:color-mix(in srgb,var(--accent) 45%,white)}}
.report-header{padding-top:16px;padding-bottom:8px}
.shop{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.logo{width:auto;height:auto;max-height:56px;max-width:min(200px,50vw);border-radius:8px;object-fit:contain;background:var(--card)}
.shop-name{font-weight:700;margin:0;flex:1}
.subtitle{color:var(--muted)}
.call,.send{display:inline-block;background:var(--accent);color:#fff;border:0;border-radius:999px;padding:.6rem 1.1rem;
font:inherit;font-weight:600;text-decoration:none;cursor:pointer;min-height:44px}
@media (prefers-color-scheme:dark){.call,.send{color:#fff}}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:4px 16px;margin:.75rem 0}
.facts div,.values div{min-width:0}
.facts dt,.values dt{font-size:.8rem;color:var(--muted)}
.facts dd,.values dd{margin:0;overflow-wrap:anywhere}
.summary,.pitch,.item,.answer-panel{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px 16px;margin:12px 0}
.summary h2,.pitch h2,.answer-panel h2{margin-top:0}
.counts{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.count a,.count>span{display:block;border-radius:10px;padding:8px;text-decoration:none;color:inherit;font-size:.85rem;line-height:1.25;min-height:44px}
.count strong{display:block;font-size:1.6rem}
.count.fail a,.count.fail>span{background:var(--fail-bg);color:var(--fail)}
.count.warn a,.count.warn>span{background:var(--warn-bg);color:var(--warn)}
.count.pass a,.count.pass>span{background:var(--pass-bg);color:var(--pass)}
.inspected{margin:.5rem 0 0;color:var(--muted);font-size:.9rem}
.totals{display:flex;gap:24px;margin:.75rem 0 0;flex-wrap:wrap}
.totals dt{font-size:.8rem;color:var(--muted)}
.totals dd{margin:0;font-weight:700;font-size:1.1rem}
.totals .parts dd,.totals .labour dd,.totals .tax dd{font-weight:400;font-size:1rem}
.group h2{display:flex;align-items:center;gap:8px}
.dot{width:12px;height:12px;border-radius:50%;display:inline-block}
.group.fail .dot{background:var(--fail)}.group.warn .dot{background:var(--warn)}.group.pass .dot{background:var(--pass)}
.n{color:var(--muted);font-weight:400}
.item{border-left:6px solid var(--line)}
.item.fail{border-left-color:var(--fail)}.item.warn{border-left-color:var(--warn)}.item.pass{border-left-color:var(--pass)}
.meta{display:flex;flex-wrap:wrap;gap:6px;font-size:.8rem;color:var(--muted);margin:.25rem 0}
.meta span{border-radius:999px;padding:0 8px;border:1px solid var(--line)}
.item.fail .result{background:var(--fail-bg);color:var(--fail);border-color:transparent}
.item.warn .result{background:var(--warn-bg);color:var(--warn);border-color:transparent}
.item.pass .result{background:var(--pass-bg);color:var(--pass);border-color:transparent}
.priority{border-color:var(--priority,var(--line))!important}
.finding{font-weight:600;margin-top:.5rem}
.values{display:grid;grid-template-columns:repeat(auto-fit,minmax(120px,1fr));gap:4px 12px;margin:.5rem 0}
.pictures{list-style:none;padding:0;margin:.75rem 0 0;display:flex;flex-wrap:wrap;gap:8px}
.pictures a{display:block;position:relative;border-radius:8px;overflow:hidden;background:var(--line);line-height:0}
.pictures img,.poster{width:128px;height:96px;object-fit:cover;display:block}
@media (min-width:600px){.pictures img,.poster{width:160px;height:120px}}
.play{position:absolute;inset:0;display:grid;place-items:center;font-size:2rem;color:#fff;text-shadow:0 1px 6px #000;line-height:1}
.length{position:absolute;right:4px;bottom:4px;background:#000a;color:#fff;font-size:.75rem;padding:2px 6px;border-radius:6px;line-height:1.4}
.price{margin-top:.75rem;display:flex;justify-content:space-between;align-items:baseline}
.price span{color:var(--muted)}
.amount{display:grid;gap:2px;margin:.75rem 0 0}
.amount div{display:flex;justify-content:space-between;align-items:baseline;gap:1rem}
.amount dt{color:var(--muted)}
.amount dd{margin:0;font-variant-numeric:tabular-nums}
.amount .total{border-top:1px solid var(--line);padding-top:2px}
.answer{border:0;padding:0;margin:.75rem 0 0;display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.answer legend{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.choice{display:flex;align-items:center;gap:6px;border:2px solid var(--line);border-radius:999px;padding:.45rem 1rem;
cursor:pointer;min-height:44px;font-weight:600}
.choice input{width:1.1rem;height:1.1rem;margin:0;accent-color:var(--accent)}
.choice.approved:has(input:checked){border-color:var(--pass);background:var(--pass-bg);color:var(--pass)}
.choice.declined:has(input:checked){border-color:var(--fail);background:var(--fail-bg);color:var(--fail)}
.choice:has(input:focus-visible){outline:3px solid var(--accent);outline-offset:2px}
.state{font-size:.85rem;color:var(--muted);margin:0}
.answer-panel label{display:block;font-weight:600;margin:.75rem 0 .25rem}
.answer-panel textarea,.answer-panel input{width:100%;font:inherit;padding:.5rem;border:1px solid var(--line);border-radius:8px;
background:var(--bg);color:var(--text)}
canvas{width:100%;max-width:600px;aspect-ratio:3/1;height:auto;border:1px dashed var(--muted);border-radius:8px;background:var(--bg);touch-action:none;display:block}
.secondary{font:inherit;background:none;border:1px solid var(--line);color:var(--text);border-radius:999px;padding:.3rem .9rem;margin:.4rem 0;min-height:36px}
.send{margin-top:1rem;width:100%}
.notice{background:var(--pass-bg);color:var(--pass);border-radius:10px;padding:10px 14px;font-weight:600}
.notice.error{background:var(--fail-bg);color:var(--fail)}
.answered-at{color:var(--muted);font-size:.85rem}
.contact{padding-top:16px;padding-bottom:48px;color:var(--muted);text-align:center}
.languages{display:flex;gap:16px;justify-content:center;margin-top:12px}
.languages a{min-height:44px;display:inline-flex;align-items:center}
dialog{padding:0;border:0;background:#000;max-width:100vw;max-height:100vh;width:100vw;height:100vh}
dialog::backdrop{background:#000c}
dialog img{width:100%;height:100%;object-fit:contain}
dialog .close{position:absolute;top:8px;right:8px;width:44px;height:44px;border-radius:50%;border:0;font-size:1.6rem;background:#000a;color:#fff;cursor:pointer}
`;

/** A picture fits a square of this side, keeping its shape (a portrait photo must fit a landscape page). */
const PICTURE_WIDTH = { none: "0", small: "1.6in", medium: "2.4in", large: "3.4in" } as const;
const FONT_SIZE = { small: "10pt", medium: "11.5pt", large: "13pt" } as const;
const PAGE = { letter: "letter", A4: "A4", legal: "legal" } as const;

/** The printable's page, type and picture sizes (report_options.ts). Always light: it is for paper. */
export function printStyles(options: ReportOptions): string {
  const hide = (size: keyof typeof PICTURE_WIDTH, selector: string) =>
    size === "none"
      ? `${selector}{display:none}`
      : `${selector} img{width:${PICTURE_WIDTH[size]};height:auto}`;
  return `
@page{size:${PAGE[options.paper]} ${options.orientation};margin:12mm}
:root{color-scheme:light;--bg:#fff;--card:#fff;--text:#111827;--muted:#4b5563;--line:#cfd5dd;
--fail:#b91c1c;--fail-bg:#fdecec;--warn:#92400e;--warn-bg:#fef3c7;--pass:#166534;--pass-bg:#e7f6ec}
body.print{background:#fff;font-size:${
    FONT_SIZE[options.fontSize]
  };-webkit-print-color-adjust:exact;print-color-adjust:exact}
body.print main,body.print .report-header,body.print .contact{max-width:none;padding:0}
body.print .summary,body.print .pictures li,body.print .item>header{break-inside:avoid}
body.print h2,body.print h3,body.print h4{break-after:avoid}
body.print .pictures img{object-fit:contain}
${hide(options.itemImageSize, "body.print .item .pictures")}
${hide(options.footerImageSize, "body.print .pictures.footer")}
.printed-answer{font-weight:600;margin-top:.5rem}
.printed-answer.approved{color:var(--pass)}.printed-answer.declined{color:var(--fail)}
body.print .call{display:none}
`;
}
