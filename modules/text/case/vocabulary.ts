// Words whose spelling no rule can guess, shared by the case styles. Each list maps the word in lower case
// to the way it is written. The vehicle and person styles add their own lists (vehicle_words.ts,
// person_words.ts).

/** Builds a lower-case lookup from the spellings themselves. */
export function spellings(words: readonly string[]): ReadonlyMap<string, string> {
  return new Map(words.map((word) => [word.toLowerCase(), word]));
}

/**
 * Abbreviations a shop writes in capitals in any text: the shop-floor ones (VIN, ABS, TPMS) and common
 * ones (OK, USA). Only those that are not also everyday words: "us", "map" and "dot" are not here.
 */
export const ACRONYMS = spellings([
  "ABS",
  "AC",
  "ASAP",
  "ASE",
  "ATF",
  "AWD",
  "BMS",
  "CEL",
  "CV",
  "CVT",
  "DEF",
  "DOHC",
  "DPF",
  "DTC",
  "DVI",
  "ECM",
  "ECU",
  "EGR",
  "EPA",
  "EV",
  "EVAP",
  "FWD",
  "GPS",
  "HID",
  "HVAC",
  "ID",
  "LED",
  "MAF",
  "MIL",
  "MPG",
  "OBD",
  "OBDII",
  "OEM",
  "OHV",
  "OK",
  "PCM",
  "PCV",
  "PDF",
  "PO",
  "PSI",
  "RO",
  "RPM",
  "RWD",
  "SMS",
  "SOHC",
  "SRS",
  "SUV",
  "TCM",
  "TPMS",
  "TSB",
  "UK",
  "USA",
  "VIN",
  "VSC",
  "VVT",
]);

/**
 * Groups of words tied by "-" or "/" that are written one way: A/C, N/A, OBD-II. Looked up before their
 * words are recased one by one.
 */
export const COMPOUNDS = spellings(["A/C", "N/A", "OBD-II", "w/o", "R-134a", "R-1234yf"]);

/** The pronoun I and its contractions. */
export const PRONOUN_I = spellings(["I", "I'm", "I'll", "I've", "I'd"]);

/** Short words that title case keeps lower inside a title: articles, conjunctions, short prepositions. */
export const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "en",
  "for",
  "from",
  "if",
  "in",
  "into",
  "nor",
  "of",
  "off",
  "on",
  "onto",
  "or",
  "over",
  "per",
  "so",
  "than",
  "the",
  "to",
  "up",
  "upon",
  "via",
  "vs",
  "with",
  "yet",
]);
