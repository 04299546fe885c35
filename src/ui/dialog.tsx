// A modal dialog on the browser's own <dialog>: focus moves into it and back, Esc closes it, and the page
// behind cannot be used meanwhile. The spec's popups are built on it: a message with OK, and the copy
// popup (a text area, Copy to clipboard and Close).
import { type ReactNode, useEffect, useRef, useState } from "react";

export function Dialog(props: { title: string; children: ReactNode; onClose(): void; actions?: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="dialog-title" onClose={props.onClose}>
      <h2 id="dialog-title">{props.title}</h2>
      {props.children}
      <div className="form-actions">
        {props.actions}
        <button type="button" className="button" autoFocus onClick={() => ref.current?.close()}>
          {props.actions ? "Close" : "OK"}
        </button>
      </div>
    </dialog>
  );
}

export const COPY_FAILED = "Could not copy to clipboard. Please check your browser permissions.";

/** The copy popup: the text to pass on, selectable, with a button that copies it. */
export function CopyDialog(props: { title: string; text: string; children?: ReactNode; onClose(): void }) {
  const [note, setNote] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(props.text);
      setNote("Copied.");
    } catch {
      setNote(COPY_FAILED);
    }
  }
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      actions={<button type="button" className="button primary" onClick={copy}>Copy to clipboard</button>}
    >
      {props.children}
      <textarea
        className="copy-text"
        readOnly
        rows={3}
        value={props.text}
        onFocus={(e) => e.currentTarget.select()}
      />
      {note && <p role="status" className="hint">{note}</p>}
    </Dialog>
  );
}
