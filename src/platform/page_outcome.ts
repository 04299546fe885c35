// What a page's server function answers when the page may not be shown as asked: sign in first, no such
// thing here (404), or not for this user (403, with the reason). The status is set on the response by
// page_outcome.server.ts; the route's loader turns the first two into a redirect and the not-found page,
// and its component shows the refusal.
import { notFound, redirect } from "@tanstack/react-router";

export type PageOutcome<T> =
  | { outcome: "ok"; page: T }
  | { outcome: "signin" }
  | { outcome: "not-found"; message: string }
  | { outcome: "refused"; message: string };

export type ShownOutcome<T> = Extract<PageOutcome<T>, { outcome: "ok" | "refused" }>;

/** For a route's loader: sign-in and not-found leave the page; a refusal is for the component to show. The
 * not-found page says the server's reason ("There is no such task in this shop."), so no route writes its
 * own not-found component. */
export function pageOrLeave<T>(result: PageOutcome<T>, href: string): ShownOutcome<T> {
  if (result.outcome === "signin") {
    throw redirect({ to: "/login", search: { reason: "signin", redirectTo: href } });
  }
  if (result.outcome === "not-found") throw notFound({ data: { message: result.message } });
  return result;
}

/** A route loader's whole work in one line: `loader: ({ params, location }) => pageOf(getX({ data }), location)`. */
export async function pageOf<T>(
  outcome: Promise<PageOutcome<T>>,
  location: { href: string },
): Promise<ShownOutcome<T>> {
  return pageOrLeave(await outcome, location.href);
}

/** The reason a not-found page was given by pageOrLeave, if any. */
export function notFoundMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === "string" && message !== "" ? message : undefined;
}
