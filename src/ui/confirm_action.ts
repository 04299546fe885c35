// The one place a page asks "are you sure?" before something it cannot take back. The browser's own
// confirm box for now; a styled, accessible confirm popup (src/ui/dialog.tsx) can replace it here, which
// is why it answers with a promise.
export function askToConfirm(message: string): Promise<boolean> {
  return Promise.resolve(globalThis.confirm(message));
}
