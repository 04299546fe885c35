// The profile page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

// The page says each in its words (profile_page.tsx): the messages stay out of the route tree.
export type ProfileNotice = "saved" | "password";

/** The page's query: `done` names what the form post before did. */
export function readProfileSearch(search: Record<string, unknown>): { done?: ProfileNotice } {
  return search.done === "saved" || search.done === "password" ? { done: search.done } : {};
}
