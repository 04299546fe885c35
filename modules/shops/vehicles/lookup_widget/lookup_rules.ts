// The rules of the vehicle lookup widget (seed 001 sections 4, 5, 8 and 9), apart from React so they are
// tested on their own: what is searched, which calls answer, which answer still counts, when a history hit
// loads itself, when a colour is set, when the make list is fetched, how long a search may take, and what
// the user is told when it fails (in the page's words). Client-safe.
import type { VehicleHistoryRecord } from "../lookup/lookup_types.ts";
import { type Say, VEHICLE_LOOKUP_MESSAGES as L } from "@modules/text/ui.ts";

export type SearchKind = "vin" | "plate";

/** Seed 001 section 9: a search made while typing gives up after 2 s, a manual one after 5 s. */
export const TYPING_TIMEOUT_MS = 2000;
export const MANUAL_TIMEOUT_MS = 5000;
/** Typing pauses this long before a find-as-you-type search goes out. */
export const TYPING_PAUSE_MS = 350;
/** The make select is filled when it has fewer options than this (seed 001 section 9). */
export const MAKES_FILL_BELOW = 3;

/** Seed 001 section 5: the search is trimmed and upper-cased. */
export function cleanSearch(raw: string): string {
  return raw.trim().toUpperCase();
}

// A VIN has 11 to 17 letters and digits without I, O or Q (older VINs are shorter than 17); anything else,
// and anything shorter, is read as a plate.
const VIN_LIKE = /^[A-HJ-NPR-Z0-9]{11,17}$/;
/** Letters (any alphabet), digits, and the spaces, dots and hyphens plates are written with; the plate call
 * reads its query by the same rule. */
export const PLATE_LIKE = /^[\p{L}\p{N}][\p{L}\p{N} .-]{0,14}$/u;

export function searchKindOf(search: string): SearchKind {
  return VIN_LIKE.test(search) ? "vin" : "plate";
}

/** What a search may hold before it is sent (the calls refuse the rest with a 400): the message's key. */
export function searchProblem(search: string): typeof L.searchEmpty | typeof L.searchInvalid | null {
  if (search === "") return L.searchEmpty;
  if (!VIN_LIKE.test(search) && !PLATE_LIKE.test(search)) return L.searchInvalid;
  return null;
}

/** While typing, a search goes out only once it can narrow anything down: 3 characters of a plate, 11 of a VIN. */
export function worthSearchingWhileTyping(search: string): boolean {
  return search.length >= 3 && searchProblem(search) === null;
}

export function timeoutOf(manual: boolean): number {
  return manual ? MANUAL_TIMEOUT_MS : TYPING_TIMEOUT_MS;
}

/** The agreed call paths (decision 024): the shop, the search, the find-as-you-type flag and the seq. */
export function lookupUrl(
  shopUriName: string,
  kind: SearchKind,
  search: string,
  issuer: string,
  manual: boolean,
  seq: string,
): string {
  const query = new URLSearchParams({ shop: shopUriName });
  if (kind === "vin") query.set("vin", search);
  else {
    query.set("plate", search);
    query.set("issuer", cleanSearch(issuer));
  }
  query.set("is-partial", manual ? "0" : "1");
  query.set("seq", seq);
  return `/ajax/vehicles/${kind}-lookup?${query}`;
}

/**
 * Seed 001 section 4: answers may arrive out of order; only the answer to the latest search counts. Each
 * search takes the next number, sent as seq and echoed back.
 */
export function searchSequence() {
  let latest = 0;
  return {
    next(): string {
      latest += 1;
      return String(latest);
    },
    /** Nothing that is out now counts any more (a Cancel). */
    drop(): void {
      latest += 1;
    },
    isLatest(seq: string | null | undefined): boolean {
      return seq === String(latest);
    },
  };
}

/** Seed 001 section 5: a single history hit loads itself only if its VIN, or its plate, equals the search. */
export function autoLoaded(history: VehicleHistoryRecord[], search: string): VehicleHistoryRecord | null {
  if (history.length !== 1) return null;
  const [hit] = history;
  const wanted = cleanSearch(search);
  return cleanSearch(hit.vin) === wanted || cleanSearch(hit.plate) === wanted ? hit : null;
}

/** Seed 001 section 5: a colour counts as set only if it is 7 characters ("#rrggbb"). */
export function colourOf(value: string | null | undefined): string | null {
  return typeof value === "string" && value.length === 7 ? value : null;
}

/** Seed 001 section 9: the make select is filled when it has fewer than 3 options. */
export function needsMakes(optionCount: number): boolean {
  return optionCount < MAKES_FILL_BELOW;
}

export type LookupFailure = "timeout" | "status" | "network";

/** Seed 001 section 8 (word for word in en-US). */
export function failureMessage(kind: SearchKind, failure: LookupFailure, say: Say): string {
  if (failure === "timeout") return say(L.timeout, { kind });
  if (failure === "status") return say(L.serviceError);
  return say(L.networkError);
}
