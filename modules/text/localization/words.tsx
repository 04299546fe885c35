// A page's words in the browser: the page's server function sends the raw messages it uses in the culture
// of the page (with the shop's overrides); components ask for them by key. Without a provider (a preview, a
// page not yet localized) the shipped en-US default is used, so a component can always ask.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { defaultMessage } from "./catalogue.ts";
import { formatMessage } from "./icu.ts";
import { BASE_CULTURE } from "./cultures.ts";

/** What a page carries: its culture and the messages it uses, by key. */
export interface PageWords {
  culture: string;
  messages: Record<string, string>;
}

export type Say = (key: string, values?: Record<string, string | number>) => string;

const WordsContext = createContext<PageWords | null>(null);

/**
 * Gives its children a page's words. Inside another provider (a page inside the shop's frame, whose words are
 * the navigation's) the two are one set: the inner page's messages over the outer's, in the inner's culture.
 */
export function WordsProvider(props: { words: PageWords | null | undefined; children: ReactNode }) {
  const outer = useContext(WordsContext);
  const words = useMemo(() => joinWords(outer, props.words ?? null), [outer, props.words]);
  return <WordsContext.Provider value={words}>{props.children}</WordsContext.Provider>;
}

function joinWords(outer: PageWords | null, inner: PageWords | null): PageWords | null {
  if (!outer || !inner) return inner ?? outer;
  return { culture: inner.culture, messages: { ...outer.messages, ...inner.messages } };
}

/** The page's words: say(key, values) writes a message out in the page's culture. */
export function useWords(): Say {
  const words = useContext(WordsContext);
  return useMemo(() => sayIn(words), [words]);
}

/** The page's culture (en-US without a provider), for lang attributes and Intl. */
export function usePageCulture(): string {
  return useContext(WordsContext)?.culture ?? BASE_CULTURE;
}

export function sayIn(words: PageWords | null): Say {
  const culture = words?.culture ?? BASE_CULTURE;
  return (key, values) =>
    formatMessage(words?.messages[key] ?? defaultMessage(key, culture), culture, values);
}
