// The page-open ping's period (seed 001 section 4): it starts at 60 s; each failed send multiplies it by 1.5
// while it is at or below 15,000,000 ms, and above that the periodic ping is off; a successful send
// (status 200 to 399) sets it back to the default.

export const PING_PERIOD_MS = 60_000;
export const PING_BACKOFF_FACTOR = 1.5;
export const PING_PERIOD_MAX_MS = 15_000_000;

/** A send's status counts as success from 200 to 399; null is a send that never got an answer. */
export function sendSucceeded(status: number | null): boolean {
  return status !== null && status >= 200 && status <= 399;
}

/** The period after a send with this outcome. */
export function nextPingPeriod(period: number, succeeded: boolean): number {
  if (succeeded) return PING_PERIOD_MS;
  return period <= PING_PERIOD_MAX_MS ? period * PING_BACKOFF_FACTOR : period;
}

/** Whether the periodic ping runs at this period. */
export function pingIsOn(period: number): boolean {
  return period <= PING_PERIOD_MAX_MS;
}
