import assert from "node:assert/strict";
import { sampleAssets } from "../../src/ui/gallery/viewer_samples.ts";
import { markdownImage, markdownImageLabel } from "./markdown_image.ts";

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
  const samples = sampleAssets();
  const photo = samples.find((asset) => asset.kind === "photo")!;
  assert.equal(markdownImage(photo, "l"), `![Front brake disc](${photo.largeImageView!.cdnUrl})`);
  assert.equal(markdownImage(photo, "s"), `![Front brake disc](${photo.thumbnailView!.cdnUrl})`);
  assert.equal(markdownImage(photo, "?"), `![Front brake disc](${photo.originalView!.cdnUrl})`);
  const small = { ...photo, largeImageView: null };
  assert.equal(
    markdownImage(small, "l"),
    `![Front brake disc](${photo.originalView!.cdnUrl})`,
    "too small for a large view",
  );
  assert.equal(markdownImage(samples.find((asset) => asset.kind === "video")!, "l"), null);
  assert.equal(markdownImage(samples.find((asset) => asset.kind === "document")!, "?"), null);
});
