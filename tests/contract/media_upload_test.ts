// The upload protocol over real HTTP (docs/media.md): create, PUT, complete, poll, with real files — a photo
// carrying GPS, an iPhone HEIC, a short video — and every message of the seed's upload table from a real
// bad file or situation: a renamed text file, a pixel flood, an 8x8 PNG, an empty body, a file over the
// limit, a target gone, a permission taken away, a server without ffmpeg, an expired upload. Another shop's
// inspection is not found at every step.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { mediaStorage, UPLOAD_MESSAGES } from "../../modules/media/mod.ts";
import { LONG_LIVED, startTestApp } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { mediaFixture } from "../support/media_fixtures.ts";
import { uploadThrough } from "../support/media_upload.ts";
import { IPHONE_CLIP, makeTestVideo, MP4_CLIP } from "../support/video_fixtures.ts";

let shop: InspectionShop;
let inspection: { id: number; encId: string };
let mechanic: HttpClient;
let owner: HttpClient;
let outsider: HttpClient;
let anonymous: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `media upload: ${name}`, ...LONG_LIVED, fn });

const createPath = (encId = inspection.encId) => `/ajax/inspections/${encId}/assets/create`;
const mediaFile = (name: Parameters<typeof mediaFixture>[0]) => Deno.readFileSync(mediaFixture(name));

async function fetchView(url: string): Promise<Uint8Array> {
  const response = await fetch(new URL(url, fixture.app.url));
  assert.equal(response.status, 200, url);
  return new Uint8Array(await response.arrayBuffer());
}

const fixture = appFixture({
  env: { MEDIA_MAX_UPLOAD_MB: "1" },
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    inspection = await newInspection(sql, app.services.keys, shop);
    const signedIn = async (email: string) => {
      const client = new HttpClient(app.url);
      await client.signIn(email, PASSWORD);
      await client.page(`/${shop.shop.uriName}/inspections`);
      return client;
    };
    mechanic = await signedIn(shop.mechanic.email);
    owner = await signedIn(shop.owner.email);
    outsider = await signedIn(shop.outsider.email);
    anonymous = new HttpClient(app.url);
  },
});

test("a photo with GPS: ready at once, portrait, views in WebP and JPEG without the location", async () => {
  const run = await uploadThrough(mechanic, createPath(), mediaFile("oriented_gps.jpg"), "IMG_0042.JPG");
  assert.equal(run.putStatus, 200);
  assert.equal(run.completeStatus, 200, JSON.stringify(run.completed));
  assert.equal(run.completed.sasUploadStatus, "done");
  assert.deepEqual(run.completed.uploadResults.map((r) => r.message), [UPLOAD_MESSAGES.success]);
  const asset = run.completed.assets!.find((a) => a.assetId === run.completed.uploadResults[0].assetId)!;
  assert.equal(asset.kind, "photo");
  assert.equal(asset.fileName, "IMG_0042.JPG");
  assert.equal(asset.inspectionId, inspection.id);
  assert.match(run.completed.html!, new RegExp(`data-asset-id="${asset.assetId}"`));
  const names = asset.views.map((view) => view.name).sort();
  assert.deepEqual(names, ["large", "largeJpeg", "original", "thumbnail", "thumbnailJpeg"]);
  for (const view of asset.views) {
    const bytes = await fetchView(view.cdnUrl);
    assert.equal(createHash("sha256").update(bytes).digest("hex"), view.sha256B16, view.name);
    const meta = await sharp(bytes).metadata();
    assert.ok(meta.height! > meta.width!, `${view.name} is portrait`);
    assert.equal(meta.exif, undefined, `${view.name} carries no EXIF (no GPS)`);
  }
  assert.equal((await sharp(await fetchView(asset.thumbnailView!.cdnUrl)).metadata()).format, "webp");
});

test("an iPhone HEIC photo goes through the worker and comes out as JPEG and WebP views", async () => {
  const run = await uploadThrough(mechanic, createPath(), mediaFile("iphone_photo.heic"), "IMG_0043.HEIC");
  assert.equal(run.completed.sasUploadStatus, "processing");
  assert.match(run.completed.statusPollUri!, /^\/ajax\/sas-uploads\/[0-9a-f-]{36}$/);
  assert.equal(run.finalStatus, 200, JSON.stringify(run.final));
  const asset = run.final.assets!.find((a) => a.assetId === run.final.uploadResults[0].assetId)!;
  assert.equal(asset.kind, "photo");
  assert.equal(asset.originalView!.contentType, "image/jpeg");
  const large = await sharp(await fetchView(asset.largeImageView!.cdnUrl)).metadata();
  assert.equal(large.format, "webp");
  assert.equal(large.exif, undefined);
});

