// A user's own page (/{shop}/users/me): their name, mobile number, what they want to be notified about and
// their time zone ('' follows the shop's). The e-mail address is the sign-in name; an owner changes it.
import type { Sql } from "@platform/db.ts";
import { ForbiddenError, InputError } from "@platform/errors.ts";
import { isTimeZone } from "@platform/time_zones.ts";
import type { Viewer } from "@platform/viewer.ts";
import { isNotifyMode } from "./notify_modes.ts";
import { ownAccountRefusal } from "../own_account.ts";
import { selectUserById, updateUserColumns } from "../queries.server.ts";
import { checkDisplayName, checkNewPhone } from "../user_fields.ts";

export interface ProfileChanges {
  displayName: string;
  /** As typed; '' removes the number. */
  phone: string;
  notifyMode: string;
  timeZone: string;
}

export async function updateProfile(sql: Sql, viewer: Viewer, changes: ProfileChanges): Promise<void> {
  const notifyMode = changes.notifyMode;
  if (!isNotifyMode(notifyMode)) throw new InputError(`"${notifyMode}" is not a notification choice.`);
  if (changes.timeZone !== "" && !isTimeZone(changes.timeZone)) {
    throw new InputError(`"${changes.timeZone}" is not a time zone we know.`);
  }
  await sql.begin(async (tx) => {
    const me = (await selectUserById(tx, viewer.userId))!;
    const phone = await checkNewPhone(tx, changes.phone, me.id);
    if (phone !== me.phone) {
      const refusal = ownAccountRefusal(viewer, me);
      if (refusal) throw new ForbiddenError(refusal);
    }
    await updateUserColumns(tx, me.id, {
      displayName: checkDisplayName(changes.displayName),
      phone,
      notifyMode,
      timeZone: changes.timeZone,
    });
  });
}
