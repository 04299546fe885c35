// Compresses dynamic responses (pages, JSON) with brotli or gzip, whichever the browser prefers.
// Deno.serve does not compress, and Hono's compress middleware has no brotli. Streamed pages stay streamed:
// the compressor is flushed after every chunk, so the first part of a page reaches the phone before the
// rest is rendered. Built assets are compressed once at build time and served as they are.
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { Readable } from "node:stream";
import zlib from "node:zlib";

const MIN_BYTES = 1024;

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !response.body || c.req.method === "HEAD") return;
    const headers = response.headers;
    if (headers.has("Content-Encoding") || /no-transform/i.test(headers.get("Cache-Control") ?? "")) return;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("Content-Type") ?? "")) return;
    const length = headers.get("Content-Length");
    if (length !== null && Number(length) < MIN_BYTES) return;

    const compressed = new Response(compress(response.body, encoding), response);
    compressed.headers.delete("Content-Length");
    compressed.headers.set("Content-Encoding", encoding);
    compressed.headers.append("Vary", "Accept-Encoding");
    // Replace the response outright: Hono would otherwise merge the old headers back, Content-Length included.
    c.res = undefined;
    c.res = compressed;
  };
}

function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Set(
    parseAccept(acceptEncoding ?? "").filter((e) => e.q > 0).map((e) => e.type.toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

function compress(body: ReadableStream<Uint8Array>, encoding: "br" | "gzip"): ReadableStream<Uint8Array> {
  const compressor = encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 });
  const flushKind = encoding === "br" ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  (async () => {
    for await (const chunk of body) {
      if (!compressor.write(chunk)) await new Promise((resolve) => compressor.once("drain", resolve));
      await new Promise<void>((resolve) => compressor.flush(flushKind, () => resolve()));
    }
    compressor.end();
  })().catch((error) => {
    compressor.destroy(error);
    body.cancel().catch(() => {});
  });
  return Readable.toWeb(compressor) as ReadableStream<Uint8Array>;
}
