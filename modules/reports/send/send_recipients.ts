// Who a report send goes to: the address or number the adviser typed, else the customer's on file, checked
// and put in the form the outbox takes (lower-case address, E.164 number) by the accounts module's contact
// checks. Numbers without a country code are read as numbers of the shop's country, and must be mobiles.
// With none typed and none on file, the refusal is in the sender's words (`staff`: the shop's staffMessages).
import { checkEmail, checkMobileNumber, type CountryCode } from "@modules/accounts/mod.ts";
import { InputError } from "@platform/errors.ts";
import { type Messages, REPORT_TAB_MESSAGES as M } from "@modules/text/mod.ts";

export function emailRecipient(asked: string | null, onFile: string, staff: Messages): string {
  const raw = (asked ?? "").trim() || onFile.trim();
  if (raw === "") throw new InputError(staff.text(M.noEmailOnFile));
  const checked = checkEmail(raw);
  if (!checked.ok) throw new InputError(checked.message);
  return checked.value;
}

export function smsRecipient(
  asked: string | null,
  onFile: string,
  country: CountryCode,
  staff: Messages,
): string {
  const raw = (asked ?? "").trim() || onFile.trim();
  if (raw === "") throw new InputError(staff.text(M.noMobileOnFile));
  const checked = checkMobileNumber(raw, country);
  if (!checked.ok) throw new InputError(checked.message);
  return checked.value;
}
