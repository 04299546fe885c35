// Serves the built browser files (dist/client) from memory: they are few and small, and fixed until the
// next deploy, so they are read once at start with the compressed copies the build made. Hashed files under
// /assets/ are cached by browsers for a year; the rest (favicon, robots.txt) for an hour, but the service
// worker, which browsers must ask for every time so a new version is found at once. ETags answer repeat
// visits with 304.
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { getMimeType } from "hono/utils/mime";
import { createHash } from "node:crypto";
import { join, relative } from "node:path";

interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  bodies: { identity: Bytes; br?: Bytes; gzip?: Bytes };
}

type Bytes = Uint8Array<ArrayBuffer>;

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
const SERVICE_WORKER = "/sw.js";

export async function loadStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for await (const path of walk(dir)) {
    if (/\.(br|gz)$/.test(path)) continue;
    const identity = await Deno.readFile(path);
    const urlPath = `/${relative(dir, path).replaceAll("\\", "/")}`;
    files.set(urlPath, {
      type: getMimeType(path) ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`,
      cacheControl: urlPath.startsWith("/assets/")
        ? IMMUTABLE
        : urlPath === SERVICE_WORKER
        ? "no-cache"
        : SHORT,
      bodies: { identity, br: await readIfThere(`${path}.br`), gzip: await readIfThere(`${path}.gz`) },
    });
  }
  return files;
}

export function staticFiles(files: Map<string, StaticFile>): MiddlewareHandler {
  return async (c, next) => {
    const file = (c.req.method === "GET" || c.req.method === "HEAD") ? files.get(c.req.path) : undefined;
    if (!file) return await next();
    const headers: Record<string, string> = {
      "Content-Type": file.type,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304, headers);
    const accepted = new Set(
      parseAccept(c.req.header("Accept-Encoding") ?? "").filter((e) => e.q > 0).map((e) => e.type),
    );
    let body = file.bodies.identity;
    if (accepted.has("br") && file.bodies.br) {
      body = file.bodies.br;
      headers["Content-Encoding"] = "br";
    } else if (accepted.has("gzip") && file.bodies.gzip) {
      body = file.bodies.gzip;
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = String(body.length);
    return c.req.method === "HEAD" ? c.body(null, 200, headers) : c.body(body, 200, headers);
  };
}

async function* walk(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await Array.fromAsync(Deno.readDir(dir));
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* walk(path);
    else if (entry.isFile) yield path;
  }
}

async function readIfThere(path: string): Promise<Bytes | undefined> {
  try {
    return await Deno.readFile(path);
  } catch {
    return undefined;
  }
}
