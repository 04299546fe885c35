// Who a report send goes to: the address or number the adviser typed, else the customer's on file, checked
// and put in the form the outbox takes (lower-case address, E.164 number) by the accounts module's contact
// checks. Numbers without a country code are read as numbers of the shop's country, and must be mobiles.
import { checkEmail, checkMobileNumber, type CountryCode } from "@modules/accounts/mod.ts";
import { InputError } from "@platform/errors.ts";

export function emailRecipient(asked: string | null, onFile: string): string {
  const raw = (asked ?? "").trim() || onFile.trim();
  if (raw === "") {
    throw new InputError("Enter the customer's e-mail address: there is none on file for this customer.");
  }
  const checked = checkEmail(raw);
  if (!checked.ok) throw new InputError(checked.message);
  return checked.value;
}

export function smsRecipient(asked: string | null, onFile: string, country: CountryCode): string {
  const raw = (asked ?? "").trim() || onFile.trim();
  if (raw === "") {
    throw new InputError("Enter the customer's mobile number: there is none on file for this customer.");
  }
  const checked = checkMobileNumber(raw, country);
  if (!checked.ok) throw new InputError(checked.message);
  return checked.value;
}
