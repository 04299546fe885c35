// A task's price hint as the pages write it, in the shop's currency. The checklist and the audit show it on
// every row, so its two messages are named here as text (typed by MessageKey) instead of imported with the
// seed pages' messages, whose defaults in every culture would ride in their scripts (decision 031).
import type { MessageKey, Say } from "@modules/text/ui.ts";

/** How an amount is written: in the shop's currency (useMoney, or formatMoney on the server). */
export type WriteMoney = (amount: number) => string;

/** The messages a price hint says: a page that shows one (the checklist, the audit) sends them with its own. */
export const PRICE_HINT_MESSAGES = {
  priceFrom: "seedPages.priceFrom",
  priceUpTo: "seedPages.priceUpTo",
} as const satisfies Record<string, MessageKey>;

/** "$120.00–$250.00", "from €120.00", "up to $250.00" in the shop's currency; null without a hint. */
export function priceHint(
  min: number | null,
  max: number | null,
  amount: WriteMoney,
  say: Say,
): string | null {
  if (min !== null && max !== null) return min === max ? amount(min) : `${amount(min)}–${amount(max)}`;
  if (min !== null) return say(PRICE_HINT_MESSAGES.priceFrom, { amount: amount(min) });
  if (max !== null) return say(PRICE_HINT_MESSAGES.priceUpTo, { amount: amount(max) });
  return null;
}
