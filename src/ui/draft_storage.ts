// Drafts in this browser's localStorage (seed 001: "saved in the browser's local storage only; no server
// call"). Storage can be full, or refused (private windows, blocked site data): a draft is a convenience,
// so then nothing is kept and the form works as before.
import { type FormDraft, parseDraft, staleDraftKeys } from "./form_draft.ts";

export function readDraft(storageKey: string): FormDraft | null {
  try {
    return parseDraft(localStorage.getItem(storageKey));
  } catch {
    return null;
  }
}

export function writeDraft(storageKey: string, draft: FormDraft): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // Full or refused: see above.
  }
}

export function removeDraft(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Refused storage holds no draft to remove.
  }
}

/** Drops every expired or broken draft in this browser, whoever's it was. */
export function dropStaleDrafts(now: number): void {
  try {
    const entries: [string, string | null][] = [];
    for (let index = 0; index < localStorage.length; index++) {
      const storageKey = localStorage.key(index);
      if (storageKey !== null) entries.push([storageKey, localStorage.getItem(storageKey)]);
    }
    for (const storageKey of staleDraftKeys(entries, now)) localStorage.removeItem(storageKey);
  } catch {
    // Refused storage holds no drafts.
  }
}
