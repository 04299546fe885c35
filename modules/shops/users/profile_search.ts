// The profile page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

export const DONE = {
  saved: "Your changes are saved.",
  password: "Your new password is set. You were signed out on your other devices.",
} as const;

export type ProfileNotice = keyof typeof DONE;

/** The page's query: `done` names what the form post before did. */
export function readProfileSearch(search: Record<string, unknown>): { done?: ProfileNotice } {
  return search.done === "saved" || search.done === "password" ? { done: search.done } : {};
}
