// The customer report on paper (issue 8, "HTML and PDF"): /r/{id}/report/pdf in A4 landscape and US letter
// portrait, printed by Chromium with the item's photo in it, its pages turned into PNGs (test-output/browser/
// customer-report-pdf-*) to be looked at; /r/{id}/report as a download, force printing again; a wrong option
// is a 400 and a tampered id the bare 404, before anything is printed.
import assert from "node:assert/strict";
import sharp from "sharp";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { reportInspection } from "../support/report_inspection.ts";
import { pdfFacts, pdfPagesToPng } from "../support/pdf_pages.ts";

let encId: string;
const client = () => new HttpClient(fixture.app.url);

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `customer report PDF: ${name}`, ...LONG_LIVED, fn });

// The printer loads pictures from the app's public address, so the test app must listen at it.
const fixture = appFixture({
  env() {
    const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const port = (listener.addr as Deno.NetAddr).port;
    listener.close();
    return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
  },
  async setup({ app }) {
    ({ encId } = await reportInspection(app, { video: false }));
  },
});

async function printed(query: string): Promise<Uint8Array> {
  const response = await client().request(`/r/${encId}/report/pdf?${query}`);
  assert.equal(response.status, 200, await response.clone().text().catch(() => ""));
  assert.equal(response.headers.get("Content-Type"), "application/pdf");
  return new Uint8Array(await response.arrayBuffer());
}

/** How many pixels of the pages are far from white and grey: the photo and the coloured result bands. */
async function colourOf(pages: string[]): Promise<number> {
  let coloured = 0;
  for (const png of pages) {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    for (let at = 0; at < data.length; at += info.channels) {
      if (
        Math.max(data[at], data[at + 1], data[at + 2]) - Math.min(data[at], data[at + 1], data[at + 2]) > 60
      ) {
        coloured++;
      }
    }
  }
  return coloured;
}

test("A4 landscape: the page is A4 across, and the photo is printed", async () => {
  const pdf = await printed("paper=A4&orientation=landscape&itemImageSize=large");
  const facts = await pdfFacts(pdf);
  assert.equal(facts.paper, "A4");
  assert.equal(facts.orientation, "landscape");
  const withPhoto = await colourOf(await pdfPagesToPng(pdf, "customer-report-pdf-a4-landscape"));
  const none = await colourOf(
    await pdfPagesToPng(
      await printed("paper=A4&orientation=landscape&itemImageSize=none"),
      "customer-report-pdf-a4-landscape-no-pictures",
    ),
  );
  assert.ok(
    withPhoto > none + 5000,
    `the photo adds colour to the pages: ${withPhoto} pixels against ${none}`,
  );
});

test("US letter portrait, in Spanish: the page is letter upright and speaks Spanish", async () => {
  const pdf = await printed("paper=letter&orientation=portrait&language=es");
  const facts = await pdfFacts(pdf);
  assert.equal(facts.paper, "letter");
  assert.equal(facts.orientation, "portrait");
  assert.ok((await pdfPagesToPng(pdf, "customer-report-pdf-letter-portrait")).length >= 1);
  const file = await Deno.makeTempFile({ suffix: ".pdf" });
  await Deno.writeFile(file, pdf);
  const output = await new Deno.Command("pdftotext", { args: ["-layout", file, "-"], stdout: "piped" })
    .output();
  await Deno.remove(file);
  const text = new TextDecoder().decode(output.stdout);
  assert.match(text, /Informe de inspección del vehículo/);
  assert.match(text, /Worn to 2 mm/);
  assert.match(text, /\$189\.50/);
});

test("/r/{id}/report downloads the PDF; a wrong option or a tampered id is refused before printing", async () => {
  const download = await client().request(`/r/${encId}/report?paper=legal&force=1`);
  assert.equal(download.status, 200);
  assert.match(
    download.headers.get("Content-Disposition") ?? "",
    /^attachment; filename="inspection-2019-honda-civic-ro-1001\.pdf"$/,
  );
  assert.equal((await pdfFacts(new Uint8Array(await download.arrayBuffer()))).paper, "legal");
  const wrong = await client().request(`/r/${encId}/report/pdf?paper=A5`);
  assert.equal(wrong.status, 400);
  assert.match(await wrong.text(), /paper must be one of letter, A4, legal; &quot;A5&quot; is not\./);
  const tampered = await client().request(`/r/${encId.slice(0, -3)}abc/report/pdf`);
  assert.equal(tampered.status, 404);
  assert.match(await tampered.text(), /This report was not found\./);
});
