// The PDF renderer on Debian's Chromium: the paper is right, pictures load from the document's address
// (a loopback server counts each one asked for, which is also how a print is counted), prints queue and
// complete, the cache answers without printing, a dead browser is started again, and without Chromium the
// error says what to do.
import assert from "node:assert/strict";
import { createLogger } from "../../src/platform/log.ts";
import { pdfFacts, pdfPagesToPng } from "../../tests/support/pdf_pages.ts";
import {
  createPdfRenderer,
  PDF_UNAVAILABLE_MESSAGE,
  type PdfRenderer,
  type PdfRequest,
  PdfUnavailableError,
} from "./pdf_renderer.server.ts";

const CHROMIUM = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

const WHEEL = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <circle cx="100" cy="100" r="90" fill="#222"/><circle cx="100" cy="100" r="45" fill="#bbb"/></svg>`;

/** A loopback server for the report's pictures; `asked` lists each picture request, in order. */
function picturePeer() {
  const asked: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith("/pictures/")) return new Response("no", { status: 404 });
    asked.push(path);
    return new Response(WHEEL, { headers: { "Content-Type": "image/svg+xml" } });
  });
  return { asked, base: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

/**
 * Two pages: a title and a picture by a relative address, then a lazy picture far below the window (a
 * spacer on screen only): on paper it must be there all the same.
 */
function reportHtml(title: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>
    <style>@page { margin: 12mm } body { font: 14pt sans-serif } .next { break-before: page }
      @media screen { .next { margin-top: 5000px } }</style></head>
    <body><h1>${title}</h1><p>Front left tire: tread at 3 mm.</p><img src="/pictures/front.svg" alt="tire">
    <section class="next"><h2>Brakes</h2><img src="/pictures/brakes.svg" loading="lazy" alt="brakes"></section>
    </body></html>`;
}

function renderer(options: { chromiumPath?: string | null; renderLimit?: number } = {}) {
  const logLines: string[] = [];
  const log = createLogger({ level: "info", format: "json", write: (line) => logLines.push(line) });
  const pdf = createPdfRenderer({
    chromiumPath: options.chromiumPath === undefined ? CHROMIUM : options.chromiumPath,
    renderLimit: options.renderLimit ?? 2,
    cacheBytes: 10 * 1024 * 1024,
    log,
  });
  return { pdf, logLines };
}

async function withRenderer(
  options: Parameters<typeof renderer>[0],
  test: (pdf: PdfRenderer, peer: ReturnType<typeof picturePeer>) => Promise<void>,
) {
  const peer = picturePeer();
  const { pdf } = renderer(options);
  try {
    await test(pdf, peer);
  } finally {
    await pdf.close();
    await peer.close();
  }
}

function request(peer: { base: string }, overrides: Partial<PdfRequest>): PdfRequest {
  return {
    html: reportHtml("Inspection of a 2019 Honda Civic"),
    baseUrl: `${peer.base}/r/abc/report/html`,
    paper: "letter",
    orientation: "portrait",
    cacheKey: crypto.randomUUID(),
    ...overrides,
  };
}

Deno.test("A4 landscape and letter portrait print on their paper, with every picture in", async () => {
  await withRenderer({}, async (pdf, peer) => {
    const a4 = await pdf.render(request(peer, { paper: "A4", orientation: "landscape" }));
    assert.deepEqual(await pdfFacts(a4), {
      pages: 2,
      width: 843,
      height: 596,
      paper: "A4",
      orientation: "landscape",
    });
    assert.deepEqual(peer.asked.toSorted(), ["/pictures/brakes.svg", "/pictures/front.svg"]);
    assert.equal((await pdfPagesToPng(a4, "pdf-renderer-a4-landscape")).length, 2);

    const letter = await pdf.render(request(peer, { paper: "letter", orientation: "portrait" }));
    assert.deepEqual(await pdfFacts(letter), {
      pages: 2,
      width: 612,
      height: 792,
      paper: "letter",
      orientation: "portrait",
    });
    assert.equal((await pdfPagesToPng(letter, "pdf-renderer-letter-portrait")).length, 2);

    const legal = await pdf.render(request(peer, { paper: "legal", orientation: "portrait" }));
    assert.deepEqual(
      await pdfFacts(legal),
      { pages: 2, width: 612, height: 1008, paper: "legal", orientation: "portrait" },
    );
  });
});

Deno.test("more prints than the limit wait their turn and all complete", async () => {
  await withRenderer({ renderLimit: 1 }, async (pdf, peer) => {
    const papers = ["A4", "letter", "legal"] as const;
    const printed = await Promise.all(papers.map((paper) => pdf.render(request(peer, { paper }))));
    const facts = await Promise.all(printed.map(pdfFacts));
    assert.deepEqual(facts.map((fact) => fact.paper), ["A4", "letter", "legal"]);
    assert.equal(peer.asked.length, 6, "each of the three documents loaded its two pictures");
  });
});

Deno.test("the same cache key is answered from memory with the same bytes, without printing", async () => {
  await withRenderer({}, async (pdf, peer) => {
    const first = await pdf.render(request(peer, { cacheKey: "inspection-7-v3-letter" }));
    const printsAfterFirst = peer.asked.length;
    assert.equal(printsAfterFirst, 2);

    const again = await pdf.render(request(peer, { cacheKey: "inspection-7-v3-letter" }));
    assert.deepEqual(again, first);
    assert.equal(peer.asked.length, printsAfterFirst, "no picture asked for again: nothing printed");

    // Two asking at once for a report not printed yet share one print.
    const [one, two] = await Promise.all([
      pdf.render(request(peer, { cacheKey: "inspection-7-v4-letter" })),
      pdf.render(request(peer, { cacheKey: "inspection-7-v4-letter" })),
    ]);
    assert.deepEqual(one, two);
    assert.equal(peer.asked.length, printsAfterFirst + 2);
  });
});

Deno.test("a Chromium that died is started again for the next PDF", async () => {
  await withRenderer({}, async (pdf, peer) => {
    const before = chromiumChildren();
    await pdf.render(request(peer, {}));
    const ours = chromiumChildren().filter((pid) => !before.includes(pid));
    assert.equal(ours.length, 1, "one browser started and kept running after the PDF");
    Deno.kill(ours[0], "SIGKILL");

    const after = await pdf.render(request(peer, { paper: "A4" }));
    assert.equal((await pdfFacts(after)).paper, "A4");
    assert.equal(chromiumChildren().filter((pid) => !before.includes(pid)).length, 1);
  });
});

Deno.test("without Chromium a PDF is a 503 that says so and that the report itself works", async () => {
  for (const chromiumPath of [null, "/nonexistent/chromium"]) {
    const { pdf, logLines } = renderer({ chromiumPath });
    await assert.rejects(pdf.render(request({ base: "http://127.0.0.1:9" }, {})), (error) => {
      assert.ok(error instanceof PdfUnavailableError);
      assert.equal(error.status, 503);
      assert.equal(error.message, PDF_UNAVAILABLE_MESSAGE);
      return true;
    });
    assert.match(PDF_UNAVAILABLE_MESSAGE, /Chromium is not installed\. The report itself works/);
    assert.ok(logLines.some((line) => line.includes("CHROMIUM_PATH")), "the operator is told what to set");
    await pdf.close();
  }
});

/** This process's child processes that are Chromium (the renderer launches it directly). */
function chromiumChildren(): number[] {
  const children: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
      // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === Deno.pid && comm.includes("chrom")) children.push(Number(entry.name));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}
