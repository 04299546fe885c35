// iPhone photos (HEVC in HEIF) for sharp, whose bundled libheif has no HEVC decoder: heic-decode (libheif
// compiled to WebAssembly) decodes the primary image, already turned by its irot/imir boxes, and sharp gets
// it back as an uncompressed PNG carrying the photo's colour profile (Display P3 on iPhones), so the views
// keep their colours. sharp's raw-pixel input cannot carry a profile; a PNG iCCP chunk can.
import sharp, { type Metadata } from "sharp";
import decodeHeic from "heic-decode";
import { crc32, deflateSync } from "node:zlib";

const PNG_SIGNATURE_AND_IHDR = 8 + 25;

/** The HEIC's primary image as PNG bytes. The caller has checked the header against the pixel limit. */
export async function heicAsPng(path: string, header: Metadata): Promise<Uint8Array> {
  const { width, height, data } = await decodeHeic({ buffer: await Deno.readFile(path) });
  let pipeline = sharp(new Uint8Array(data.buffer, data.byteOffset, data.length), {
    raw: { width, height, channels: 4 },
    limitInputPixels: width * height,
  });
  // heic-decode always answers RGBA; a photo without transparency keeps three channels.
  if (!header.hasAlpha) pipeline = pipeline.removeAlpha();
  // Level 0 (stored) is written and read back fastest; this PNG never leaves memory.
  const png = await pipeline.png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer();
  return header.icc === undefined ? png : withIccProfile(png, header.icc);
}

/** Inserts an iCCP chunk right after IHDR, where the PNG specification wants it. */
function withIccProfile(png: Uint8Array, icc: Uint8Array): Uint8Array {
  const name = new TextEncoder().encode("ICC profile\0");
  const body = new Uint8Array([...new TextEncoder().encode("iCCP"), ...name, 0, ...deflateSync(icc)]);
  const chunk = new Uint8Array(body.length + 8);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, body.length - 4);
  chunk.set(body, 4);
  view.setUint32(body.length + 4, crc32(body));
  const out = new Uint8Array(png.length + chunk.length);
  out.set(png.subarray(0, PNG_SIGNATURE_AND_IHDR));
  out.set(chunk, PNG_SIGNATURE_AND_IHDR);
  out.set(png.subarray(PNG_SIGNATURE_AND_IHDR), PNG_SIGNATURE_AND_IHDR + chunk.length);
  return out;
}
