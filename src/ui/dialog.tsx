// The one modal dialog of the app (dialog_window.tsx, on Radix Dialog). Every page may show one, few open
// one on load: the dialog and Radix (12 KB compressed) load on the first opening, not with the page.
// Mounting it opens it: the owner renders it while it should exist and drops it in onClose.
import { lazy, Suspense } from "react";
import type { DialogProps } from "./dialog_parts.tsx";

export { DialogCloseButton, type DialogProps, useDialogClose } from "./dialog_parts.tsx";

const DialogWindow = lazy(() =>
  import("./dialog_window.tsx").then((module) => ({ default: module.DialogWindow }))
);

export function Dialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <DialogWindow {...props} />
    </Suspense>
  );
}
