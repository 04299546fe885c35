// A printed PDF as a person checks it: its pages as pictures to look at (poppler's pdftoppm) and its paper
// size (pdfinfo). scripts/install_poppler.sh installs poppler-utils from Debian when missing.

const OUTPUT = new URL("../../test-output/browser/", import.meta.url).pathname;

/** Each page as test-output/browser/<name>-<page>.png at 60 dpi; the paths in page order. */
export async function pdfPagesToPng(pdf: Uint8Array, name: string): Promise<string[]> {
  await Deno.mkdir(OUTPUT, { recursive: true });
  // Pages of an earlier run of the same test would be taken for this PDF's.
  for await (const entry of Deno.readDir(OUTPUT)) {
    if (pageNumber(entry.name, name) !== null) await Deno.remove(`${OUTPUT}${entry.name}`);
  }
  await withPdfFile(pdf, (file) => run("pdftoppm", ["-png", "-r", "60", file, `${OUTPUT}${name}`]));
  const pages: Array<[number, string]> = [];
  for await (const entry of Deno.readDir(OUTPUT)) {
    const page = pageNumber(entry.name, name);
    if (page !== null) pages.push([page, `${OUTPUT}${entry.name}`]);
  }
  return pages.sort(([a], [b]) => a - b).map(([, path]) => path);
}

export interface PdfFacts {
  pages: number;
  /** The first page, in PostScript points (1/72 inch), rounded. */
  width: number;
  height: number;
  /** The paper the first page is (within 2 points: Chromium rounds A4 to its own units), else null. */
  paper: "A4" | "letter" | "legal" | null;
  orientation: "portrait" | "landscape";
}

/** Portrait sizes in points. pdfinfo names A4 and letter but not legal, so the test names them all. */
const PAPERS = { A4: [595.28, 841.89], letter: [612, 792], legal: [612, 1008] } as const;

/** What pdfinfo says about the PDF: its number of pages and the first page's size. */
export async function pdfFacts(pdf: Uint8Array): Promise<PdfFacts> {
  const info = await withPdfFile(pdf, (file) => run("pdfinfo", [file]));
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  const pages = /^Pages:\s+(\d+)/m.exec(info);
  if (!size || !pages) throw new Error(`pdfinfo did not give the page size and count:\n${info}`);
  const [width, height] = [Number(size[1]), Number(size[2])];
  const [short, long] = [Math.min(width, height), Math.max(width, height)];
  const paper = (Object.keys(PAPERS) as Array<keyof typeof PAPERS>).find((name) =>
    Math.abs(PAPERS[name][0] - short) <= 2 && Math.abs(PAPERS[name][1] - long) <= 2
  );
  return {
    pages: Number(pages[1]),
    width: Math.round(width),
    height: Math.round(height),
    paper: paper ?? null,
    orientation: width > height ? "landscape" : "portrait",
  };
}

/** pdftoppm numbers pages name-1.png, or name-01.png when there are ten or more. */
function pageNumber(file: string, name: string): number | null {
  if (!file.startsWith(`${name}-`) || !file.endsWith(".png")) return null;
  const digits = file.slice(name.length + 1, -".png".length);
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

async function withPdfFile<T>(pdf: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const file = await Deno.makeTempFile({ suffix: ".pdf" });
  try {
    await Deno.writeFile(file, pdf);
    return await use(file);
  } finally {
    await Deno.remove(file);
  }
}

async function run(command: string, args: string[]): Promise<string> {
  const { success, stdout, stderr } = await new Deno.Command(command, {
    args,
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const decoder = new TextDecoder();
  if (!success) throw new Error(`${command} failed: ${decoder.decode(stderr)}`);
  return decoder.decode(stdout);
}
