// Date inputs of quick-search forms (seed 001, sections 5 and 9). A quick search submits as soon as a
// filter changes, but a date typed by keyboard changes once per digit (2, 20, 202, 2026...): a change
// within 2 seconds of a key press is held back, and leaving the field within those 2 seconds submits.
// Beyond the seed: leaving the field later still submits a change that was held back, so a typed date is
// never left unsent.

export const DATE_TYPING_WINDOW_MS = 2000;

/** What one date input remembers between events. */
export interface DateTyping {
  /** When a key was last pressed in it (ms), or null. */
  lastTypedAt: number | null;
  /** A change arrived while typing and was not submitted. */
  changeHeld: boolean;
}

export const NOT_TYPING: DateTyping = { lastTypedAt: null, changeHeld: false };

/** Keys that move between fields or send the form are not typing. */
const NOT_TYPING_KEYS = new Set(["Tab", "Shift", "Enter", "Escape", "Control", "Alt", "Meta"]);

export function isTypingKey(key: string): boolean {
  return !NOT_TYPING_KEYS.has(key);
}

function typedRecently(state: DateTyping, now: number): boolean {
  return state.lastTypedAt !== null && now - state.lastTypedAt < DATE_TYPING_WINDOW_MS;
}

export function afterKey(state: DateTyping, key: string, now: number): DateTyping {
  return isTypingKey(key) ? { ...state, lastTypedAt: now } : state;
}

/** A change submits unless a key was pressed within the last 2 seconds; then it is held. */
export function onDateChange(state: DateTyping, now: number): { submit: boolean; state: DateTyping } {
  if (typedRecently(state, now)) return { submit: false, state: { ...state, changeHeld: true } };
  return { submit: true, state: NOT_TYPING };
}

/** Leaving the field submits within 2 seconds of typing, or when a change was held. */
export function onDateBlur(state: DateTyping, now: number): { submit: boolean; state: DateTyping } {
  return { submit: typedRecently(state, now) || state.changeHeld, state: NOT_TYPING };
}
