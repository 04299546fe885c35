// Compresses dynamic responses (pages, JSON) with brotli or gzip, whichever the browser prefers.
// Deno.serve does not compress, and Hono's compress middleware has no brotli. Streamed pages stay streamed:
// the compressor is flushed whenever the renderer pauses, so the first part of a page reaches the phone
// before the rest is rendered. Other bodies are small and whole: they are read once, and compressed only when large
// enough to gain. Built assets are compressed once at build time and served as they are.
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";

const MIN_BYTES = 1024;
// Dynamic content: fast settings. Built assets got the slow, maximal ones at build time.
const BROTLI_OPTIONS = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};
const GZIP_OPTIONS = { level: 6 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = "br" | "gzip";

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !response.body || c.req.method === "HEAD") return;
    const headers = response.headers;
    if (headers.has("Content-Encoding") || /no-transform/i.test(headers.get("Cache-Control") ?? "")) return;
    const type = headers.get("Content-Type") ?? "";
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const length = headers.get("Content-Length");
    if (length !== null && Number(length) < MIN_BYTES) return;

    let compressed: Response;
    if (length === null && /^text\/html/i.test(type)) {
      compressed = new Response(compressStream(response.body, encoding), response);
      compressed.headers.delete("Content-Length");
      compressed.headers.set("Content-Encoding", encoding);
    } else {
      const body = new Uint8Array(await response.arrayBuffer());
      if (body.length < MIN_BYTES) {
        compressed = new Response(body, response);
      } else {
        const bytes = encoding === "br" ? await brotli(body, BROTLI_OPTIONS) : await gzip(body, GZIP_OPTIONS);
        compressed = new Response(new Uint8Array(bytes), response);
        compressed.headers.set("Content-Length", String(bytes.length));
        compressed.headers.set("Content-Encoding", encoding);
      }
    }
    compressed.headers.append("Vary", "Accept-Encoding");
    // Hono would merge the old headers (Content-Length included) into a new response; replace it outright.
    c.res = undefined;
    c.res = compressed;
  };
}

function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    parseAccept(acceptEncoding ?? "").filter((e) => e.q > 0).map((e) => e.type.toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const compressor = encoding === "br"
    ? zlib.createBrotliCompress(BROTLI_OPTIONS)
    : zlib.createGzip(GZIP_OPTIONS);
  const flushKind = encoding === "br" ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  const flush = () => new Promise<void>((resolve) => compressor.flush(flushKind, () => resolve()));
  const write = async (chunk: Uint8Array) => {
    if (!compressor.write(chunk)) await new Promise((resolve) => compressor.once("drain", resolve));
  };
  (async () => {
    // React writes a page in many small pieces. They are compressed together, and flushed only when the
    // renderer pauses (the next piece is not there within a tick), so what is ready goes out at once.
    const reader = body.getReader();
    let next = reader.read();
    while (true) {
      let result = await Promise.race([next, tick()]);
      if (result === PAUSE) {
        await flush();
        result = await next;
      }
      if (result.done) break;
      await write(result.value);
      next = reader.read();
    }
    compressor.end();
  })().catch((error) => {
    compressor.destroy(error);
    body.cancel().catch(() => {});
  });
  return Readable.toWeb(compressor) as ReadableStream<Uint8Array>;
}

const PAUSE = Symbol("pause");

function tick(): Promise<typeof PAUSE> {
  return new Promise((resolve) => setTimeout(() => resolve(PAUSE), 0));
}
