// The gallery's sample assets for the viewer: the files under public/gallery-media/ (made by
// scripts/make_gallery_media.ts) shaped as the media module describes them, with a document, a hidden
// picture, a video still processing, and a picture whose files are damaged (the media-failure case).
import type { Asset, AssetView } from "../../types.ts";

const BASE = "/gallery-media/";

function view(
  name: AssetView["name"],
  file: string,
  contentType: string,
  kind: AssetView["kind"],
): AssetView {
  return {
    name,
    kind,
    cdnUrl: `${BASE}${file}`,
    contentType,
    sha256B16: "",
    bytes: 0,
    width: null,
    height: null,
  };
}

/** A picture's views: the JPEG original, and thumbnail and large in WebP with JPEG twins. */
function pictureViews(name: string) {
  const views = [
    view("original", `${name}.jpg`, "image/jpeg", "original"),
    view("thumbnail", `${name}-thumbnail.webp`, "image/webp", "resizedImage"),
    view("thumbnailJpeg", `${name}-thumbnail.jpg`, "image/jpeg", "resizedImage"),
    view("large", `${name}-large.webp`, "image/webp", "resizedImage"),
    view("largeJpeg", `${name}-large.jpg`, "image/jpeg", "resizedImage"),
  ];
  return { views, originalView: views[0], thumbnailView: views[1], largeImageView: views[3] };
}

function sample(assetId: number, kind: Asset["kind"], title: string, fileName: string, more: Partial<Asset>) {
  return {
    shopId: 1,
    assetId,
    subclass: "InspectionAsset",
    createdUnixMS: Date.UTC(2026, 2, 14, 9, assetId % 60),
    createdByUserId: null,
    kind,
    status: "visible",
    fileName,
    title,
    purpose: "media",
    superseded: false,
    views: [],
    originalView: null,
    thumbnailView: null,
    largeImageView: null,
    durationSeconds: null,
    processingError: null,
    parentAssetId: null,
    inspectionId: 10482,
    isVisible: true,
    showInFooter: false,
    sortOrder: assetId,
    caption: null,
    taskIds: [],
    ...more,
  } satisfies Asset;
}

const transcoded = view(
  "transcoded",
  "test-drive.mp4",
  'video/mp4; codecs="avc1.42C015, mp4a.40.2"',
  "transcoded",
);
const poster = view("poster", "test-drive-poster.jpg", "image/jpeg", "posterFrame");
const videoThumbnail = view("thumbnail", "test-drive-thumbnail.webp", "image/webp", "resizedImage");

export function sampleAssets(): Asset[] {
  return [
    sample(101, "photo", "Front brake disc", "IMG_4127.jpg", {
      ...pictureViews("brake-disc"),
      caption: "Scoring on the outer face; pads at 2 mm.",
    }),
    sample(102, "photo", "Tire tread", "IMG_4128.jpg", pictureViews("tire-tread")),
    sample(103, "document", "", "work-order.pdf", {
      originalView: view("original", "work-order.pdf", "application/pdf", "original"),
    }),
    sample(104, "video", "Test drive", "IMG_4130.MOV", {
      views: [
        // The iPhone original says it carries spatial audio (apac), which the viewer leaves out of the type.
        view("original", "test-drive.mp4", 'video/mp4; codecs="avc1.42C015, mp4a.40.2, apac"', "original"),
        transcoded,
        poster,
        videoThumbnail,
      ],
      thumbnailView: videoThumbnail,
      largeImageView: view("large", "test-drive-poster.jpg", "image/jpeg", "posterFrame"),
      durationSeconds: 3,
    }),
    sample(105, "photo", "Wiper blade", "IMG_4131.jpg", { ...pictureViews("wiper-blade"), isVisible: false }),
    sample(106, "processing", "Engine noise at idle", "IMG_4132.MOV", {
      views: [poster, videoThumbnail],
      thumbnailView: videoThumbnail,
    }),
    sample(107, "photo", "Oil leak", "IMG_4133.jpg", pictureViews("oil-leak-damaged")),
  ];
}
