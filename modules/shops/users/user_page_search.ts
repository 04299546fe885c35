// A user's page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

export const DONE = {
  "added": "The user was added.",
  "invited": "The user was added, and their invitation is on its way.",
  "added-existing":
    "This e-mail address already had an account, so it was added to the shop with its own name, mobile number and password.",
  "saved": "Changes saved.",
} as const;

export type UserPageNotice = keyof typeof DONE;

/** The page's query: `done` names what the form post before did. */
export function readUserPageSearch(search: Record<string, unknown>): { done?: UserPageNotice } {
  return typeof search.done === "string" && Object.hasOwn(DONE, search.done)
    ? { done: search.done as UserPageNotice }
    : {};
}
