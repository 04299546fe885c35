// The one modal dialog of the app, on Radix Dialog: focus moves in and back, Tab stays inside, the page
// behind is inert, and nested dialogs stack (Esc closes the topmost). Around Radix it adds the seed's life
// cycle (dialog_rules.ts): open, closing with an animation (or at once with reduced motion), then closed,
// removed, and onClose called; a backdrop click counts only when pressed and released on the backdrop.
// Mounting it opens it: the owner renders it while it should exist and drops it in onClose. Loaded on the
// first opening (dialog.tsx).
import * as Radix from "@radix-ui/react-dialog";
import { useCallback, useEffect, useRef, useState } from "react";
import { CloseContext, DialogCloseButton, type DialogProps } from "./dialog_parts.tsx";
import {
  closesOnBackdrop,
  DIALOG_CLOSE_FALLBACK_MS,
  type DialogEvent,
  type DialogPhase,
  nextDialogPhase,
} from "./dialog_rules.ts";

export function DialogWindow(props: DialogProps) {
  const [phase, setPhase] = useState<DialogPhase>("open");
  const asking = useRef(false);
  // The owner's latest onClose, called once: an inline function must not be called again per render.
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  const advance = useCallback((event: DialogEvent) => {
    setPhase((phase) => nextDialogPhase(phase, event, prefersReducedMotion()));
  }, []);

  const requestClose = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      if (props.canClose && !(await props.canClose())) return;
    } finally {
      asking.current = false;
    }
    advance("close");
  }, [props.canClose, advance]);

  useEffect(() => {
    if (props.open === false) advance("close");
  }, [props.open, advance]);

  useEffect(() => {
    if (phase === "closed") onClose.current();
    if (phase !== "closing") return;
    const timer = setTimeout(() => advance("fallback"), DIALOG_CLOSE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [phase, advance]);

  const pressedOnBackdrop = useRef(false);
  // Radix gives focus back to a Radix Trigger; these dialogs are opened by code, so focus goes back to
  // whatever had it when the dialog opened.
  const [opener] = useState(() => globalThis.document?.activeElement as HTMLElement | null);
  if (phase === "closed") return null;
  return (
    <CloseContext.Provider value={requestClose}>
      <Radix.Root open>
        <Radix.Portal>
          <Radix.Overlay
            className="dialog-backdrop"
            data-phase={phase}
            onPointerDown={(event) => pressedOnBackdrop.current = event.target === event.currentTarget}
            onPointerUp={(event) => {
              const close = closesOnBackdrop(pressedOnBackdrop.current, event.target === event.currentTarget);
              pressedOnBackdrop.current = false;
              if (close) requestClose();
            }}
          >
            <Radix.Content
              className={["dialog", props.className].filter(Boolean).join(" ")}
              style={props.style}
              data-phase={phase}
              aria-describedby={undefined}
              onOpenAutoFocus={(event) => {
                // A dialog may name the control that should have focus first (the confirm popup's Cancel).
                const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
                  "[data-autofocus]",
                );
                if (first) {
                  event.preventDefault();
                  first.focus();
                }
              }}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                if (opener?.isConnected) opener.focus();
              }}
              onEscapeKeyDown={(event) => {
                event.preventDefault();
                requestClose();
              }}
              // Radix would close on a press outside; the backdrop's own handlers decide instead.
              onPointerDownOutside={(event) => event.preventDefault()}
              onInteractOutside={(event) => event.preventDefault()}
              onAnimationEnd={(event) => {
                if (event.target === event.currentTarget && phase === "closing") advance("animation-end");
              }}
            >
              <header className="dialog-header">
                <Radix.Title className={props.titleHidden ? "visually-hidden" : "dialog-title"}>
                  {props.title}
                </Radix.Title>
                {(props.headerActions || props.closeInHeader) && (
                  <div className="dialog-header-actions">
                    {props.headerActions}
                    {props.closeInHeader && <DialogCloseButton className="button dialog-header-button" />}
                  </div>
                )}
              </header>
              <div className="dialog-body">{props.children}</div>
              {props.footer !== null && (
                <div className="dialog-footer">
                  {props.footer ?? <DialogCloseButton autoFocus>OK</DialogCloseButton>}
                </div>
              )}
            </Radix.Content>
          </Radix.Overlay>
        </Radix.Portal>
      </Radix.Root>
    </CloseContext.Provider>
  );
}

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
