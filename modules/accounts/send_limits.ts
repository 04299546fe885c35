// What a signed-in user sends from the users pages (invitations, sign-in links, confirmations) is counted
// per sender, and per recipient in the same bucket the sign-in page counts: nobody's inbox can be flooded
// by mixing the two ways of asking.
import type { Sql } from "@platform/db.ts";
import { hitRateLimits } from "@platform/rate_limit.ts";
import { SEND_PER_RECIPIENT, SEND_PER_SENDER } from "./rate_limits.ts";

/**
 * Counts one message from the sender to each recipient (an e-mail address or an E.164 number). An empty
 * recipient (no mobile number) is no message: the sender refuses it with its own words.
 */
export async function countSends(sql: Sql, senderUserId: number, recipients: string[]): Promise<void> {
  for (const recipient of recipients.filter((r) => r !== "")) {
    await hitRateLimits(sql, [
      { rule: SEND_PER_SENDER, bucket: `send:sender:${senderUserId}` },
      { rule: SEND_PER_RECIPIENT, bucket: `send:recipient:${recipient}` },
    ]);
  }
}
