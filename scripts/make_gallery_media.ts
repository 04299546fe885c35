// Makes the component gallery's sample media (public/gallery-media/): three drawn workshop pictures with
// the views the media module makes (original JPEG; thumbnail and large in WebP with JPEG twins), a short
// H.264/AAC video with its poster and thumbnails, and a one-page PDF. Run once; the files are committed:
// `deno run -A scripts/make_gallery_media.ts` (needs ffmpeg on PATH).
import sharp from "sharp";

const OUT = new URL("../public/gallery-media/", import.meta.url).pathname;
const THUMBNAIL = { width: 400, height: 300 };
const LARGE = { width: 1280, height: 960 };
const ORIGINAL = { width: 1600, height: 1200 };

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200" width="1600" height="1200">${body}</svg>`;

/** Flat drawings compress to a few kilobytes, which keeps the samples small. */
const PICTURES: Record<string, string> = {
  "brake-disc": frame(`
    <rect width="1600" height="1200" fill="#2d3640"/>
    <rect y="900" width="1600" height="300" fill="#1d242b"/>
    <circle cx="800" cy="600" r="430" fill="#8f979f"/>
    <circle cx="800" cy="600" r="400" fill="#a9b0b7"/>
    <circle cx="800" cy="600" r="170" fill="#6d757d"/>
    ${
    [0, 72, 144, 216, 288].map((a) =>
      `<circle cx="${800 + 110 * Math.cos(a * Math.PI / 180)}" cy="${
        600 + 110 * Math.sin(a * Math.PI / 180)
      }" r="22" fill="#2d3640"/>`
    ).join("")
  }
    <path d="M1120 300 a430 430 0 0 1 0 600 l-120 -60 a300 300 0 0 0 0 -480z" fill="#c62828"/>
    <text x="1150" y="620" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">BRAKE</text>
    <path d="M560 420 q240 -120 480 0" stroke="#7b6f63" stroke-width="26" fill="none" opacity="0.6"/>`),
  "tire-tread": frame(`
    <rect width="1600" height="1200" fill="#d9d4cc"/>
    <rect x="300" y="80" width="1000" height="1040" rx="120" fill="#23272b"/>
    ${
    Array.from({ length: 9 }, (_, i) =>
      `<path d="M360 ${
        150 + i * 110
      } l220 50 l220 -50 l220 50 l220 -50" stroke="#3c434a" stroke-width="34" fill="none"/>`).join("")
  }
    <rect x="640" y="80" width="40" height="1040" fill="#15181b"/>
    <rect x="920" y="80" width="40" height="1040" fill="#15181b"/>
    <rect x="1120" y="520" width="260" height="120" rx="18" fill="#f9a825"/>
    <text x="1150" y="600" font-family="sans-serif" font-size="56" font-weight="700" fill="#23272b">3 mm</text>`),
  "wiper-blade": frame(`
    <rect width="1600" height="1200" fill="#9ec5e8"/>
    <path d="M0 900 Q800 640 1600 900 V1200 H0z" fill="#5b7a96"/>
    <rect x="220" y="520" width="1160" height="34" rx="17" fill="#1b1f24" transform="rotate(-12 800 537)"/>
    <rect x="240" y="560" width="1120" height="16" fill="#394048" transform="rotate(-12 800 568)"/>
    <path d="M420 690 l60 -30 M700 630 l70 -35 M1010 560 l60 -30" stroke="#e53935" stroke-width="14"/>`),
};

async function writePicture(name: string, svg: string) {
  const drawn = sharp(new TextEncoder().encode(svg));
  const png = await drawn.png().toBuffer();
  await sharp(png).resize(ORIGINAL).jpeg({ quality: 70, mozjpeg: true }).toFile(`${OUT}${name}.jpg`);
  await writeViews(name, png);
}

/** Thumbnail and large views, WebP and JPEG, as the media module makes them. */
async function writeViews(
  name: string,
  source: Uint8Array,
  views: Record<string, { width: number; height: number }> = { thumbnail: THUMBNAIL, large: LARGE },
) {
  for (const [view, size] of Object.entries(views)) {
    const resized = sharp(source).resize({ ...size, fit: "inside" });
    await resized.clone().webp({ quality: 70 }).toFile(`${OUT}${name}-${view}.webp`);
    await resized.clone().jpeg({ quality: 70, mozjpeg: true }).toFile(`${OUT}${name}-${view}.jpg`);
  }
}

async function ffmpeg(args: string[]) {
  const { success, stderr } = await new Deno.Command("ffmpeg", { args: ["-y", "-v", "error", ...args] })
    .output();
  if (!success) throw new Error(new TextDecoder().decode(stderr));
}

/** Three seconds of the test pattern with a tone: H.264 baseline and AAC, faststart, as transcoding makes. */
async function writeVideo() {
  const video = `${OUT}test-drive.mp4`;
  await ffmpeg([
    ...["-f", "lavfi", "-i", "testsrc2=size=480x270:rate=24:duration=3"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=3"],
    ...["-c:v", "libx264", "-profile:v", "baseline", "-pix_fmt", "yuv420p", "-crf", "34"],
    ...["-c:a", "aac", "-b:a", "48k", "-movflags", "+faststart", "-shortest", video],
  ]);
  const poster = `${OUT}test-drive-poster.jpg`;
  await ffmpeg(["-ss", "1", "-i", video, "-frames:v", "1", "-q:v", "5", poster]);
  // The poster is the video's large picture; only the filmstrip's thumbnail is made from it.
  await writeViews("test-drive", await Deno.readFile(poster), { thumbnail: THUMBNAIL });
}

/** A one-page PDF written by hand: the smallest valid document with a line of text. */
async function writePdf() {
  const text = "Work order 10482 - Front brake pads and rotors";
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  await Deno.writeTextFile(`${OUT}work-order.pdf`, pdf);
}

await Deno.mkdir(OUT, { recursive: true });
for (const [name, svg] of Object.entries(PICTURES)) await writePicture(name, svg);
await writeVideo();
await writePdf();
