import assert from "node:assert/strict";
import type { VehicleHistoryRecord } from "../lookup/lookup_types.ts";
import {
  autoLoaded,
  cleanSearch,
  colourOf,
  failureMessage,
  lookupUrl,
  needsMakes,
  searchKindOf,
  searchProblem,
  searchSequence,
  timeoutOf,
  worthSearchingWhileTyping,
} from "./lookup_rules.ts";
import { sayIn } from "@modules/text/ui.ts";

/** The en-US words, as a page without a shop's wording says them. */
const say = sayIn(null);
const hit = (vin: string, plate: string) => ({ vin, plate }) as VehicleHistoryRecord;

Deno.test("the search is trimmed and upper-cased; 11 to 17 VIN characters are a VIN, the rest a plate", () => {
  assert.equal(cleanSearch("  2hgfc2f59kh512345 "), "2HGFC2F59KH512345");
  assert.equal(searchKindOf("2HGFC2F59KH512345"), "vin");
  assert.equal(searchKindOf("2HGFC2F59KH"), "vin");
  assert.equal(searchKindOf("7ABC123"), "plate");
  assert.equal(searchKindOf("OOOOOOOOOOOOOOOOO"), "plate", "O is never in a VIN");
  assert.equal(searchProblem("7ABC 123"), null);
  assert.equal(searchProblem("2HGFC2F59KH512345"), null);
  assert.match(say(searchProblem("7ABC-123-XYZ-45678") ?? ""), /at most 15/);
  assert.match(say(searchProblem("7ABC<123") ?? ""), /only letters, digits/);
  assert.equal(say(searchProblem("") ?? ""), "Type a VIN or a plate to search for.");
  assert.ok(!worthSearchingWhileTyping("7A"));
  assert.ok(worthSearchingWhileTyping("7AB"));
});

Deno.test("time-outs: 2000 ms while typing, 5000 ms for a manual search", () => {
  assert.equal(timeoutOf(false), 2000);
  assert.equal(timeoutOf(true), 5000);
});

Deno.test("the calls carry the shop, the search, the issuer for a plate, is-partial 1 while typing, and seq", () => {
  assert.equal(
    lookupUrl("bay-street", "vin", "2HGFC2F59KH512345", "ca", true, "4"),
    "/ajax/vehicles/vin-lookup?shop=bay-street&vin=2HGFC2F59KH512345&is-partial=0&seq=4",
  );
  assert.equal(
    lookupUrl("bay-street", "plate", "7ABC 123", " ca ", false, "5"),
    "/ajax/vehicles/plate-lookup?shop=bay-street&plate=7ABC+123&issuer=CA&is-partial=1&seq=5",
  );
});

Deno.test("only the answer to the latest search counts; a cancel drops them all", () => {
  const seq = searchSequence();
  const first = seq.next();
  const second = seq.next();
  assert.ok(!seq.isLatest(first), "an older answer arriving late is ignored");
  assert.ok(seq.isLatest(second));
  seq.drop();
  assert.ok(!seq.isLatest(second));
  assert.ok(!seq.isLatest(undefined));
});

Deno.test("a single history hit loads itself only when its VIN or plate equals the search", () => {
  const civic = hit("2HGFC2F59KH512345", "7ABC123");
  assert.equal(autoLoaded([civic], "2hgfc2f59kh512345"), civic);
  assert.equal(autoLoaded([civic], " 7abc123 "), civic);
  assert.equal(autoLoaded([civic], "2HGFC2F59KH"), null, "a prefix is only offered");
  assert.equal(autoLoaded([civic, hit("1HGCM82633A004352", "7ABC123")], "7ABC123"), null, "two hits: choose");
  assert.equal(autoLoaded([], "7ABC123"), null);
});

Deno.test("a colour counts as set only at 7 characters; the make select is filled below 3 options", () => {
  assert.equal(colourOf("#1f2937"), "#1f2937");
  for (const value of ["#fff", "", null, undefined, "#1f29370"]) assert.equal(colourOf(value), null);
  assert.ok(needsMakes(0));
  assert.ok(needsMakes(2));
  assert.ok(!needsMakes(3));
});

Deno.test("the failure messages are seed 001's, word for word in en-US, and in the page's language", () => {
  assert.equal(
    failureMessage("vin", "timeout", say),
    "The VIN search service did not respond in time. Please try again later.",
  );
  assert.equal(
    failureMessage("plate", "timeout", say),
    "The plate search service did not respond in time. Please try again later.",
  );
  assert.equal(failureMessage("vin", "status", say), "The search service encountered an error.");
  assert.equal(
    failureMessage("plate", "network", say),
    "There was a network error while communicating with RSS.",
  );
  const spanish = sayIn({ culture: "es-MX", messages: {} });
  assert.equal(
    failureMessage("plate", "timeout", spanish),
    "El servicio de búsqueda de placas no respondió a tiempo. Intente de nuevo más tarde.",
  );
});
