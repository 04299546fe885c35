// A real S3-compatible server on loopback for tests: s3rver (the @20minutes fork, which checks AWS
// signature v4 on signed headers and presigned URLs, where the original 3.x accepted any v4 signature),
// in-process, with one bucket made and its files in a temp folder removed on close.
// Inline rather than in deno.json: the package names a command-line program it does not ship, and a listed
// package makes Deno warn about that at every start of every process.
// deno-lint-ignore no-import-prefix
import S3rver from "npm:@20minutes/s3rver@5.0.0";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface S3Peer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The variables loadConfig reads to use this server as the media store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";

/**
 * The bucket accepts a browser's PUT and GET from any origin, as docs/media/storage.md asks of a real
 * bucket (there for the app's origin only), so browser tests can upload straight to it.
 */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3Peer(bucket = "shop-media"): Promise<S3Peer> {
  const directory = await mkdtemp(join(tmpdir(), "s3-peer-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const { port } = await server.run() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "1",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