test("a short video is transcoded to an H.264 MP4 with a poster, and plays in ranges", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/clip.mov`;
  await makeTestVideo(path, { ...IPHONE_CLIP, seconds: 2, width: 320, height: 240 });
  const run = await uploadThrough(mechanic, createPath(), Deno.readFileSync(path), "IMG_0044.MOV");
  await Deno.remove(dir, { recursive: true });
  assert.equal(run.completed.sasUploadStatus, "processing", "videos always go through processing");
  assert.equal(run.finalStatus, 200, JSON.stringify(run.final));
  const asset = run.final.assets!.find((a) => a.assetId === run.final.uploadResults[0].assetId)!;
  assert.equal(asset.kind, "video");
  assert.ok(asset.durationSeconds! > 1.5);
  const transcoded = asset.views.find((view) => view.name === "transcoded")!;
  assert.match(transcoded.contentType, /^video\/mp4; codecs="avc1\.[0-9a-f]+, mp4a\.40\.2"$/);
  assert.ok(asset.views.some((view) => view.name === "poster" && view.kind === "posterFrame"));
  assert.ok(asset.thumbnailView);
  const part = await fetch(new URL(transcoded.cdnUrl, fixture.app.url), { headers: { Range: "bytes=0-99" } });
  assert.equal(part.status, 206);
  assert.equal((await part.arrayBuffer()).byteLength, 100);
  assert.equal(part.headers.get("Content-Range"), `bytes 0-99/${transcoded.bytes}`);
});

test("a marked-up copy takes the original's place: order, visibility, footer, tasks; the original is kept", async () => {
  const base = `/ajax/inspections/${inspection.encId}`;
  const idOf = (run: Awaited<ReturnType<typeof uploadThrough>>) => run.completed.uploadResults[0].assetId!;
  const original = idOf(
    await uploadThrough(mechanic, createPath(), mediaFile("oriented_gps.jpg"), "pads.jpg"),
  );
  const after = idOf(await uploadThrough(mechanic, createPath(), mediaFile("oriented_gps.jpg"), "after.jpg"));
  for (
    const [path, method, body] of [
      [`${base}/assets/${original}`, "PATCH", { isVisible: false }],
      [`${base}/assets/${original}/footer`, "POST", { showInFooter: true }],
      [`${base}/items/${shop.tasks.pads}/assets/${original}`, "PUT", {}],
    ] as const
  ) {
    const answer = await mechanic.call(path, method, body);
    assert.equal(answer.status, 200, `${method} ${path}: ${await answer.text()}`);
  }
  // Digits past the id range, sent as text (a JSON number that size is refused before any handler).
  const pastIds = await uploadThrough(mechanic, createPath(), mediaFile("oriented_gps.jpg"), "pads.jpg", {
    parentAssetId: "9999999999",
  });
  assert.equal(pastIds.completeStatus, 400);
  assert.match(JSON.stringify(pastIds.completed), /parentAssetId must be an id, a whole number from 1 to/);
  const copyRun = await uploadThrough(mechanic, createPath(), mediaFile("oriented_gps.jpg"), "pads.jpg", {
    parentAssetId: original,
    supersedeParentAsset: true,
  });
  assert.equal(copyRun.completeStatus, 200, JSON.stringify(copyRun.completed));
  const copy = idOf(copyRun);
  const rows = await fixture.sql<
    { id: number; status: string; is_visible: boolean; show_in_footer: boolean; task_ids: number[] }[]
  >`select id, status, is_visible, show_in_footer, task_ids from assets
    where id = any(${[original, copy, after]}::int[]) order by sort_order, id`;
  assert.deepEqual(rows.map((row) => row.id).filter((id) => id !== original), [copy, after], "in its place");
  const byId = new Map(rows.map((row) => [row.id, row]));
  assert.equal(byId.get(original)!.status, "superseded");
  assert.deepEqual(
    { ...byId.get(copy)!, id: 0 },
    { id: 0, status: "visible", is_visible: false, show_in_footer: true, task_ids: [shop.tasks.pads] },
  );
  const listed = copyRun.completed.assets!.map((asset) => asset.assetId);
  assert.ok(listed.indexOf(copy) < listed.indexOf(after), "the list shows it where the original was");
});

test("every refusal of the upload table, from real files, with nothing left behind", async () => {
  const before = await fixture.sql`select count(*)::int as n from assets`;
  const refused = async (bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const run = await uploadThrough(mechanic, createPath(), bytes, name);
    assert.equal(run.finalStatus, 409, `${name}: ${JSON.stringify(run.final)}`);
    assert.equal(run.final.sasUploadStatus, "error");
    return run;
  };
  const message = (run: Awaited<ReturnType<typeof refused>>) => run.final.uploadResults[0].message;
  assert.equal(message(await refused(mediaFile("photo.jpg"), "photo.jpg")), UPLOAD_MESSAGES.badFormat);
  assert.equal(
    message(await refused(mediaFile("pixel_flood.png"), "huge.png")),
    UPLOAD_MESSAGES.dimensionsTooLarge,
  );
  assert.equal(message(await refused(mediaFile("tiny_8x8.png"), "tiny.png")), UPLOAD_MESSAGES.tooSmall);
  assert.equal(message(await refused(new Uint8Array(0), "empty.jpg")), UPLOAD_MESSAGES.noData);
  const over = new Uint8Array(1024 * 1024 + 10);
  over.set(mediaFile("oriented_gps.jpg"));
  const tooLarge = await refused(over, "big.jpg");
  assert.equal(tooLarge.putStatus, 413);
  assert.equal(message(tooLarge), UPLOAD_MESSAGES.size);
  const after = await fixture.sql`select count(*)::int as n from assets`;
  assert.equal(after[0].n, before[0].n, "no asset was made");
  const refusedUploads = await fixture.sql<{ storageKey: string }[]>`
    select storage_key as "storageKey" from asset_uploads where state = 'error'`;
  assert.ok(refusedUploads.length >= 5);
  for (const upload of refusedUploads) {
    assert.equal(
      await mediaStorage(fixture.app.services).size(upload.storageKey),
      null,
      "the refused file is removed",
    );
  }
});

test("the target gone or the permission taken away between create and complete", async () => {
  const { sql } = fixture;
  const other = await newInspection(sql, fixture.app.services.keys, shop);
  // The link withdrawn (as when an inspection is deleted): the upload's target is missing.
  const created = await (await mechanic.call(createPath(other.encId), "GET")).json();
  await sql`update inspections set enc_id = null where id = ${other.id}`;
  const gone = await mechanic.call(created.postCompleteUri, "POST", {
    blobLifetimeId: created.blobLifetimeId,
  });
  assert.equal(gone.status, 409);
  assert.equal((await gone.json()).uploadResults[0].message, UPLOAD_MESSAGES.targetMissing);

  const closing = await newInspection(sql, fixture.app.services.keys, shop);
  const started = await (await mechanic.call(createPath(closing.encId), "GET")).json();
  await fetch(new URL(started.putUri, fixture.app.url), {
    method: "PUT",
    headers: started.putRequestHeaders,
    body: mediaFile("oriented_gps.jpg"),
  });
  await sql`update inspections set status = 'closed' where id = ${closing.id}`;
  const refused = await mechanic.call(started.postCompleteUri, "POST", {
    blobLifetimeId: started.blobLifetimeId,
  });
  assert.equal(refused.status, 409);
  assert.equal((await refused.json()).uploadResults[0].message, UPLOAD_MESSAGES.permission);
  const again = await mechanic.call(createPath(closing.encId), "GET");
  assert.equal(again.status, 403);
  assert.equal((await again.json()).message, UPLOAD_MESSAGES.permission);
});

test("an expired upload is refused as unexpected; a repeated completion answers the same", async () => {
  const created = await (await mechanic.call(createPath(), "GET")).json();
  await fixture.sql`update asset_uploads set expires_at = now() - interval '1 minute'
    where id = ${created.blobLifetimeId}`;
  const expired = await mechanic.call(created.postCompleteUri, "POST", {
    blobLifetimeId: created.blobLifetimeId,
  });
  assert.equal(expired.status, 409);
  assert.equal((await expired.json()).uploadResults[0].message, UPLOAD_MESSAGES.unexpected);

  const run = await uploadThrough(mechanic, createPath(), mediaFile("oriented_gps.jpg"), "again.jpg");
  const repeat = await mechanic.call(run.create.postCompleteUri, "POST", {
    blobLifetimeId: run.create.blobLifetimeId,
  });
  assert.equal(repeat.status, 200);
  const body = await repeat.json();
  assert.equal(body.uploadResults[0].assetId, run.completed.uploadResults[0].assetId);
  const [{ n }] = await fixture.sql`select count(*)::int as n from assets where file_name = 'again.jpg'`;
  assert.equal(n, 1, "one asset however often the completion is sent");
});

test("the outbox's idempotency key: the same key gets the same upload, and a resend makes one asset", async () => {
  const key = crypto.randomUUID();
  const create = (path = createPath(), client = mechanic) =>
    client.request(path, { headers: { "Idempotency-Key": key } });
  const first = await (await create()).json();
  const again = await (await create()).json();
  assert.equal(again.blobLifetimeId, first.blobLifetimeId, "a lost answer asked again: the same upload");

  // The whole protocol twice with that key, as an outbox resends it after a lost answer.
  const bytes = mediaFile("oriented_gps.jpg");
  const put = await fetch(new URL(first.putUri, fixture.app.url), { method: "PUT", body: bytes });
  await put.body?.cancel();
  const completion = { blobLifetimeId: first.blobLifetimeId, fileName: "once.jpg" };
  const done = await (await mechanic.call(first.postCompleteUri, "POST", completion)).json();
  const resent = await (await create()).json();
  assert.equal(
    resent.blobLifetimeId,
    first.blobLifetimeId,
    "after completion the key still names that upload",
  );
  const status = await mechanic.call(`/ajax/sas-uploads/${first.blobLifetimeId}`, "GET");
  assert.equal(status.status, 200);
  assert.equal((await status.json()).uploadResults[0].assetId, done.uploadResults[0].assetId);
  const [{ n }] = await fixture.sql`select count(*)::int as n from assets where file_name = 'once.jpg'`;
  assert.equal(n, 1, "one asset however often it is sent");

  // Someone else's key is theirs alone; the same key for another place is refused; a bad key is a 400.
  const owners = await (await create(createPath(), owner)).json();
  assert.notEqual(owners.blobLifetimeId, first.blobLifetimeId);
  const other = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const elsewhere = await create(createPath(other.encId));
  assert.equal(elsewhere.status, 409);
  assert.match((await elsewhere.json()).message, /already used for an upload to another place/);
  const bad = await mechanic.request(createPath(), { headers: { "Idempotency-Key": "not a key!" } });
  assert.equal(bad.status, 400);
  assert.match((await bad.json()).message, /Idempotency-Key must be/);

  // An upload that expired unfinished gives its key up: asking again starts a fresh one.
  const expiring = crypto.randomUUID();
  const old = await (await mechanic.request(createPath(), { headers: { "Idempotency-Key": expiring } }))
    .json();
  await fixture
    .sql`update asset_uploads set expires_at = now() - interval '1 minute' where id = ${old.blobLifetimeId}`;
  const fresh = await (await mechanic.request(createPath(), { headers: { "Idempotency-Key": expiring } }))
    .json();
  assert.notEqual(fresh.blobLifetimeId, old.blobLifetimeId);
});

test("a server without ffmpeg: the video is kept with the reason, the answer is the server error", async () => {
  const noTools = await startTestApp({
    FFMPEG_PATH: "/nonexistent/ffmpeg",
    FFPROBE_PATH: "/nonexistent/ffprobe",
  });
  try {
    const otherShop = await inspectionShop(noTools.services.sql);
    const otherInspection = await newInspection(noTools.services.sql, noTools.services.keys, otherShop);
    const client = new HttpClient(noTools.url);
    await client.signIn(otherShop.mechanic.email, PASSWORD);
    await client.page(`/${otherShop.shop.uriName}/inspections`);
    const dir = await Deno.makeTempDir();
    await makeTestVideo(`${dir}/c.mp4`, { ...MP4_CLIP, seconds: 1, width: 160, height: 120, audio: false });
    const run = await uploadThrough(
      client,
      `/ajax/inspections/${otherInspection.encId}/assets/create`,
      Deno.readFileSync(`${dir}/c.mp4`),
      "c.mp4",
    );
    await Deno.remove(dir, { recursive: true });
    assert.equal(run.finalStatus, 409);
    assert.equal(run.final.uploadResults[0].message, UPLOAD_MESSAGES.server);
    assert.match(run.final.details, /ffmpeg was not found|FFMPEG_PATH/);
    const list = await (await client.call(`/ajax/inspections/${otherInspection.encId}/assets`, "GET")).json();
    assert.match(list.assets[0].processingError, /FFMPEG_PATH/);
  } finally {
    await noTools.close();
  }
});

test("another shop's inspection: not found at every step; the anonymous must sign in", async () => {
  // A picture of the inspection for the outsider to reach for.
  const uploaded = await uploadThrough(mechanic, createPath(), mediaFile("oriented_gps.jpg"), "IMG_0044.JPG");
  const asset = uploaded.completed.assets!.find((a) =>
    a.assetId === uploaded.completed.uploadResults[0].assetId
  )!;
  const paths: Array<[string, string, unknown?]> = [
    ["GET", createPath()],
    // The checklist row's upload: the same inspection, through its task.
    ["GET", `/ajax/inspections/${inspection.encId}/items/${shop.tasks.pads}/assets/create`],
    ["PUT", `/ajax/inspections/${inspection.encId}/items/${shop.tasks.pads}/assets/${asset.assetId}`],
    ["GET", `/ajax/inspections/${inspection.encId}/assets`],
    ["GET", `/ajax/inspections/${inspection.encId}/assets/menu`],
    ["PATCH", `/ajax/inspections/${inspection.encId}/assets/${asset.assetId}`, { isVisible: false }],
    ["DELETE", `/ajax/inspections/${inspection.encId}/assets/${asset.assetId}`],
  ];
  for (const [method, path, body] of paths) {
    const answer = await outsider.call(path, method, body);
    assert.equal(answer.status, 404, `${method} ${path}`);
    assert.doesNotMatch(await answer.text(), /IMG_|Jane|Front brake/, "nothing of the inspection shows");
    const nobody = await anonymous.call(path, method, body);
    // A write without a session fails the CSRF check first.
    assert.equal(nobody.status, method === "GET" ? 401 : 403, `${method} ${path} anonymous`);
    await nobody.body?.cancel();
  }
  // Someone else's upload id is not theirs to complete or poll.
  const created = await (await mechanic.call(createPath(), "GET")).json();
  const foreign = await outsider.call(created.postCompleteUri, "POST", {
    blobLifetimeId: created.blobLifetimeId,
  });
  assert.equal(foreign.status, 404);
  await foreign.body?.cancel();
  // A PUT with a forged signature stores nothing.
  const forged = created.putUri.replace(/signature=[^&]+/, "signature=AAAA");
  const put = await fetch(new URL(forged, fixture.app.url), { method: "PUT", body: "x" });
  assert.equal(put.status, 403);
  await put.body?.cancel();
  const owned = await owner.call(`/ajax/inspections/${inspection.encId}/assets`, "GET");
  assert.equal(owned.status, 200);
  await owned.body?.cancel();
});

test("issue 32: PUTs at once to one upload link: one at a time (409), the first's file kept", async () => {
  const created = await (await mechanic.call(createPath(), "GET")).json();
  const url = new URL(created.putUri, fixture.app.url);
  const photo = mediaFile("oriented_gps.jpg");
  // The first PUT sends half the photo and holds its body open, as a phone on a slow network does.
  let sending!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (controller) => void (sending = controller) });
  sending.enqueue(photo.subarray(0, photo.length / 2));
  const first = fetch(url, { method: "PUT", headers: created.putRequestHeaders, body });
  // Others to the same link, until one arrives while the first is being received.
  const others: number[] = [];
  try {
    while (!others.includes(409) && others.length < 200) {
      const other = await fetch(url, { method: "PUT", headers: created.putRequestHeaders, body: "other" });
      others.push(other.status);
      if (other.status === 409) {
        assert.deepEqual(await other.json(), {
          message:
            "This upload is already being received. Wait for it to finish; if it fails, send the file again.",
        });
      } else await other.body?.cancel();
    }
  } finally {
    // The rest of the photo, whatever the others got: the first PUT ends either way.
    sending.enqueue(photo.subarray(photo.length / 2));
    sending.close();
  }
  assert.ok(others.includes(409), `answers: ${others.join(", ")}`);
  assert.ok(others.every((status) => status === 200 || status === 409), `answers: ${others.join(", ")}`);
  const put = await first;
  await put.body?.cancel();
  assert.equal(put.status, 200);
  // The first PUT's photo is the upload's: it completes as the photo.
  const done = await mechanic.call(created.postCompleteUri, "POST", {
    blobLifetimeId: created.blobLifetimeId,
    fileName: "held.jpg",
  });
  assert.equal(done.status, 200, await done.clone().text());
  assert.equal((await done.json()).uploadResults[0].message, UPLOAD_MESSAGES.success);
});

test("issue 32, found by the fuzz run: a truncated JPEG whose header is intact is refused, not a 500", async () => {
  const truncated = mediaFile("oriented_gps.jpg").slice(0, 3000);
  const run = await uploadThrough(mechanic, createPath(), truncated, "cut.jpg");
  assert.equal(run.putStatus, 200);
  assert.equal(run.completeStatus, 409, JSON.stringify(run.completed));
  assert.deepEqual(run.completed.uploadResults.map((r) => r.message), [UPLOAD_MESSAGES.badFormat]);
  const [{ n }] = await fixture.sql`select count(*)::int as n from assets where file_name = 'cut.jpg'`;
  assert.equal(n, 0, "no asset is made");
});
