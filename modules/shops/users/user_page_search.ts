// A user's page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

// The page says each in its words (user_page.tsx): the messages stay out of the route tree.
const NOTICES = ["added", "invited", "added-existing", "saved"] as const;

export type UserPageNotice = typeof NOTICES[number];

/** The page's query: `done` names what the form post before did. */
export function readUserPageSearch(search: Record<string, unknown>): { done?: UserPageNotice } {
  return NOTICES.includes(search.done as UserPageNotice) ? { done: search.done as UserPageNotice } : {};
}
