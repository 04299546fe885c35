// The upload protocol with S3-compatible storage (a real S3 server on loopback, which checks signatures):
// the browser PUTs to the bucket's presigned URL, the views land in the bucket, and are served through the
// app (/media/{key}) or, with MEDIA_PUBLIC_URL, straight from the bucket. A refused upload and an expired
// one leave nothing in the bucket.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  type AssetView,
  expireUploads,
  mediaStorage,
  type S3Storage,
  UPLOAD_MESSAGES,
} from "../../modules/media/mod.ts";
import { LONG_LIVED, startTestApp } from "../support/app.ts";
import { oncePerFile } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { mediaFixture } from "../support/media_fixtures.ts";
import { uploadThrough } from "../support/media_upload.ts";
import { type S3Peer, s3StorageOn, startS3Peer } from "../support/s3_peer.ts";
import { makeTestVideo, MP4_CLIP } from "../support/video_fixtures.ts";

let peer: S3Peer;
/** The bucket as seen with the S3 API from outside the app. */
let bucket: S3Storage;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `media on S3: ${name}`, ...LONG_LIVED, fn });

// HEAD rather than a listing: the S3 server on loopback refuses the SDK's signature on list requests.
const inBucket = async (key: string) => (await bucket.size(key)) !== null;

/** The app with the peer as its store, a shop with an inspection, and its mechanic signed in. */
async function shopOn(env: Record<string, string> = {}) {
  const app = await startTestApp({ ...peer.env, ...env });
  const shop = await inspectionShop(app.services.sql);
  const inspection = await newInspection(app.services.sql, app.services.keys, shop);
  const mechanic = new HttpClient(app.url);
  await mechanic.signIn(shop.mechanic.email, PASSWORD);
  await mechanic.page(`/${shop.shop.uriName}/inspections`);
  return { app, mechanic, createPath: `/ajax/inspections/${inspection.encId}/assets/create` };
}

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  return new Uint8Array(await response.arrayBuffer());
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Each view is in the bucket under the key its URL ends with, and its URL gives back the stored bytes. */
async function assertStoredAndServed(views: AssetView[], base: string) {
  for (const view of views) {
    const key = /\/((?:assets|uploads)\/.+)$/.exec(view.cdnUrl)?.[1];
    assert.ok(key && await inBucket(key), `${view.name} (${view.cdnUrl}) is in the bucket`);
    assert.equal(sha256(await bytesOf(new URL(view.cdnUrl, base).href)), view.sha256B16, view.name);
  }
}

// One S3 server for the file's tests; each test starts its own app on it.
oncePerFile(async () => {
  peer = await startS3Peer();
  bucket = s3StorageOn(peer);
}, async () => {
  await peer?.close();
});

test("a photo, an iPhone HEIC and a video: PUT to the bucket, views in it, served through the app", async () => {
  const { app, mechanic, createPath } = await shopOn();
  try {
    const photo = await uploadThrough(
      mechanic,
      createPath,
      Deno.readFileSync(mediaFixture("oriented_gps.jpg")),
      "IMG_0100.JPG",
    );
    assert.ok(
      photo.create.putUri.startsWith(`${peer.endpoint}/${peer.bucket}/uploads/`),
      photo.create.putUri,
    );
    assert.match(photo.create.putUri, /X-Amz-Signature=/);
    assert.equal(photo.putStatus, 200);
    assert.equal(photo.completed.sasUploadStatus, "done", JSON.stringify(photo.completed));
    const photoAsset = photo.final.assets!.find((a) => a.assetId === photo.final.uploadResults[0].assetId)!;
    assert.equal(photoAsset.kind, "photo");
    assert.ok(photoAsset.views.every((view) => view.cdnUrl.startsWith("/media/assets/")));
    await assertStoredAndServed(photoAsset.views, app.url);
    assert.equal(
      await inBucket(`uploads/${photo.create.blobLifetimeId}`),
      false,
      "the upload is removed once its views are stored",
    );

    const heic = await uploadThrough(
      mechanic,
      createPath,
      Deno.readFileSync(mediaFixture("iphone_photo.heic")),
      "IMG_0101.HEIC",
    );
    assert.equal(heic.completed.sasUploadStatus, "processing", "a HEIC goes to the worker");
    assert.equal(heic.finalStatus, 200, JSON.stringify(heic.final));
    const heicAsset = heic.final.assets!.find((a) => a.assetId === heic.final.uploadResults[0].assetId)!;
    assert.equal(heicAsset.originalView!.contentType, "image/jpeg");
    await assertStoredAndServed(heicAsset.views, app.url);

    const dir = await Deno.makeTempDir();
    await makeTestVideo(`${dir}/clip.mp4`, { ...MP4_CLIP, seconds: 1, width: 320, height: 240, audio: true });
    const video = await uploadThrough(
      mechanic,
      createPath,
      Deno.readFileSync(`${dir}/clip.mp4`),
      "IMG_0102.MP4",
    );
    await Deno.remove(dir, { recursive: true });
    assert.equal(video.finalStatus, 200, JSON.stringify(video.final));
    const videoAsset = video.final.assets!.find((a) => a.assetId === video.final.uploadResults[0].assetId)!;
    assert.equal(videoAsset.kind, "video");
    assert.deepEqual(
      videoAsset.views.map((view) => view.name).sort(),
      ["large", "largeJpeg", "original", "poster", "thumbnail", "thumbnailJpeg", "transcoded"],
    );
    await assertStoredAndServed(videoAsset.views, app.url);
    const transcoded = videoAsset.views.find((view) => view.name === "transcoded")!;
    const part = await fetch(new URL(transcoded.cdnUrl, app.url), { headers: { Range: "bytes=0-99" } });
    assert.equal(part.status, 206);
    assert.equal((await part.arrayBuffer()).byteLength, 100);
  } finally {
    await app.close();
  }
});

