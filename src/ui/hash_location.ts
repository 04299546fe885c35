// The browser side of the URL-hash page state (hash_state.ts has the rules): read location.hash, write it
// in place with history.replaceState so no history entry is added (Back leaves the page rather than
// stepping through every row opened), keep the other names in the hash as they are, and follow the hash
// when it changes (a hand-edited address, Back to an older hash, another table on the page writing it).
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { addToList, formatHash, type HashState, parseHash, readList, removeFromList } from "./hash_state.ts";

// replaceState fires no event: this one tells the other hooks on the page that the hash changed.
const WRITTEN = "hash-state-written";

/** The address with its hash replaced by the state's (no "#" at all when the state is empty). */
export function hrefWithHash(href: string, state: HashState): string {
  const url = new URL(href);
  url.hash = formatHash(state);
  return url.href;
}

export function writeHashState(state: HashState): void {
  const href = hrefWithHash(location.href, state);
  if (href === location.href) return;
  // The router keeps its own record in history.state: pass it on unchanged.
  history.replaceState(history.state, "", href);
  dispatchEvent(new Event(WRITTEN));
}

function subscribe(onChange: () => void): () => void {
  addEventListener("hashchange", onChange);
  addEventListener(WRITTEN, onChange);
  return () => {
    removeEventListener("hashchange", onChange);
    removeEventListener(WRITTEN, onChange);
  };
}

/** A list kept in the hash (e.g. DETAILS): the values, and a setter that adds or removes one. */
export function useHashList(name: string): [string[], (value: string, present: boolean) => void] {
  // The server has no hash: its HTML shows the empty list, and the browser's list follows on hydration.
  const hash = useSyncExternalStore(subscribe, () => location.hash, () => "");
  const list = useMemo(() => readList(parseHash(hash), name), [hash, name]);
  const set = useCallback((value: string, present: boolean) => {
    const state = parseHash(location.hash);
    writeHashState(present ? addToList(state, name, value) : removeFromList(state, name, value));
  }, [name]);
  return [list, set];
}
