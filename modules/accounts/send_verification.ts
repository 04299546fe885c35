// "Send verification e-mail / SMS" on a user's page: a link that confirms the user's address or number is
// theirs (confirmations.ts). Pointless for a disabled user, or for what is confirmed already.
import { ConflictError } from "@platform/errors.ts";
import type { Services } from "@platform/request_context.ts";
import type { Viewer } from "@platform/viewer.ts";
import { sendConfirmation } from "./sign_in/confirmations.ts";
import type { UserRecord } from "./queries.server.ts";
import { countSends } from "./send_limits.ts";
import type { Channel } from "./send.ts";

export async function sendVerification(
  services: Pick<Services, "sql" | "config" | "jobs">,
  viewer: Viewer,
  target: UserRecord,
  channel: Channel,
): Promise<void> {
  if (target.isDisabled) {
    throw new ConflictError(`${target.displayName} is disabled; enable the account first.`);
  }
  const confirmed = channel === "email" ? target.emailConfirmedAt : target.phoneConfirmedAt;
  if (confirmed) {
    throw new ConflictError(
      `${target.displayName}'s ${
        channel === "email" ? "e-mail address" : "mobile number"
      } is already confirmed.`,
    );
  }
  await countSends(services.sql, viewer.userId, [channel === "email" ? target.email : target.phone]);
  await services.sql.begin((tx) =>
    sendConfirmation(tx, services, target, channel, { createdBy: viewer.userId })
  );
}