test("with MEDIA_PUBLIC_URL at the bucket, views are loaded from the bucket itself", async () => {
  const { app, mechanic, createPath } = await shopOn({
    MEDIA_PUBLIC_URL: `${peer.endpoint}/${peer.bucket}`,
  });
  try {
    const photo = await uploadThrough(
      mechanic,
      createPath,
      Deno.readFileSync(mediaFixture("oriented_gps.jpg")),
      "IMG_0103.JPG",
    );
    const asset = photo.final.assets!.find((a) => a.assetId === photo.final.uploadResults[0].assetId)!;
    for (const view of asset.views) {
      assert.ok(view.cdnUrl.startsWith(`${peer.endpoint}/${peer.bucket}/assets/`), view.cdnUrl);
    }
    await assertStoredAndServed(asset.views, app.url);
    // The pages let the browser PUT to the bucket and load views from it, and nothing else of elsewhere.
    const page = await fetch(`${app.url}/healthz`);
    await page.body?.cancel();
    const policy = new Map(
      page.headers.get("Content-Security-Policy")!.split(";").map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const bucketOrigin = new URL(peer.endpoint).origin;
    for (const directive of ["img-src", "media-src", "connect-src"]) {
      assert.ok(policy.get(directive)?.includes(bucketOrigin), `${directive} lets ${bucketOrigin} in`);
    }
    assert.deepEqual(policy.get("script-src")?.includes(bucketOrigin), false);
  } finally {
    await app.close();
  }
});

test("a refused upload and an expired one leave nothing in the bucket", async () => {
  const { app, mechanic, createPath } = await shopOn();
  try {
    const refused = await uploadThrough(
      mechanic,
      createPath,
      Deno.readFileSync(mediaFixture("photo.jpg")),
      "photo.jpg",
    );
    assert.equal(refused.putStatus, 200, "the bucket took the bytes");
    assert.equal(refused.finalStatus, 409);
    assert.equal(refused.final.uploadResults[0].message, UPLOAD_MESSAGES.badFormat);
    assert.equal(
      await inBucket(`uploads/${refused.create.blobLifetimeId}`),
      false,
      "the refused file is removed from the bucket",
    );

    // Started, PUT to the bucket, never completed (a closed tab): the expiry job removes it.
    const created = await (await mechanic.call(createPath, "GET")).json();
    const put = await fetch(created.putUri, {
      method: "PUT",
      headers: created.putRequestHeaders,
      body: Deno.readFileSync(mediaFixture("oriented_gps.jpg")),
    });
    assert.equal(put.status, 200);
    await put.body?.cancel();
    const key = `uploads/${created.blobLifetimeId}`;
    assert.ok(await inBucket(key));
    const storage = mediaStorage(app.services);
    assert.equal(await expireUploads(app.services.sql, storage), 0, "not expired yet: kept");
    assert.ok(await inBucket(key));
    const later = new Date(Date.now() + 2 * 86_400_000);
    assert.ok(await expireUploads(app.services.sql, storage, later) >= 1);
    assert.equal(await inBucket(key), false, "the expired upload's file is gone from the bucket");
    const [{ n }] = await app.services.sql`
      select count(*)::int as n from asset_uploads where id = ${created.blobLifetimeId}`;
    assert.equal(n, 0, "and its row");
  } finally {
    await app.close();
  }
});
