// What the user is told about a vehicle (the look-up answer's userMessage): a catalogue message chosen while
// the answer is made, said once at its end in the shop's staff language with the shop's wording (decision
// 028), so a search that has nothing to tell costs no query. When the vehicle-history service did not help,
// the look-up still answers with what the shop's history and the offline decoder found.
import type { Tx } from "@platform/db.ts";
import { VEHICLE_LOOKUP_MESSAGES as L } from "@modules/text/mod.ts";
import { staffMessages } from "../../staff_words.server.ts";
import type { Shop } from "../../types.ts";

/** The look-up's shop: whose history is searched and whose staff read the answer. */
export type LookupShop = Pick<Shop, "id" | "staffLanguage">;

export interface UserMessage {
  key: string;
  values?: Record<string, string>;
}

export function providerTrouble(reason: "timeout" | "error", haveMatch: boolean): UserMessage {
  return { key: haveMatch ? L.serviceTroubleDecoded : L.serviceTrouble, values: { reason } };
}

/** The message in the shop's staff language, or null when there is nothing to tell. */
export async function sayUserMessage(
  tx: Tx,
  shop: LookupShop,
  message: UserMessage | null,
): Promise<string | null> {
  return message && (await staffMessages(tx, shop)).text(message.key, message.values);
}
