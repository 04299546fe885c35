// The app's own blob endpoints, mounted before sessions and body limits: the signed PUT of the local backend
// (the URL's signature is the permission, as with an S3 presigned URL, but only until the upload is
// completed) and /media/{key}, which serves views when no MEDIA_PUBLIC_URL is set. Only keys of live assets'
// views are served.
import { Hono } from "hono";
import type { AppEnv } from "../../src/platform/http.ts";
import { LocalStorage } from "./local_storage.server.ts";
import { mediaStorage } from "./media_storage.server.ts";
import { uploadTakesFile } from "./queries.server.ts";
import { blobKeys, checkBlobKey } from "./storage.ts";
import { UPLOAD_MESSAGES } from "./types.ts";

export const BAD_PUT_LINK = "This upload link is not valid or has expired. Add the file again.";
export const USED_PUT_LINK =
  "This upload is finished, so its link takes no more files. To send another file, add it again.";
export const BUSY_PUT_LINK =
  "This upload is already being received. Wait for it to finish; if it fails, send the file again.";

/**
 * The links a PUT is being received on in this process: one PUT at a time per link (issue 32: two at once
 * wrote the same file and the second answered 500). Another is a 409 while the first lasts; a retry after
 * it is taken as before. Processes sharing the folder cannot collide either: each PUT writes its own partial
 * file and the last complete one wins (local_storage.server.ts).
 */
const receiving = new Set<string>();

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export const blobRoutes = new Hono<AppEnv>();

blobRoutes.put(`/blobs/uploads/:id{${UUID}}`, async (c) => {
  const services = c.get("services");
  const storage = mediaStorage(services);
  if (!(storage instanceof LocalStorage)) return c.json({ message: "Not found." }, 404);
  const key = blobKeys.upload(c.req.param("id"));
  if (!storage.verifyPut(key, c.req.query("expires"), c.req.query("signature"))) {
    return c.json({ message: BAD_PUT_LINK }, 403);
  }
  // A link stores one file: once the upload is completed (or refused, or expired), its signature, however
  // long it would last, no longer lets anything in. Until then a failed PUT may be tried again.
  if (!(await uploadTakesFile(services.sql, c.req.param("id")))) {
    return c.json({ message: USED_PUT_LINK }, 403);
  }
  if (receiving.has(key)) return c.json({ message: BUSY_PUT_LINK }, 409);
  receiving.add(key);
  try {
    const within = await storage.receive(key, c.req.raw.body, services.config.media.maxUploadBytes);
    if (!within) return c.json({ message: UPLOAD_MESSAGES.size }, 413);
    return c.body(null, 200);
  } finally {
    receiving.delete(key);
  }
});

blobRoutes.on(["GET", "HEAD"], "/media/*", async (c) => {
  const services = c.get("services");
  let key: string;
  try {
    key = checkBlobKey(c.req.path.slice("/media/".length));
  } catch {
    return c.text("Not found", 404);
  }
  const [view] = await services.sql<{ contentType: string }[]>`
    select v.content_type as "contentType" from asset_views v join assets a on a.id = v.asset_id
    where v.storage_key = ${key} and a.status <> 'softDeleted' limit 1`;
  if (!view) return c.text("Not found", 404);
  const storage = mediaStorage(services);
  const size = await storage.size(key);
  if (size === null) return c.text("Not found", 404);
  const range = parseRange(c.req.header("Range"), size);
  if (range === "unsatisfiable") {
    return c.body(null, 416, { "Content-Range": `bytes */${size}` });
  }
  const headers: Record<string, string> = {
    "Content-Type": view.contentType,
    "Accept-Ranges": "bytes",
    // A key names one version of one view for ever: a changed picture gets a new key.
    "Cache-Control": "public, max-age=31536000, immutable",
  };
  if (c.req.method === "HEAD") {
    return c.body(null, 200, { ...headers, "Content-Length": String(size) });
  }
  const blob = await storage.open(key, range ?? undefined);
  if (!blob) return c.text("Not found", 404);
  headers["Content-Length"] = String(blob.length);
  if (range) {
    headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
    return c.body(blob.body, 206, headers);
  }
  return c.body(blob.body, 200, headers);
});

/** One byte range of a Range header (video players ask for one at a time); null for the whole blob. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "unsatisfiable" {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Math.min(Number(match[2]), size);
    return suffix === 0 ? "unsatisfiable" : { start: size - suffix, end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
