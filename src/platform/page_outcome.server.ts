// Runs a page's loading with the refusals people can meet (sign in first, 404, 403) turned into a
// PageOutcome, and the page's HTTP status set to match: a forbidden page is a 403 for browsers and tests
// alike, not a 200 that happens to say no.
import { setResponseStatus } from "@tanstack/react-start/server";
import { ForbiddenError, NotFoundError, SignInRequiredError } from "./errors.ts";
import type { PageOutcome } from "./page_outcome.ts";

export async function loadPage<T>(load: () => Promise<T>): Promise<PageOutcome<T>> {
  try {
    return { outcome: "ok", page: await load() };
  } catch (error) {
    if (error instanceof SignInRequiredError) return { outcome: "signin" };
    if (error instanceof NotFoundError) return { outcome: "not-found", message: error.message };
    if (error instanceof ForbiddenError) {
      setResponseStatus(403);
      return { outcome: "refused", message: error.message };
    }
    throw error;
  }
}
