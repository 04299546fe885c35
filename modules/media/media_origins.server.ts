// Origins besides the app's own that a page talks to for media: the bucket a browser PUTs uploads to (S3
// backend) and where views load from (MEDIA_PUBLIC_URL). The content security policy must let exactly these
// in, or the browser refuses the upload and the thumbnails of a real deployment.
import type { Services } from "../../src/platform/request_context.ts";
import { mediaStorage } from "./media_storage.server.ts";

export interface MediaOrigins {
  /** Where uploads are PUT (connect-src). */
  uploads: string[];
  /** Where pictures and videos load from (img-src, media-src). */
  views: string[];
}

export async function mediaOrigins(services: Pick<Services, "config" | "keys">): Promise<MediaOrigins> {
  const storage = mediaStorage(services);
  const own = new URL(services.config.publicUrl).origin;
  const others = (origins: string[]) => [...new Set(origins)].filter((origin) => origin !== own);
  // A presigned URL is made locally (no request): its origin is the bucket's, path- or host-style alike.
  const uploads = storage.backend === "s3"
    ? [new URL((await storage.presignPut("uploads/origin-check", "image/jpeg", 60)).uri).origin]
    : [];
  const publicUrl = services.config.media.publicUrl;
  return { uploads: others(uploads), views: others(publicUrl ? [new URL(publicUrl).origin] : []) };
}
