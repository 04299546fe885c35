// Picks where blobs live from the settings: S3-compatible storage when MEDIA_STORAGE=s3 configured it,
// else the folder DATA_DIR/media served by the app.
import { join } from "node:path";
import type { Config } from "../../src/platform/config.ts";
import type { Keys } from "../../src/platform/keys.ts";
import { LocalStorage } from "./local_storage.server.ts";
import { S3Storage } from "./s3_storage.server.ts";
import type { BlobStorage } from "./storage.ts";

export function storageOf(config: Config, keys: Keys): BlobStorage {
  if (config.media.s3) return new S3Storage(config.media.s3);
  return new LocalStorage(join(config.dataDir, "media"), keys);
}
