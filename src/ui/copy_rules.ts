// The copy popup's words and timing (seed 001, sections 8 and 9).

export const COPY_FAILED = "Could not copy to clipboard. Please check your browser permissions.";
export const COPIED = "Copied to clipboard.";
/** How long the confirmation stays; the failure message stays until the next try. */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies with the Clipboard API; the note to show, and for how long (null: until replaced). */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, "writeText"> | undefined,
): Promise<{ note: string; showForMs: number | null }> {
  try {
    if (!clipboard) throw new Error("No clipboard here (an insecure page, or an old browser).");
    await clipboard.writeText(text);
    return { note: COPIED, showForMs: COPY_CONFIRMATION_MS };
  } catch {
    return { note: COPY_FAILED, showForMs: null };
  }
}
