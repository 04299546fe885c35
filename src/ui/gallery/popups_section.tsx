import { useParams } from "@tanstack/react-router";
import { useState } from "react";
import { confirm } from "../confirm_dialog.tsx";
import { CopyDialog } from "../copy_dialog.tsx";
import { SuggestionBox } from "../suggestion_box.tsx";
import type { GallerySection } from "./section.ts";

function PopupsExample() {
  const { shopUriName = "" } = useParams({ strict: false });
  const [answer, setAnswer] = useState("");
  const [open, setOpen] = useState<"copy" | "suggestion" | null>(null);
  const sample = `/${shopUriName}/gallery/popup-sample`;

  async function ask(destructive: boolean) {
    const confirmed = await confirm(
      destructive
        ? {
          title: "Delete image",
          message: "Are you sure you want to delete this image?",
          confirmLabel: "Delete",
          destructive: true,
        }
        : {
          title: "Finish the inspection",
          message: "The inspection is marked done and the customer's report can be sent.",
          extra: <p className="hint">You can still add photos afterwards.</p>,
        },
    );
    setAnswer(confirmed ? "Confirmed." : "Cancelled.");
  }

  return (
    <>
      <ul className="gallery-row popup-examples" aria-label="Popups">
        <li>
          <button type="button" className="button" onClick={() => ask(false)}>Confirm…</button>
        </li>
        <li>
          <button type="button" className="button" onClick={() => ask(true)}>Delete image…</button>
        </li>
        <li>
          <button type="button" className="button" onClick={() => setOpen("copy")}>Copy a link…</button>
        </li>
        <li>
          <button type="button" className="button" onClick={() => setOpen("suggestion")}>
            Suggestion Box…
          </button>
        </li>
        <li>
          <a href={sample} data-popup="">Sample page in a popup</a>
        </li>
        <li>
          <a href={sample} data-popup="force">Sample page, popup forced</a>
        </li>
      </ul>
      <p role="status" className="hint">{answer && `Answer: ${answer}`}</p>
      {open === "copy" && (
        <CopyDialog
          title="Report link"
          text="https://example.test/r/Xb3kQ9"
          onClose={() => setOpen(null)}
        >
          <p>Send this link to the customer.</p>
        </CopyDialog>
      )}
      {open === "suggestion" && <SuggestionBox shopUriName={shopUriName} onClose={() => setOpen(null)} />}
    </>
  );
}

export const popupsSection: GallerySection = {
  id: "popups",
  title: "Popups and dialogs",
  purpose:
    'Confirm, copy and Suggestion Box popups, and pages in an iframe popup: mark a same-origin link data-popup (or data-popup="force").',
  Example: PopupsExample,
};
