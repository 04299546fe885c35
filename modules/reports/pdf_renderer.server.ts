// The customer report on paper: an HTML document printed to PDF by a headless Chromium (playwright-core).
// Starting Chromium takes about a second, so one browser is launched on the first PDF and kept running for
// the process; it is launched again when it crashed. At most `renderLimit` PDFs print at once, and printed
// ones are kept in memory by the caller's key, so a report opened again costs no browser at all.
import { type Browser, chromium } from "playwright-core";
import { UserFacingError } from "../../src/platform/errors.ts";
import type { Logger } from "../../src/platform/log.ts";
import type { Services } from "../../src/platform/request_context.ts";
import { PdfCache } from "./_pdf_cache.ts";
import { WorkSlots } from "../../src/platform/work_slots.ts";
import type { ReportOptions } from "./report_options.ts";

/** What a visitor is told when this server has no Chromium: the HTML report does not need it. */
export const PDF_UNAVAILABLE_MESSAGE = "PDF reports are not available on this server because Chromium is " +
  "not installed. The report itself works: open it without /pdf at the end of the address.";

/** 503: this server cannot print PDFs (no Chromium); everything else, the HTML report too, still works. */
export class PdfUnavailableError extends UserFacingError {
  constructor() {
    super(503, PDF_UNAVAILABLE_MESSAGE);
  }
}

export interface PdfRequest {
  /** The whole HTML document to print. */
  html: string;
  /**
   * The address the document is shown at, e.g. `${publicUrl}/r/{id}/report/html`: its relative picture and
   * style addresses load from there. Chromium never asks that address for the document itself.
   */
  baseUrl: string;
  paper: ReportOptions["paper"];
  orientation: ReportOptions["orientation"];
  /**
   * Same key, same PDF: answered from memory without printing again. Make it change with everything that
   * changes the document (a hash of the HTML does that, or the inspection's version plus the options).
   */
  cacheKey: string;
}

export interface PdfRenderer {
  render(request: PdfRequest): Promise<Uint8Array<ArrayBuffer>>;
  /** Closes the browser; the process is stopping. */
  close(): Promise<void>;
}

export interface PdfRendererSettings {
  chromiumPath: string | null;
  renderLimit: number;
  cacheBytes: number;
  log: Logger;
}

/** The flags a server needs: no sandbox (containers), no GPU, and none of Google's background services. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** A page whose pictures never finish loading fails rather than holding a print slot for ever. */
const PAGE_TIMEOUT_MS = 30_000;

/** Playwright's names for the report's paper sizes. */
const FORMATS: Record<PdfRequest["paper"], string> = { letter: "Letter", A4: "A4", legal: "Legal" };

const CLOSED = "The PDF renderer is closed: the server is stopping.";

const made = new WeakMap<Services["config"], PdfRenderer>();

/** The process's one renderer, made from the settings on first use. */
export function pdfRenderer(services: Pick<Services, "config" | "log">): PdfRenderer {
  let renderer = made.get(services.config);
  if (!renderer) {
    const { pdf } = services.config;
    made.set(services.config, renderer = createPdfRenderer({ ...pdf, log: services.log }));
  }
  return renderer;
}

/** Closes the process's renderer (and its browser) if one was made; the app calls it when it stops. */
export async function closePdfRenderer(services: Pick<Services, "config">): Promise<void> {
  await made.get(services.config)?.close();
}

export function createPdfRenderer(settings: PdfRendererSettings): PdfRenderer {
  const cache = new PdfCache(settings.cacheBytes);
  const slots = new WorkSlots(settings.renderLimit);
  // Two requests for the same report at the same moment share one printing.
  const printing = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  let browser: Promise<Browser> | null = null;
  let closed = false;

  function warmBrowser(): Promise<Browser> {
    if (browser) return browser;
    const launching: Promise<Browser> = launch(settings).then(
      (launched) => {
        launched.on("disconnected", () => {
          if (!closed) settings.log.warn("Chromium for PDFs stopped; the next PDF starts it again");
          forget(launching);
        });
        return launched;
      },
      (error) => {
        forget(launching);
        throw error;
      },
    );
    return browser = launching;
  }

  /** A browser that is gone (or never started) is launched again by the next PDF. */
  function forget(gone: Promise<Browser>): void {
    if (browser === gone) browser = null;
  }

  async function print(request: PdfRequest): Promise<Uint8Array<ArrayBuffer>> {
    // A print that waited for its turn while the server began to stop must not start a new browser.
    if (closed) throw new Error(CLOSED);
    const launching = warmBrowser();
    const open = await launching;
    try {
      return await printOn(open, request);
    } catch (error) {
      // A browser that died under this page (out of memory, killed) is started again, once, for it.
      if (closed || open.isConnected()) throw error;
      forget(launching);
      return await printOn(await warmBrowser(), request);
    }
  }

  return {
    render(request) {
      if (closed) return Promise.reject(new Error(CLOSED));
      const cached = cache.get(request.cacheKey);
      if (cached) return Promise.resolve(cached);
      let pdf = printing.get(request.cacheKey);
      if (!pdf) {
        pdf = slots.run(() => print(request)).then((printed) => {
          if (!closed) cache.set(request.cacheKey, printed);
          return printed;
        }).finally(() => printing.delete(request.cacheKey));
        printing.set(request.cacheKey, pdf);
      }
      return pdf;
    },
    async close() {
      closed = true;
      const running = browser;
      browser = null;
      await running?.then((open) => open.close(), () => {});
    },
  };
}

async function launch(settings: PdfRendererSettings): Promise<Browser> {
  const path = settings.chromiumPath;
  if (path === null || !(await isFile(path))) {
    settings.log.warn("no Chromium for PDFs: set CHROMIUM_PATH or run scripts/install_chromium.sh", {
      chromiumPath: path,
    });
    throw new PdfUnavailableError();
  }
  const started = await chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
  settings.log.info("started Chromium for PDFs", { chromiumPath: path, version: started.version() });
  return started;
}

async function printOn(browser: Browser, request: PdfRequest): Promise<Uint8Array<ArrayBuffer>> {
  // A context of its own per PDF: no cookies or storage shared between two customers' reports. No scripts:
  // a printout needs none, and without them pictures marked loading="lazy" (right for a phone) load at
  // once like the others, so the load event waits for every one of them.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    // The document is answered here, at its own address, so relative addresses resolve as in a browser;
    // every other request (pictures, styles) goes to the network as usual.
    const address = new URL(request.baseUrl).href;
    await page.route(
      (url) => url.href === address,
      (route) =>
        route.request().isNavigationRequest()
          ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: request.html })
          : route.continue(),
    );
    await page.goto(address, { waitUntil: "load" });
    const pdf = await page.pdf({
      format: FORMATS[request.paper],
      landscape: request.orientation === "landscape",
      printBackground: true,
    });
    return new Uint8Array(pdf);
  } finally {
    await context.close();
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}
