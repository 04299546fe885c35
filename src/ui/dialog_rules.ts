// The life of every dialog (seed 001, section 4 "Dialog"): open, then closing while its closing animation
// runs, then closed and removed. The browser's animationend may never come (the tab is hidden, the
// animation was removed), so a fallback timer closes it after 500 ms whatever happens.

export const DIALOG_CLOSE_FALLBACK_MS = 500;

export type DialogPhase = "open" | "closing" | "closed";

/**
 * What moves a dialog on: a close asked for (Esc, the Close button, a backdrop click, or the owner),
 * the closing animation's end, or the fallback timer.
 */
export type DialogEvent = "close" | "animation-end" | "fallback";

export function nextDialogPhase(phase: DialogPhase, event: DialogEvent, reducedMotion: boolean): DialogPhase {
  if (phase === "open") return event === "close" ? (reducedMotion ? "closed" : "closing") : "open";
  return "closed";
}

/**
 * A backdrop click closes only when the press and the release were both on the backdrop itself: a drag
 * that selects text inside the dialog and ends outside it is not a request to close.
 */
export function closesOnBackdrop(pressedOnBackdrop: boolean, releasedOnBackdrop: boolean): boolean {
  return pressedOnBackdrop && releasedOnBackdrop;
}
