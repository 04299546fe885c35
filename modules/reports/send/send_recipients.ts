// Who a report send goes to: the address or number the adviser typed, else the customer's on file, checked
// and put in the form the outbox takes (lower-case address, E.164 number) by the accounts module's contact
// checks. Numbers without a country code are read as numbers of the shop's country, and must be mobiles.
// With none typed and none on file, or one that is none (the check's contact.* message), the refusal is in the
// sender's words (`staff`: the shop's staffMessages).
import { type Checked, checkEmail, checkMobileNumber, type CountryCode } from "@modules/accounts/mod.ts";
import { InputError } from "@platform/errors.ts";
import { type Messages, REPORT_TAB_MESSAGES as M, sayStored } from "@modules/text/mod.ts";

/** The checked value, or the check's refusal said to the sender. */
function recipient(checked: Checked, staff: Messages): string {
  if (checked.ok) return checked.value;
  throw new InputError(sayStored((key, values) => staff.text(key, values), checked.said, checked.message));
}

export function emailRecipient(asked: string | null, onFile: string, staff: Messages): string {
  const raw = (asked ?? "").trim() || onFile.trim();
  if (raw === "") throw new InputError(staff.text(M.noEmailOnFile));
  return recipient(checkEmail(raw), staff);
}

export function smsRecipient(
  asked: string | null,
  onFile: string,
  country: CountryCode,
  staff: Messages,
): string {
  const raw = (asked ?? "").trim() || onFile.trim();
  if (raw === "") throw new InputError(staff.text(M.noMobileOnFile));
  return recipient(checkMobileNumber(raw, country), staff);
}
