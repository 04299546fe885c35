// The vehicle's main picture is its visible photo whose purpose is "main"; none chosen, none shown.
import assert from "node:assert/strict";
import { anAsset } from "../../../tests/support/asset_builder.ts";
import { mainPhotoUrlOf } from "./main_photo.ts";

const thumbnail = (cdnUrl: string) => ({
  name: "thumbnail" as const,
  kind: "resizedImage" as const,
  cdnUrl,
  contentType: "image/jpeg",
  sha256B16: "",
  bytes: 1,
  width: 160,
  height: 120,
});

Deno.test("the main picture is the visible photo chosen as main", () => {
  const photos = [
    anAsset(1, { subclass: "SubjectAsset", thumbnailView: thumbnail("/one.jpg") }),
    anAsset(2, {
      subclass: "SubjectAsset",
      purpose: "main",
      status: "superseded",
      thumbnailView: thumbnail("/old.jpg"),
    }),
    anAsset(3, { subclass: "SubjectAsset", purpose: "main", thumbnailView: thumbnail("/three.jpg") }),
  ];
  assert.equal(mainPhotoUrlOf(photos), "/three.jpg");
  assert.equal(mainPhotoUrlOf(photos.slice(0, 2)), null);
  assert.equal(mainPhotoUrlOf([]), null);
});
