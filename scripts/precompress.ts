// Build step after Vite: writes .br and .gz copies of the browser assets at maximum compression, so the
// server sends them without compressing on every request.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const CLIENT_DIR = fileURLToPath(new URL("../dist/client/", import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* files(path);
    else if (entry.isFile && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(CLIENT_DIR)) {
  const content = await Deno.readFile(path);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Deno.writeFile(`${path}.br`, br);
  await Deno.writeFile(`${path}.gz`, gz);
  count++;
}
console.log(`precompressed ${count} assets`);
