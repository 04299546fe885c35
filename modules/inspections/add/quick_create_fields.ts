// Quick-create's short form (/{shop}/quick-create): one name box and a mobile number for the customer, the
// vehicle's year, make and model or its plate, and the type (the shop's default chosen). It becomes the add
// form's fields, so both make inspections the same way; the mechanic posting it is the inspection's mechanic.
import type { AddValues } from "./add_fields.ts";
import { readAddValues } from "./add_fields.ts";

/** "Jane van Driver" is first name Jane, last name "van Driver"; one word is a last name. */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { first: "", last: words[0] ?? "" };
  const particle = words.findIndex((word, index) =>
    index > 0 && /^(van|von|de|del|da|di|le|la)$/i.test(word)
  );
  const cut = particle > 0 && particle < words.length - 1 ? particle : words.length - 1;
  return { first: words.slice(0, cut).join(" "), last: words.slice(cut).join(" ") };
}

export function quickValuesOf(form: Record<string, string>): AddValues {
  const values = readAddValues(form);
  const name = form.customerName?.trim() ?? "";
  if (name) {
    const { first, last } = splitName(name);
    values.cust_fname = first;
    values.cust_lname = last;
  }
  return values;
}
