// A page's tab title in its own words: the message its server function sent with the page (the shop's staff
// language and wording), found by key in the route's loader data. Route heads live in the chunk every page
// loads, so they import no area's messages, only this and the key's type. A refused page (no words) is
// titled by its shop alone.
import { pageTitle } from "@ui/page_title.ts";
import type { MessageKey } from "./messages/message_key.ts";
import { formatPageMessage } from "./icu.ts";
import type { PageWords } from "./words.tsx";

type Matches = Parameters<typeof pageTitle>[1];
type Values = Record<string, string | number>;

/** The title's message in the page's words, or null when the page brought none. */
export function titleIn(loaderData: unknown, key: MessageKey, values?: Values): string | null {
  const words = (loaderData as { outcome?: string; page?: { words?: PageWords } } | undefined)?.page?.words;
  const message = words?.messages[key];
  return message === undefined ? null : formatPageMessage(message, words!.culture, values);
}

/**
 * A route's head: `head: wordsHead("inspectionsList.title")`, or with values read from the page's data:
 * `wordsHead("findingsPages.findingsOf", (page) => ({ task: page.task.name }))`; a page titled one of two ways
 * by its data names the key by a function of it.
 */
export function wordsHead(
  key: MessageKey | ((page: Record<string, unknown>) => MessageKey),
  values?: (page: Record<string, unknown>) => Values,
) {
  return ({ loaderData, matches }: { loaderData?: unknown; matches: Matches }) => {
    const page = (loaderData as { page?: Record<string, unknown> } | undefined)?.page;
    const title = page
      ? titleIn(loaderData, typeof key === "function" ? key(page) : key, values ? values(page) : undefined)
      : null;
    const shop = pageTitle("", matches).replace(/^ — /, "");
    return { meta: [{ title: title === null ? shop : pageTitle(title, matches) }] };
  };
}
