// A page's words in the browser: the page's server function sends the messages it uses in the culture of
// the page (with the shop's overrides), parsed on the server (icu.ts pageMessage); components ask for them by
// key. A key the page was not sent falls back to the shipped default, written with its {name} places filled
// (the browser has no ICU parser): a component can always ask, and a page sends what it uses.
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { defaultMessage } from "./catalogue.ts";
import { formatMessage, formatPageMessage, type PageMessage } from "./icu.ts";
import { BASE_CULTURE } from "./cultures.ts";
import { formatMoney } from "@platform/money.ts";

/** What a page carries: its culture, the messages it uses, by key, and the shop's currency for amounts. */
export interface PageWords {
  culture: string;
  messages: Record<string, PageMessage>;
  /** ISO 4217; the shop frame gives it, so a page inside it need not. */
  currency?: string;
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
  return {
    culture: inner.culture,
    messages: { ...outer.messages, ...inner.messages },
    currency: inner.currency ?? outer.currency,
  };
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

/**
 * How the page writes an amount: in the shop's currency and the page's culture (src/platform/money.ts).
 * Outside a shop (no currency known) it is a plain number, never a sign the shop does not use.
 */
export function useMoney(): (amount: number) => string {
  const words = useContext(WordsContext);
  return useMemo(() => {
    const culture = words?.culture ?? BASE_CULTURE;
    const currency = words?.currency;
    return currency
      ? (amount: number) => formatMoney(amount, currency, culture)
      : (amount: number) => amount.toLocaleString(culture, { maximumFractionDigits: 2 });
  }, [words]);
}

export function sayIn(words: PageWords | null): Say {
  const culture = words?.culture ?? BASE_CULTURE;
  return (key, values) => {
    const sent = words?.messages[key];
    return sent === undefined
      ? formatMessage(defaultMessage(key, culture), culture, values)
      : formatPageMessage(sent, culture, values);
  };
}
