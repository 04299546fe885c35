// Cultures: BCP 47 tags such as en-US, es-MX, fr-CA. en-US is the base every message has; the others ship
// defaults for what they say differently. A culture without a default of its own falls back to its language
// (es-MX → es), then to a shipped culture of that language (es-US → es-MX), then to en-US.

/** The base culture: every message has its en-US default. */
export const BASE_CULTURE = "en-US";

/** The cultures that ship defaults, in the order a person choosing one sees them. */
export const SHIPPED_CULTURES = ["en-US", "en-GB", "es-MX", "fr-CA"] as const;

// ICU's own names of languages and regions (fallback "none": undefined for a code it does not know), so a
// well-formed tag that names nothing (xx-YY) is no culture, while any real one (es-US) is.
const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** The culture named by a tag, spelled canonically (es-mx → es-MX), or null when it is no culture. */
export function cultureOf(tag: string | null | undefined): string | null {
  const trimmed = tag?.trim().replace(/_/g, "-") ?? "";
  // A culture is a language and at most a region; scripts and extensions are not offered.
  if (!/^[A-Za-z]{2,3}(-[A-Za-z]{2}|-[0-9]{3})?$/.test(trimmed)) return null;
  try {
    const culture = Intl.getCanonicalLocales(trimmed)[0];
    if (!culture) return null;
    const { language, region } = new Intl.Locale(culture);
    if (LANGUAGE_NAMES.of(language) === undefined) return null;
    // A two-letter region is a country ICU names; ICU's data names few of the numeric (UN M49) areas
    // (es-419 but not en-150), so those are taken as the canonical form spells them.
    if (region && /^[A-Z]{2}$/.test(region) && REGION_NAMES.of(region) === undefined) return null;
    return culture;
  } catch {
    return null;
  }
}

/** The primary language of a culture: es for es-MX. */
export function languageOf(culture: string): string {
  return culture.split("-")[0].toLowerCase();
}

/** Where a message is looked for, first to last: the culture, its language, a shipped culture of that
 * language, the base. */
export function fallbackChain(culture: string): string[] {
  const language = languageOf(culture);
  const sibling = SHIPPED_CULTURES.find((shipped) => languageOf(shipped) === language);
  return [...new Set([culture, language, ...(sibling ? [sibling] : []), BASE_CULTURE])];
}

/** A culture's name in its own language ("español (México)"), for lists. */
export function cultureName(culture: string): string {
  try {
    return new Intl.DisplayNames([culture], { type: "language" }).of(culture) ?? culture;
  } catch {
    return culture;
  }
}
