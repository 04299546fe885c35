// The shop's country that customers' numbers are read in (shops.country), and a customer as pages and calls
// show them: the stored E.164 numbers beside their formatted forms, (415) 555-0142 for a number of the
// shop's country and +44 7911 123456 for another's. A number stored before numbers were parsed on entry
// is shown as it was typed.
import type { Tx } from "@platform/db.ts";
import { type CountryCode, formatPhone, phoneCountry } from "@modules/accounts/mod.ts";
import type { Customer } from "../types.ts";

export async function shopCountry(tx: Tx, shopId: number): Promise<CountryCode> {
  const [row] = await tx<{ country: string }[]>`select country from shops where id = ${shopId}`;
  return phoneCountry(row?.country ?? "US");
}

export interface FormattedPhones {
  phoneMobileFormatted: string;
  /** The second number (the landline). */
  phone2Formatted: string;
}

export function formattedPhones(
  customer: Pick<Customer, "phoneMobile" | "phoneLandline">,
  country: CountryCode,
): FormattedPhones {
  return {
    phoneMobileFormatted: customer.phoneMobile && formatPhone(customer.phoneMobile, country),
    phone2Formatted: customer.phoneLandline && formatPhone(customer.phoneLandline, country),
  };
}

/** The customer with their numbers formatted for people, as every page and call answers them. */
export function withFormattedPhones<T extends Pick<Customer, "phoneMobile" | "phoneLandline">>(
  customer: T,
  country: CountryCode,
): T & FormattedPhones {
  return { ...customer, ...formattedPhones(customer, country) };
}
