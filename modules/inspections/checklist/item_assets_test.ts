import assert from "node:assert/strict";
import type { Asset } from "@modules/media/ui.ts";
import { itemAssetsOf, taskAssets } from "./item_assets.ts";
import { anAsset } from "../../../tests/support/asset_builder.ts";

const asset = (assetId: number, change: Partial<Asset> = {}) => anAsset(assetId, { taskIds: [7], ...change });

Deno.test("a task's assets: assigned to it, in the list's order, without documents or replaced ones", () => {
  const list = [
    asset(1),
    asset(2, { taskIds: [8] }),
    asset(3, { kind: "video", taskIds: [8, 7] }),
    asset(4, { kind: "document" }),
    asset(5, { status: "superseded", superseded: true }),
    asset(6, { status: "softDeleted" }),
    asset(9, { isVisible: false }),
  ];
  assert.deepEqual(taskAssets(list, 7).map((a) => a.assetId), [1, 3, 9]);
  assert.deepEqual(taskAssets(list, 8).map((a) => a.assetId), [2, 3]);
  assert.deepEqual(taskAssets(list, 99), []);
});

Deno.test("an item asset keeps the id, kind, thumbnail address and whether the customer sees it", () => {
  const thumbnail = {
    name: "thumbnail",
    cdnUrl: "/media/a1/thumb.webp",
  } as unknown as NonNullable<Asset["thumbnailView"]>;
  assert.deepEqual(
    itemAssetsOf(
      [asset(1, { thumbnailView: thumbnail }), asset(2, { kind: "processing", isVisible: false })],
      7,
    ),
    [
      { assetId: 1, kind: "photo", thumbnailUrl: "/media/a1/thumb.webp", isVisible: true },
      { assetId: 2, kind: "processing", thumbnailUrl: null, isVisible: false },
    ],
  );
});
