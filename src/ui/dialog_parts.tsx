// The parts of the dialog every page may render without opening one: its props, and the Close button and
// hook a dialog's content uses (they reach the open dialog through CloseContext).
import { createContext, type CSSProperties, type ReactNode, useContext } from "react";

export interface DialogProps {
  /** Names the dialog for screen readers; shown in its header unless titleHidden. */
  title: string;
  titleHidden?: boolean;
  children: ReactNode;
  /** The buttons at the bottom; by default one that closes ("OK"); null for none. */
  footer?: ReactNode;
  /** Buttons in the header, before its Close button. */
  headerActions?: ReactNode;
  /** A Close button in the header (the iframe popup's); the others close from their footer. */
  closeInHeader?: boolean;
  /** Called once the dialog has closed and gone. */
  onClose(): void;
  /** Asked before a close the user started (Esc, Close, backdrop); false keeps the dialog open. */
  canClose?(): boolean | Promise<boolean>;
  /** False closes the dialog from outside (no canClose question); it then calls onClose as usual. */
  open?: boolean;
  className?: string;
  style?: CSSProperties;
}

export const CloseContext = createContext<() => void>(() => {});

/** Closes the dialog it is in, as its Close button would (asking canClose first). */
export function useDialogClose(): () => void {
  return useContext(CloseContext);
}

export function DialogCloseButton(props: { children?: ReactNode; className?: string; autoFocus?: boolean }) {
  const close = useDialogClose();
  return (
    <button
      type="button"
      className={props.className ?? "button"}
      data-autofocus={props.autoFocus ? "" : undefined}
      onClick={close}
    >
      {props.children ?? "Close"}
    </button>
  );
}
