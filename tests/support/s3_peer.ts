// A real S3-compatible server on loopback for tests: s3rver (the @20minutes fork, which checks AWS
// signature v4 on signed headers and presigned URLs, where the original 3.x accepted any v4 signature),
// with one bucket made and its files in a temp folder removed on close.
// It runs under Node.js from its own folder (tests/support/s3rver, with its own package-lock.json), not in
// this process: the package names a command-line program it does not ship, and any package in deno.lock
// makes Deno warn about that at every start of every process, the app's first start included. The folder is
// Node's, so deno.json leaves it out of fmt, lint and check.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { S3Storage } from "../../modules/media/mod.ts";

const SERVER_DIR = fileURLToPath(new URL("./s3rver/", import.meta.url));

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
  await installServer();
  const directory = await mkdtemp(join(tmpdir(), "s3-peer-"));
  const server = new Deno.Command("node", {
    args: ["serve.mjs", directory, bucket, CORS],
    cwd: SERVER_DIR,
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const output = server.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let started = "";
  while (!started.includes("\n")) {
    const { value, done } = await output.read();
    if (done) break;
    started += value;
  }
  const port = started.includes("\n") ? JSON.parse(started).port as number : null;
  // The server writes nothing more; its end of the pipe closes with it.
  await output.cancel();
  const stop = async () => {
    // Closing its standard input stops the server (and would, had this process died first).
    await server.stdin.close().catch(() => {});
    await server.status;
    await rm(directory, { recursive: true, force: true });
  };
  if (port === null) {
    await stop();
    throw new Error("The S3 server for the tests did not start (see its output above).");
  }
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
    close: stop,
  };
}

/** The app's S3 media store on the server's bucket, for tests that drive the store without the app. */
export function s3StorageOn(peer: S3Peer): S3Storage {
  return new S3Storage({
    endpoint: peer.endpoint,
    region: "us-east-1",
    bucket: peer.bucket,
    accessKeyId: peer.accessKeyId,
    secretAccessKey: peer.secretAccessKey,
    forcePathStyle: true,
  });
}

/**
 * The server's packages, as its package-lock.json pins them, installed on first use. Test files run two at a
 * time: the first to get here installs while holding a lock, the other waits for it and finds them there.
 * Installed means npm finished (a mark written after it), not that a package's files are there: npm writes
 * them one by one, and a file that looked while it was at work started a server missing its dependencies.
 */
async function installServer(): Promise<void> {
  const mark = join(SERVER_DIR, "node_modules/.installed-by-tests");
  const installed = () => Deno.stat(mark).then(() => true, () => false);
  if (await installed()) return;
  using lock = await Deno.open(join(tmpdir(), "dvi-test-s3rver-install.lock"), { create: true, write: true });
  await lock.lock(true);
  if (await installed()) return;
  const npm = await new Deno.Command("npm", {
    args: ["ci", "--no-audit", "--no-fund", "--loglevel=error"],
    cwd: SERVER_DIR,
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (!npm.success) throw new Error("npm could not install the tests' S3 server (tests/support/s3rver).");
  await Deno.writeTextFile(mark, "");
}
