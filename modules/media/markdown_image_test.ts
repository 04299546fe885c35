import assert from "node:assert/strict";
import { anAsset } from "../../tests/support/asset_builder.ts";
import { markdownImage, markdownImageLabel } from "./markdown_image.ts";
import type { AssetView } from "./types.ts";

Deno.test("the image's label keeps only letters, digits and spaces of the title, else the file name, else Image", () => {
  assert.equal(
    markdownImageLabel({ title: "Front pads: 2 mm (replace!)", fileName: "a.jpg" }),
    "Front pads 2 mm replace",
  );
  assert.equal(markdownImageLabel({ title: "Bremsbeläge vorn", fileName: "a.jpg" }), "Bremsbeläge vorn");
  assert.equal(markdownImageLabel({ title: "", fileName: "IMG_4127.jpg" }), "IMG4127jpg");
  assert.equal(markdownImageLabel({ title: "](javascript:alert(1))", fileName: "" }), "javascriptalert1");
  assert.equal(markdownImageLabel({ title: "!!!", fileName: "---.jpg" }), "jpg");
  assert.equal(markdownImageLabel({ title: "", fileName: "" }), "Image");
  assert.equal(markdownImageLabel({ title: "  ", fileName: "()" }), "Image");
});

Deno.test("sizes: l the large view, s the thumbnail, ? the original; videos and documents are not inserted", () => {
  const view = (name: AssetView["name"], cdnUrl: string, contentType: string): AssetView => ({
    name,
    kind: name === "original" ? "original" : "resizedImage",
    cdnUrl,
    contentType,
    sha256B16: "",
    bytes: 1,
    width: null,
    height: null,
  });
  const photo = anAsset(1, {
    title: "Front brake disc",
    originalView: view("original", "/media/a/o.jpg", "image/jpeg"),
    thumbnailView: view("thumbnail", "/media/a/t.webp", "image/webp"),
    largeImageView: view("large", "/media/a/l.webp", "image/webp"),
  });
  assert.equal(markdownImage(photo, "l"), "![Front brake disc](/media/a/l.webp)");
  assert.equal(markdownImage(photo, "s"), "![Front brake disc](/media/a/t.webp)");
  assert.equal(markdownImage(photo, "?"), "![Front brake disc](/media/a/o.jpg)");
  const small = { ...photo, largeImageView: null };
  assert.equal(
    markdownImage(small, "l"),
    "![Front brake disc](/media/a/o.jpg)",
    "too small for a large view",
  );
  assert.equal(markdownImage({ ...photo, kind: "video" }, "l"), null);
  assert.equal(markdownImage({ ...photo, kind: "document" }, "?"), null);
});
