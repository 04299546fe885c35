// The copy popup (seed 001, "Popups and dialogs"): the text to pass on in a text area, with Copy to
// clipboard and Close. The confirmation goes after 2000 ms; a failure stays until the next try.
import { type ReactNode, useEffect, useState } from "react";
import { copyText } from "./copy_rules.ts";
import { Dialog, DialogCloseButton } from "./dialog.tsx";

export function CopyDialog(props: { title: string; text: string; children?: ReactNode; onClose(): void }) {
  const [note, setNote] = useState<{ note: string; showForMs: number | null } | null>(null);
  useEffect(() => {
    if (note?.showForMs == null) return;
    const timer = setTimeout(() => setNote(null), note.showForMs);
    return () => clearTimeout(timer);
  }, [note]);

  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <button
            type="button"
            className="button primary"
            onClick={async () => setNote(await copyText(props.text, navigator.clipboard))}
          >
            Copy to clipboard
          </button>
          <DialogCloseButton />
        </>
      }
    >
      {props.children}
      <textarea
        className="copy-text"
        aria-label="Text to copy"
        readOnly
        rows={3}
        value={props.text}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p role="status" className="hint copy-note">{note?.note}</p>
    </Dialog>
  );
}
