import assert from "node:assert/strict";
import { sampleAssets } from "./gallery/viewer_samples.ts";
import { editableView, editorAssetsPath, imageEditorHref, shopOfPath } from "./editor_target.ts";

Deno.test("the editor takes only an owner's asset calls as its target", () => {
  assert.equal(editorAssetsPath("/ajax/inspections/abc_DEF-123"), "/ajax/inspections/abc_DEF-123");
  assert.equal(editorAssetsPath("/ajax/users/12"), "/ajax/users/12");
  for (
    const bad of [
      "//evil.example/ajax/users/1",
      "/ajax/users/1/../../session",
      "/ajax/tasks/1",
      "https://x/ajax/users/1",
      12,
      null,
    ]
  ) {
    assert.equal(editorAssetsPath(bad), null, String(bad));
  }
  assert.equal(
    imageEditorHref(7, "/ajax/users/3", null),
    "/image-editor?assetId=7&assets=%2Fajax%2Fusers%2F3",
  );
  assert.equal(
    imageEditorHref(7, "/ajax/users/3", "bay-street"),
    "/image-editor?assetId=7&assets=%2Fajax%2Fusers%2F3&shop=bay-street",
  );
  assert.equal(shopOfPath("/bay-street/users/me"), "bay-street");
  assert.equal(shopOfPath("/"), null);
});

Deno.test("the editor marks up a drawable original, else the large view; never a video or document", () => {
  const samples = sampleAssets();
  const byKind = (kind: string) => samples.find((asset) => asset.kind === kind)!;
  const photo = byKind("photo");
  assert.equal(editableView(photo), photo.originalView);
  const heic = { ...photo, originalView: { ...photo.originalView!, contentType: "image/heic" } };
  assert.equal(editableView(heic), photo.largeImageView);
  assert.equal(editableView(byKind("video")), null);
  const pdf = byKind("document");
  assert.equal(editableView(pdf), null);
});
