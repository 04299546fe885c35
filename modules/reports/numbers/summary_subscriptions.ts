// Who gets the summary e-mail of the shop's numbers (decision 034): an owner or manager chooses daily,
// weekly or none on the reports; the e-mail's link unsubscribes with the secret it carries, without signing in.
import type { Tx } from "@platform/db.ts";
import { randomToken } from "@platform/keys.ts";

export const SUMMARY_PERIODS = ["none", "daily", "weekly"] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];

export async function subscriptionOf(tx: Tx, shopId: number, userId: number): Promise<SummaryPeriod> {
  const [row] = await tx<{ period: SummaryPeriod }[]>`
    select period from report_subscriptions where shop_id = ${shopId} and user_id = ${userId}`;
  return row?.period ?? "none";
}

/** Sets (or, with none, ends) a person's subscription; a changed period starts with the next one due. */
export async function setSubscription(
  tx: Tx,
  shopId: number,
  userId: number,
  period: SummaryPeriod,
): Promise<void> {
  if (period === "none") {
    await tx`delete from report_subscriptions where shop_id = ${shopId} and user_id = ${userId}`;
    return;
  }
  await tx`
    insert into report_subscriptions (shop_id, user_id, period, unsubscribe_token)
    values (${shopId}, ${userId}, ${period}, ${randomToken(24)})
    on conflict (shop_id, user_id) do update set period = excluded.period`;
}

/** The shop of the subscription the unsubscribe link names, or null: the page asking says it in its words. */
export async function tokenShop(tx: Tx, token: string): Promise<number | null> {
  const [row] = await tx<{ shopId: number }[]>`
    select shop_id as "shopId" from report_subscriptions where unsubscribe_token = ${token}`;
  return row?.shopId ?? null;
}

/** The unsubscribe button's work: the shop whose summary it ended, or null (a second click finds none). */
export async function unsubscribe(tx: Tx, token: string): Promise<number | null> {
  const [row] = await tx<{ shopId: number }[]>`
    delete from report_subscriptions where unsubscribe_token = ${token} returning shop_id as "shopId"`;
  return row?.shopId ?? null;
}
