import assert from "node:assert/strict";
import {
  assignFailureMessage,
  copyCsv,
  durationLabel,
  isImageKind,
  menuPlacement,
  purposeLabel,
  readAssetList,
  reorderCsv,
  shownAssets,
} from "./asset_list_rules.ts";
import { anAsset } from "../../../tests/support/asset_builder.ts";

const asset = anAsset;

Deno.test("reorder sends the ids in order; copy only ids above 0, and nothing when none are left", () => {
  assert.equal(reorderCsv([30, 10, 20]), "30,10,20");
  assert.equal(copyCsv([5, 0, -2, 7]), "5,7");
  assert.equal(copyCsv([0, -1]), null);
  assert.equal(copyCsv([]), null);
});

Deno.test("superseded assets are left out unless asked for", () => {
  const list = [asset(1), asset(2, { superseded: true, status: "superseded" }), asset(3)];
  assert.deepEqual(shownAssets(list, false).map((a) => a.assetId), [1, 3]);
  assert.deepEqual(shownAssets(list, true).map((a) => a.assetId), [1, 2, 3]);
});

Deno.test("Edit image is for pictures only", () => {
  assert.equal(isImageKind(asset(1, { kind: "photo" })), true);
  assert.equal(isImageKind(asset(1, { kind: "image" })), true);
  assert.equal(isImageKind(asset(1, { kind: "video" })), false);
  assert.equal(isImageKind(asset(1, { kind: "document" })), false);
});

Deno.test("a video's badge shows its length", () => {
  assert.equal(durationLabel(7.4), "0:07");
  assert.equal(durationLabel(75), "1:15");
  assert.equal(durationLabel(3725), "1:02:05");
  assert.equal(durationLabel(null), "");
});

Deno.test("a list answer whose html and assets differ is refused", () => {
  const assets = [asset(4), asset(9)];
  const html = '<ul><li data-asset-id="4"></li><li data-asset-id="9"></li></ul>';
  assert.deepEqual(readAssetList({ html, assets }).assets.map((a) => a.assetId), [4, 9]);
  assert.throws(() => readAssetList({ html: '<li data-asset-id="4"></li>', assets }), /Unexpected response/);
  assert.throws(() => readAssetList({ html }), /Unexpected response/);
  assert.throws(() => readAssetList(null), /Unexpected response/);
});

Deno.test("the menu opens left near the right edge and up near the bottom", () => {
  const viewport = { width: 1280, height: 800 };
  assert.deepEqual(menuPlacement({ left: 100, top: 160, bottom: 200 }, viewport, 300), {
    alignRight: false,
    openUp: false,
  });
  assert.deepEqual(menuPlacement({ left: 1100, top: 660, bottom: 700 }, viewport, 300), {
    alignRight: true,
    openUp: true,
  });
  // No room below, and none above either: it opens down and the page scrolls to it.
  assert.deepEqual(menuPlacement({ left: 100, top: 400, bottom: 440 }, viewport, 600), {
    alignRight: false,
    openUp: false,
  });
});

Deno.test("assigning twice says so; anything else asks to contact support", () => {
  assert.equal(assignFailureMessage(409), "The image is already assigned to this task.");
  assert.equal(
    assignFailureMessage(500),
    "The image could not be assigned to a task. Please contact support.",
  );
  assert.equal(
    assignFailureMessage(null),
    "The image could not be assigned to a task. Please contact support.",
  );
});

Deno.test("purposes read in the shop's words; an unknown one as it is", () => {
  assert.equal(purposeLabel("inspection"), "Shared with inspections");
  assert.equal(purposeLabel("avatar"), "Profile picture");
  assert.equal(purposeLabel("pdfReport"), "pdfReport");
});
