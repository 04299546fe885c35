// The summary e-mail (issue 22, decision 034): each hour the job finds the subscriptions whose period has
// ended in their shop's time zone (yesterday for daily, last Monday to Sunday for weekly) and not been sent,
// claims each by moving its last_period in one update (so two workers never both send it), and queues the
// e-mail in the same transaction under an idempotency key of the person and period (a retry sends nothing
// twice). The e-mail: the manager report's totals for the period, a link to it, and the unsubscribe link,
// also in its List-Unsubscribe header for the mail program's one click.
// A person who is no longer an owner or manager of the shop gets nothing (and keeps nothing: it is ended).
import type { Config } from "@platform/config.ts";
import type { Tx } from "@platform/db.ts";
import type { JobDefinition, JobQueue } from "@platform/jobs.ts";
import { findMembership, findShopById, hasPermission, staffWords } from "@modules/shops/mod.ts";
import { deliveryChannels, queueMessage } from "@modules/messaging/mod.ts";
import { sayIn, STAFF_REPORTS_MESSAGES as M } from "@modules/text/ui.ts";
import { selectPeopleNumbers } from "./people_numbers.server.ts";
import { totalsOf } from "./people_report.ts";
import { reportWindowOf } from "./report_window.server.ts";
import { formatCell } from "./cell_format.ts";
import { dayLabel } from "./report_dates.ts";

export const SUMMARY_EMAIL_JOB = "reports.summary-email";

interface Due {
  shopId: number;
  userId: number;
  email: string;
  token: string;
  fromDay: string;
  toDay: string;
}

/** The subscriptions whose last complete period has not been sent, with that period's days. */
async function selectDue(tx: Tx): Promise<Due[]> {
  return await tx<Due[]>`
    with periods as (
      select r.shop_id, r.user_id, r.unsubscribe_token, r.last_period, p.email,
        case when r.period = 'daily' then (now() at time zone s.time_zone)::date - 1
          else date_trunc('week', now() at time zone s.time_zone)::date - 7 end as from_day,
        case when r.period = 'daily' then (now() at time zone s.time_zone)::date - 1
          else date_trunc('week', now() at time zone s.time_zone)::date - 1 end as to_day
      from report_subscriptions r
      join shops_directory s on s.id = r.shop_id
      join accounts_people p on p.id = r.user_id and not p.is_disabled
    )
    select shop_id as "shopId", user_id as "userId", email, unsubscribe_token as token,
      to_char(from_day, 'YYYY-MM-DD') as "fromDay", to_char(to_day, 'YYYY-MM-DD') as "toDay"
    from periods
    where last_period is distinct from to_char(from_day, 'YYYY-MM-DD')`;
}

export function summaryEmailJob(config: Config): JobDefinition {
  return {
    name: SUMMARY_EMAIL_JOB,
    // Each hour: a shop's day ends at its own midnight.
    schedule: "5 * * * *",
    queue: { policy: "singleton", retryLimit: 3, retryDelay: 60 },
    async handler(_data, { sql, jobs, log }) {
      for (const due of await selectDue(sql)) {
        await sql.begin((tx) => sendSummary(tx, jobs, config, due)).catch((error) => {
          log.error("a summary e-mail could not be queued", {
            shopId: due.shopId,
            userId: due.userId,
            error,
          });
        });
      }
    },
  };
}

async function sendSummary(tx: Tx, jobs: JobQueue, config: Config, due: Due): Promise<void> {
  const claimed = await tx`
    update report_subscriptions set last_period = ${due.fromDay}
    where shop_id = ${due.shopId} and user_id = ${due.userId} and last_period is distinct from ${due.fromDay}
    returning user_id`;
  if (claimed.length === 0) return;
  const shop = await findShopById(tx, due.shopId);
  const roles = shop && await findMembership(tx, shop.id, due.userId);
  if (!shop || !roles || !hasPermission(roles, "reports.view")) {
    await tx`delete from report_subscriptions where shop_id = ${due.shopId} and user_id = ${due.userId}`;
    return;
  }
  const words = await staffWords({ sql: tx as never, shop }, M);
  const say = sayIn(words);
  const { culture } = words;
  const window = await reportWindowOf(tx, { from: due.fromDay, to: due.toDay }, shop.timeZone);
  const totals = totalsOf(await selectPeopleNumbers(tx, [shop.id], window, "manager", false));
  const from = dayLabel(due.fromDay, culture);
  const to = dayLabel(due.toDay, culture);
  const write = (kind: Parameters<typeof formatCell>[0], value: number | null) =>
    formatCell(kind, value, culture, shop.currency) || "–";
  const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
  const report =
    new URL(`/${shop.uriName}/manager-report?from=${due.fromDay}&to=${due.toDay}`, config.publicUrl).href;
  const stop = new URL(`/report-summary/unsubscribe/${due.token}`, config.publicUrl).href;
  const lines = [
    say(M.summaryIntro, { shop: shop.name, from, to }),
    "",
    `${say(M.inspections)}: ${write("count", totals.inspections)}`,
    `${say(M.sent)}: ${write("count", totals.sent)} (${
      write("share", ratio(totals.sent, totals.inspections))
    })`,
    `${say(M.viewed)}: ${write("count", totals.viewed)}`,
    `${say(M.approvedCount)}: ${write("count", totals.approved)}`,
    `${say(M.photosPerInspection)}: ${write("decimal", ratio(totals.photos, totals.inspections))}`,
    `${say(M.recommendedAmount)}: ${write("money", totals.recommendedAmount)}`,
    `${say(M.approvedAmount)}: ${write("money", totals.approvedAmount)}`,
    `${say(M.soldAmount)}: ${write("money", totals.soldAmount)}`,
    "",
    say(M.summaryOpen, { link: report }),
    say(M.summaryStop, { link: stop }),
  ];
  await queueMessage(tx, jobs, deliveryChannels(config), {
    channel: "email",
    to: due.email,
    subject: say(M.summarySubject, { shop: shop.name, from, to }),
    text: lines.join("\n"),
    links: [report, stop],
    unsubscribeUrl: stop,
    idempotencyKey: `report-summary:${due.shopId}:${due.userId}:${due.fromDay}:${due.toDay}`,
    shopId: shop.id,
  });
}
