// The Suggestion Box's rule (seed 001, section 5): a suggestion is sent only when confirmed and its trimmed
// text is not empty.

export const SUGGESTIONS_CALL = "/ajax/misc/suggestions";
export const SUPPORT_PAGE = "/help/support";
export const SUGGESTION_EMPTY = "Write your suggestion first.";
export const SUGGESTION_SENT = "Thank you! Your suggestion was sent.";

/** The text to send, or null when there is nothing to send or the user did not confirm. */
export function suggestionToSend(text: string, confirmed: boolean): string | null {
  const trimmed = text.trim();
  return confirmed && trimmed !== "" ? trimmed : null;
}
