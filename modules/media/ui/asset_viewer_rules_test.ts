import assert from "node:assert/strict";
import type { Asset, AssetView } from "../types.ts";
import {
  afterDelete,
  assetLabel,
  isSmallScreen,
  keyStep,
  positionOf,
  stageOf,
  swipeStep,
  videoSources,
} from "./asset_viewer_rules.ts";
import { anAsset } from "../../../tests/support/asset_builder.ts";

function view(
  name: AssetView["name"],
  cdnUrl: string,
  contentType: string,
  kind: AssetView["kind"] = "resizedImage",
) {
  return {
    name,
    kind,
    cdnUrl,
    contentType,
    sha256B16: "00",
    bytes: 1,
    width: null,
    height: null,
  } as AssetView;
}

const asset = (assetId: number, kind: Asset["kind"], more: Partial<Asset> = {}) =>
  anAsset(assetId, { kind, fileName: `file-${assetId}`, inspectionId: 7, sortOrder: assetId, ...more });

// photo, image, document, video, file, photo
const list = [
  asset(1, "photo"),
  asset(2, "image"),
  asset(3, "document"),
  asset(4, "video"),
  asset(5, "file"),
  asset(6, "photo"),
];

Deno.test("previous and next step over documents and files, and stop at the first and last picture or video", () => {
  assert.deepEqual(positionOf(list, 1), { previousId: null, nextId: 2, index: 1, count: 4 });
  assert.deepEqual(positionOf(list, 2), { previousId: 1, nextId: 4, index: 2, count: 4 });
  assert.deepEqual(positionOf(list, 4), { previousId: 2, nextId: 6, index: 3, count: 4 });
  assert.deepEqual(positionOf(list, 6), { previousId: 4, nextId: null, index: 4, count: 4 });
});

Deno.test("a document the viewer was opened on is not counted, but leads to its neighbours", () => {
  assert.deepEqual(positionOf(list, 3), { previousId: 2, nextId: 4, index: null, count: 4 });
  assert.deepEqual(positionOf([asset(9, "file")], 9), {
    previousId: null,
    nextId: null,
    index: null,
    count: 0,
  });
});

Deno.test("uploads still in flight take their place in the sequence", () => {
  const withUpload = [asset(1, "photo"), asset(2, "processing"), asset(3, "pending")];
  assert.deepEqual(positionOf(withUpload, 2), { previousId: 1, nextId: 3, index: 2, count: 3 });
});

Deno.test("after a delete the next asset is shown, else the previous, else nothing (the viewer closes)", () => {
  assert.equal(afterDelete(list, 2), 4);
  assert.equal(afterDelete(list, 6), 4);
  assert.equal(afterDelete([asset(1, "photo"), asset(2, "document")], 1), null);
  assert.equal(afterDelete([asset(1, "photo")], 1), null);
});

Deno.test("arrow keys step, except on a video or a field, where they belong to the control", () => {
  const button = { tagName: "BUTTON" } as unknown as EventTarget;
  assert.equal(keyStep("ArrowLeft", button), "previous");
  assert.equal(keyStep("ArrowRight", null), "next");
  assert.equal(keyStep("ArrowUp", button), null);
  assert.equal(keyStep("ArrowRight", { tagName: "VIDEO" } as unknown as EventTarget), null);
  assert.equal(keyStep("ArrowLeft", { tagName: "INPUT" } as unknown as EventTarget), null);
});

Deno.test("a sideways swipe of 50 px or more turns the page; a short or mostly vertical one does not", () => {
  assert.equal(swipeStep(-80, 10), "next");
  assert.equal(swipeStep(80, -20), "previous");
  assert.equal(swipeStep(-49, 0), null);
  assert.equal(swipeStep(-60, 90), null);
});

Deno.test("the viewer fills the screen under 1024 wide or 700 high", () => {
  assert.equal(isSmallScreen({ width: 390, height: 844 }), true);
  assert.equal(isSmallScreen({ width: 1023, height: 800 }), true);
  assert.equal(isSmallScreen({ width: 1280, height: 699 }), true);
  assert.equal(isSmallScreen({ width: 1024, height: 700 }), false);
  assert.equal(isSmallScreen({ width: 1280, height: 800 }), false);
});

Deno.test("an asset is named by its title, else its file name", () => {
  assert.equal(
    assetLabel(asset(1, "photo", { title: "Front brake pads", fileName: "IMG_1.jpg" })),
    "Front brake pads",
  );
  assert.equal(assetLabel(asset(1, "photo", { title: "  ", fileName: "IMG_1.jpg" })), "IMG_1.jpg");
});

Deno.test("a picture shows its large WebP view with the JPEG twin and the original on Full size", () => {
  const picture = asset(1, "photo", {
    views: [view("largeJpeg", "/l.jpg", "image/jpeg")],
    largeImageView: view("large", "/l.webp", "image/webp"),
    originalView: view("original", "/o.heic", "image/heic", "original"),
  });
  assert.deepEqual(stageOf(picture), { kind: "image", webp: "/l.webp", jpeg: "/l.jpg", fullSize: "/o.heic" });
  // Too small for a large view: the original itself.
  const small = asset(2, "image", { originalView: view("original", "/o.png", "image/png", "original") });
  assert.deepEqual(stageOf(small), { kind: "image", webp: null, jpeg: "/o.png", fullSize: "/o.png" });
  assert.deepEqual(stageOf(asset(3, "image")), { kind: "failed", detail: null });
});

Deno.test("documents and files get a placeholder with a link to the original", () => {
  const pdf = asset(1, "document", {
    originalView: view("original", "/w.pdf", "application/pdf", "original"),
  });
  assert.deepEqual(stageOf(pdf), { kind: "document", href: "/w.pdf" });
  assert.deepEqual(stageOf(asset(2, "file")), { kind: "document", href: null });
});

Deno.test("an asset not yet visible shows Processing over its poster; a failed one its error", () => {
  const poster = view("poster", "/p.jpg", "image/jpeg", "posterFrame");
  assert.deepEqual(stageOf(asset(1, "video", { status: "systemHidden", views: [poster] })), {
    kind: "processing",
    poster: "/p.jpg",
  });
  assert.deepEqual(stageOf(asset(2, "processing")), { kind: "processing", poster: null });
  assert.deepEqual(stageOf(asset(3, "video", { processingError: "ffmpeg is not installed" })), {
    kind: "failed",
    detail: "ffmpeg is not installed",
  });
});

Deno.test("a video offers the transcoded MP4 first, then a video/ original, with apac taken out", () => {
  const video = asset(1, "video", {
    views: [
      view("poster", "/p.jpg", "image/jpeg", "posterFrame"),
      view("transcoded", "/t.mp4", 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"', "transcoded"),
    ],
    originalView: view("original", "/o.mov", 'video/quicktime; codecs="hvc1, apac"', "original"),
  });
  assert.deepEqual(videoSources(video), [
    { src: "/t.mp4", type: 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"' },
    { src: "/o.mov", type: 'video/quicktime; codecs="hvc1"' },
  ]);
  assert.deepEqual(stageOf(video), { kind: "video", sources: videoSources(video), poster: "/p.jpg" });
  // An original stored under a non-video type is never offered to the <video> element.
  const odd = asset(2, "video", {
    originalView: view("original", "/o.bin", "application/octet-stream", "original"),
  });
  assert.deepEqual(videoSources(odd), []);
});
