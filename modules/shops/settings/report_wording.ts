// The shop's wording of the report's e-mail and text message: {customerName}, {shopName}, {vehicle} and
// {link} filled by the one filler (src/platform/fill_text.ts), on the settings page's preview and in what
// is sent.
import { fillText } from "@platform/fill_text.ts";
import { WORDING_PLACEHOLDERS } from "./shop_settings.ts";

export interface WordingValues {
  customerName: string;
  shopName: string;
  vehicle: string;
  link: string;
}

export function fillWording(template: string, values: WordingValues): string {
  return fillText(template, { ...values });
}

/** The first {place} the wording names that is not one of the four, or null. */
export function unknownPlaceholder(template: string): string | null {
  for (const [, name] of template.matchAll(/\{([^{}]*)\}/g)) {
    if (!(WORDING_PLACEHOLDERS as readonly string[]).includes(name)) return `{${name}}`;
  }
  return null;
}
