// Page state kept in the URL hash (seed 001, "URL-hash page state"): name=value pairs joined by "&", list
// values joined by a dot. The rules, as pure functions; the browser side (writing the hash in place with
// replaceState, so Back leaves the page instead of stepping through every expanded row) is
// hash_location.ts. Table rows keep the rows that are open in the `details` list.
export type HashState = Map<string, string>;

/** The list of expanded table rows. */
export const DETAILS = "details";

const LIST_SEPARATOR = ".";

/** Why a value cannot go in a hash list, in the order the seed lists the characters, or null. */
export function listValueProblem(value: string): string | null {
  if (value.includes(",")) return "Value cannot contain comma.";
  if (value.includes(".")) return "Value cannot contain dot.";
  if (value.includes("=")) return "Value cannot contain equals sign.";
  if (value.includes("&")) return "Value cannot contain ampersand.";
  return null;
}

export class HashValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HashValueError";
  }
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    // A hand-edited hash with a stray "%" keeps its text rather than breaking the page.
    return text;
  }
}

/** "#details=3.7&tab=notes" → {details: "3.7", tab: "notes"}; pairs without a name are dropped. */
export function parseHash(hash: string): HashState {
  const state: HashState = new Map();
  for (const pair of hash.replace(/^#/, "").split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const name = decode(equals === -1 ? pair : pair.slice(0, equals));
    if (name === "") continue;
    state.set(name, equals === -1 ? "" : decode(pair.slice(equals + 1)));
  }
  return state;
}

/** The hash for a state ("" when it is empty); names with an empty value are left out. */
export function formatHash(state: HashState): string {
  const pairs = [...state]
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? "" : `#${pairs.join("&")}`;
}

export function readList(state: HashState, name: string): string[] {
  return (state.get(name) ?? "").split(LIST_SEPARATOR).filter((value) => value !== "");
}

/** A new state with the value added to the list: empty values and values already there change nothing. */
export function addToList(state: HashState, name: string, value: string): HashState {
  if (value === "") return state;
  const problem = listValueProblem(value);
  if (problem) throw new HashValueError(problem);
  const list = readList(state, name);
  if (list.includes(value)) return state;
  return new Map(state).set(name, [...list, value].join(LIST_SEPARATOR));
}

export function removeFromList(state: HashState, name: string, value: string): HashState {
  const list = readList(state, name);
  if (!list.includes(value)) return state;
  return new Map(state).set(name, list.filter((item) => item !== value).join(LIST_SEPARATOR));
}
