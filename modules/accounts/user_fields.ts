// The rules of a user's name, e-mail address and mobile number as people type them on the users pages:
// each check answers with the stored form, or refuses with a catalogue message for the person at the form (a
// name too long, an address or a number that is none or another user's): the users pages say it in the shop's
// staff language, anywhere else it is the en-US sentence.
import type { Tx } from "@platform/db.ts";
import { CONTACT_MESSAGES as C, MessageConflict, MessageRefusal } from "@modules/text/mod.ts";
import { checkEmail, checkMobileNumber, formatPhone } from "./contact.ts";
import { selectUserByEmail, selectUserByPhone } from "./queries.server.ts";

export function checkDisplayName(text: string): string {
  const displayName = text.trim();
  if (displayName.length === 0 || displayName.length > 120) {
    throw new MessageRefusal({ key: C.userNameLength });
  }
  return displayName;
}

/** An address for the user (null: a new user), lower-cased; refused when another user has it. */
export async function checkNewEmail(tx: Tx, text: string, userId: number | null): Promise<string> {
  const checked = checkEmail(text);
  if (!checked.ok) throw new MessageRefusal(checked.said);
  const holder = await selectUserByEmail(tx, checked.value);
  if (holder && holder.id !== userId) {
    throw new MessageConflict({ key: C.takenEmail, values: { address: checked.value } });
  }
  return checked.value;
}

/** A mobile number in E.164, or '' for none; refused when it is not a mobile number or another user has it. */
export async function checkNewPhone(tx: Tx, text: string, userId: number | null): Promise<string> {
  if (text.trim() === "") return "";
  const checked = checkMobileNumber(text);
  if (!checked.ok) throw new MessageRefusal(checked.said);
  const holder = await selectUserByPhone(tx, checked.value);
  if (holder && holder.id !== userId) {
    throw new MessageConflict({ key: C.takenMobile, values: { number: formatPhone(checked.value) } });
  }
  return checked.value;
}
