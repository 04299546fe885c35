import { useState } from "react";
import { CameraDialog } from "../camera_dialog.tsx";
import { ImageEditor } from "../image_editor.tsx";
import type { GallerySection } from "@ui/gallery/section.ts";

const SAMPLE = "/gallery/sample-photo.jpg";

interface Produced {
  from: string;
  file: File;
  url: string;
  width: number;
  height: number;
}

/** The camera and the editor on their own: what they produce is shown here instead of being uploaded. */
function MediaExample() {
  const [open, setOpen] = useState<"camera" | "editor" | null>(null);
  const [produced, setProduced] = useState<Produced | null>(null);
  const [closed, setClosed] = useState("");

  async function show(from: string, file: File) {
    const bitmap = await createImageBitmap(file);
    if (produced) URL.revokeObjectURL(produced.url);
    setProduced({ from, file, url: URL.createObjectURL(file), width: bitmap.width, height: bitmap.height });
    bitmap.close();
  }

  return (
    <>
      <ul className="gallery-row" aria-label="Camera and editor">
        <li>
          <button type="button" className="button" onClick={() => setOpen("camera")}>Take a photo…</button>
        </li>
        <li>
          <button type="button" className="button" onClick={() => setOpen("editor")}>
            Edit sample picture…
          </button>
        </li>
      </ul>
      <p role="status" className="hint">{closed && `Editor closed: ${closed}.`}</p>
      {produced && (
        <figure className="media-produced">
          <img src={produced.url} alt={`${produced.from}: ${produced.file.name}`} />
          <figcaption>
            {produced.from}: <span data-produced="name">{produced.file.name}</span>,{" "}
            <span data-produced="type">{produced.file.type}</span>,{" "}
            <span data-produced="size">{(produced.file.size / 1024).toFixed(1)} KB</span>,{" "}
            <span data-produced="dimensions">{produced.width} × {produced.height}</span>
          </figcaption>
        </figure>
      )}
      {open === "camera" && (
        <CameraDialog
          onClose={() => setOpen(null)}
          onPhoto={(file) => show("Camera photo", file)}
        />
      )}
      {open === "editor" && (
        <ImageEditor
          src={SAMPLE}
          fileName="sample-photo.jpg"
          onSave={(file) => show("Edited picture", file)}
          onClose={(reason) => {
            setClosed(reason);
            setOpen(null);
          }}
        />
      )}
    </>
  );
}

export const mediaSection: GallerySection = {
  id: "media",
  title: "Camera and image editor",
  purpose:
    "CameraDialog gives onPhoto a JPEG (quality 90) from the rear camera; ImageEditor crops, turns and marks up a picture and gives onSave a full-resolution JPEG. Neither calls the server: the owner uploads the file.",
  Example: MediaExample,
};
