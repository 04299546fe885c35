// Form drafts (seed 001, "Form draft state", "Form", sections 5 and 9): what a staff form typed but has not
// sent is kept in this browser's localStorage, never on the server, so a reload, a crash or a wrong click
// does not lose it. The rules, as pure functions; src/ui/use_form_draft.ts applies them to a form.

/** A form's unsent state as stored: the seed's five fields. */
export interface FormDraft {
  /** When it was saved, in milliseconds since 1970 (Date.now()). */
  savedTime: number;
  /** The kind of form, e.g. "inspectionHeader". */
  clas: string;
  /** Which one of that kind, e.g. the inspection id "42"; "new" for a form that creates something. */
  key: string;
  /** Control name → value, as src/ui/form_controls.ts reads them. */
  controls: Record<string, string>;
  /** Saved as the form was sent: not offered again unless the page shows the form after a refused post. */
  isSubmitted: boolean;
}

/** Who a draft belongs to: a shared counter PC must never show one person's draft to another. */
export interface DraftOwner {
  /** The shop's id, or null outside a shop's pages. */
  shopId: number | null;
  userId: number;
  /** While someone acts as the user: the person at the keyboard, who keeps drafts apart from the user's. */
  actorUserId: number | null;
}

export const RESET_QUESTION = "Are you sure you want to reset this form?";
export const LEAVE_WARNING = "You have unsaved changes. Are you sure you want to leave this page?";

/** Drafts older than this are dropped: a week covers a weekend and a day off, not a forgotten job. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Every draft's storage key starts with this, so old ones can be found and dropped. */
export const DRAFT_KEY_PREFIX = "formDraft:";

/** "formDraft:s3:u12:inspectionHeader:42"; an impersonated session adds the actor ("u12a1"). */
export function draftStorageKey(owner: DraftOwner, clas: string, key: string): string {
  const shop = owner.shopId === null ? "s-" : `s${owner.shopId}`;
  const user = `u${owner.userId}${owner.actorUserId === null ? "" : `a${owner.actorUserId}`}`;
  return `${DRAFT_KEY_PREFIX}${shop}:${user}:${encodeURIComponent(clas)}:${encodeURIComponent(key)}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The seed's validity rule: savedTime a number, clas and key strings, controls a non-empty object. */
export function isValidDraft(value: unknown): value is FormDraft {
  if (!isPlainObject(value)) return false;
  const { savedTime, clas, key, controls } = value;
  return typeof savedTime === "number" && Number.isFinite(savedTime) &&
    typeof clas === "string" && typeof key === "string" &&
    isPlainObject(controls) && Object.keys(controls).length > 0 &&
    Object.values(controls).every((control) => typeof control === "string");
}

/** The stored text as a draft, or null when it is missing, not JSON, or not a valid draft. */
export function parseDraft(text: string | null): FormDraft | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text);
    return isValidDraft(value) ? { ...value, isSubmitted: value.isSubmitted === true } : null;
  } catch {
    return null;
  }
}

export function isExpired(draft: FormDraft, now: number): boolean {
  return now - draft.savedTime > DRAFT_MAX_AGE_MS;
}

/**
 * Whether a stored draft is put back into the form when the page opens: a valid draft of this form that
 * has not expired, and, once sent, only when the post was refused and the page shows the form again.
 */
export function isDraftOffered(
  draft: FormDraft | null,
  form: { clas: string; key: string; postRefused: boolean; now: number },
): draft is FormDraft {
  if (!draft || draft.clas !== form.clas || draft.key !== form.key) return false;
  if (isExpired(draft, form.now)) return false;
  return !draft.isSubmitted || form.postRefused;
}

/** The keys of stored drafts to drop: expired, or not a draft at all. Other keys are not ours. */
export function staleDraftKeys(entries: Iterable<[string, string | null]>, now: number): string[] {
  const stale: string[] = [];
  for (const [storageKey, text] of entries) {
    if (!storageKey.startsWith(DRAFT_KEY_PREFIX)) continue;
    const draft = parseDraft(text);
    if (!draft || isExpired(draft, now)) stale.push(storageKey);
  }
  return stale;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/** How long ago a draft was saved, in words: "less than a minute ago", "3 minutes ago", "2 days ago". */
export function draftAge(savedTime: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - savedTime) / 60_000);
  if (minutes < 1) return "less than a minute ago";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}

/** What the form says when it put a draft back. */
export function restoredNotice(savedTime: number, now: number): string {
  return `Restored your unsaved changes from ${draftAge(savedTime, now)}.`;
}
