// The confirm popup (seed 001, "Popups and dialogs"): a title, a message, optional extra content, Cancel
// (which has focus first, so a stray Enter never confirms) and Confirm, red where the action destroys
// something. confirm() gives the answer as a promise to code that is not rendering anything itself.
import { type ReactNode, useRef } from "react";
import { Dialog, DialogCloseButton, useDialogClose } from "./dialog.tsx";
import { showDetached } from "./detached.tsx";

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** More content under the message: a list of what will change, a field. */
  extra?: ReactNode;
  /** The Confirm button's label; "Confirm" when not given. */
  confirmLabel?: string;
  /** The Confirm button is styled as a destructive action. */
  destructive?: boolean;
  /** The Cancel button's label, in the page's language; "Cancel" when not given. */
  cancelLabel?: string;
}

export const CONFIRM_LABEL = "Confirm";

export function ConfirmDialog(props: ConfirmOptions & { onAnswer(confirmed: boolean): void }) {
  const confirmed = useRef(false);
  return (
    <Dialog
      title={props.title}
      className="confirm-dialog"
      onClose={() => props.onAnswer(confirmed.current)}
      footer={
        <>
          <DialogCloseButton autoFocus>{props.cancelLabel ?? "Cancel"}</DialogCloseButton>
          <ConfirmButton
            label={props.confirmLabel ?? CONFIRM_LABEL}
            destructive={props.destructive}
            onConfirm={() => confirmed.current = true}
          />
        </>
      }
    >
      <p className="confirm-message">{props.message}</p>
      {props.extra}
    </Dialog>
  );
}

function ConfirmButton(props: { label: string; destructive?: boolean; onConfirm(): void }) {
  const close = useDialogClose();
  return (
    <button
      type="button"
      className={`button ${props.destructive ? "danger" : "primary"}`}
      onClick={() => {
        props.onConfirm();
        close();
      }}
    >
      {props.label}
    </button>
  );
}

/** Shows a confirm popup; true when the user pressed Confirm, false for Cancel, Esc or the backdrop. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) =>
    showDetached((done) => (
      <ConfirmDialog
        {...options}
        onAnswer={(confirmed) => {
          done();
          resolve(confirmed);
        }}
      />
    ))
  );
}
