// The viewer, the camera and the image editor as other modules' pages compose them: each is mounted only
// while it is open, so its code (with the dialog's) loads on the first opening, not with the page. A
// checklist loads without them and gets them when a photo is taken or opened.
import { type ComponentProps, lazy, Suspense } from "react";
import type { AssetViewer as Viewer } from "./asset_viewer.tsx";
import type { CameraDialog as Camera } from "./camera_dialog.tsx";
import type { EditorOverlay as Editor } from "./editor_overlay.tsx";

const LazyViewer = lazy(() =>
  import("./asset_viewer.tsx").then((module) => ({ default: module.AssetViewer }))
);
const LazyCamera = lazy(() =>
  import("./camera_dialog.tsx").then((module) => ({ default: module.CameraDialog }))
);
const LazyEditor = lazy(() =>
  import("./editor_overlay.tsx").then((module) => ({ default: module.EditorOverlay }))
);

export function AssetViewer(props: ComponentProps<typeof Viewer>) {
  return (
    <Suspense fallback={null}>
      <LazyViewer {...props} />
    </Suspense>
  );
}

export function CameraDialog(props: ComponentProps<typeof Camera>) {
  return (
    <Suspense fallback={null}>
      <LazyCamera {...props} />
    </Suspense>
  );
}

export function EditorOverlay(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={null}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
