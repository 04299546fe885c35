import assert from "node:assert/strict";
import { editorAssetsPath, imageEditorHref } from "./editor_target.ts";

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
  assert.equal(imageEditorHref(7, "/ajax/users/3"), "/image-editor?assetId=7&assets=%2Fajax%2Fusers%2F3");
});
