// The accounts module's pg-boss queues: the messages a signed-out visitor asks for. The request only
// checks, counts and enqueues, so it takes as long for an address nobody uses as for a real one; the job
// finds the account and sends, or does nothing.
import type { Channel } from "./send.ts";

/** A sign-in link (also "Forgot your password?"). */
export const SEND_LOGIN_LINK_JOB = "accounts.send-login-link";
/** A one-time code. */
export const SEND_ONE_TIME_CODE_JOB = "accounts.send-one-time-code";
/** Step 1 of sign-up: the link to step 2, or, for an address that has an account, a note to its owner. */
export const SEND_SIGN_UP_LINK_JOB = "accounts.send-sign-up-link";

export interface LoginLinkRequest {
  channel: Channel;
  /** The address or number in its one written form (checkContact). */
  contact: string;
  redirectTo: string | null;
}

export interface OneTimeCodeRequest {
  channel: Channel;
  contact: string;
  language?: string;
}

export interface SignUpLinkRequest {
  registrationId: string;
}
