// The accounts module's pg-boss handlers: the messages signed-out visitors ask for (see job_names.ts), and
// the nightly clean-up.
import type { Config } from "@platform/config.ts";
import type { AnyJobDefinition, JobContext, JobDefinition } from "@platform/jobs.ts";
import { Keys } from "@platform/keys.ts";
import { accountsCleanupJob } from "./cleanup_job.ts";
import {
  type LoginLinkRequest,
  type OneTimeCodeRequest,
  SEND_LOGIN_LINK_JOB,
  SEND_ONE_TIME_CODE_JOB,
  SEND_SIGN_UP_LINK_JOB,
  type SignUpLinkRequest,
} from "./job_names.ts";
import { sendRequestedLoginLink } from "./sign_in/login_links.ts";
import { sendRequestedCode } from "./sign_in/one_time_codes.ts";
import { sendSignUpLink } from "./registration.ts";

// Someone is waiting for the message, on the page that said it is on its way: looked for every second.
const WAITED_FOR = { queue: { retryLimit: 3, retryDelay: 5 }, pollingIntervalSeconds: 1 };

export function accountsJobs(config: Config): AnyJobDefinition[] {
  const keys = new Keys(config.secretKey);
  const services = ({ sql, jobs }: JobContext) => ({ config, keys, sql, jobs });
  const loginLink: JobDefinition<LoginLinkRequest> = {
    name: SEND_LOGIN_LINK_JOB,
    ...WAITED_FOR,
    handler: (request, context) => sendRequestedLoginLink(services(context), request, context.jobId),
  };
  const oneTimeCode: JobDefinition<OneTimeCodeRequest> = {
    name: SEND_ONE_TIME_CODE_JOB,
    ...WAITED_FOR,
    handler: (request, context) => sendRequestedCode(services(context), request),
  };
  const signUpLink: JobDefinition<SignUpLinkRequest> = {
    name: SEND_SIGN_UP_LINK_JOB,
    ...WAITED_FOR,
    handler: (request, context) => sendSignUpLink(services(context), request, context.jobId),
  };
  return [accountsCleanupJob, loginLink, oneTimeCode, signUpLink];
}
