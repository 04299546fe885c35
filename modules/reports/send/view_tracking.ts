// The staff page's one line about the report's life: "Sent 10:42 AM · Viewed 3 minutes after sending ·
// opened 4 times, last 11:02 AM", in the staff language with the shop's wording (reportTab.*). Times are the
// shop's clock in the staff language, with the date when it is not today there. Pure (the words and now are
// given), so it is tested without waiting.
import { type Messages, REPORT_TAB_MESSAGES as M } from "@modules/text/mod.ts";

export interface ViewTracking {
  sentAt: Date | null;
  firstViewedAt: Date | null;
  lastViewedAt: Date | null;
  viewCount: number;
}

/** `staff`: the shop's staffMessages (their culture writes the times and the distance). */
export function trackingLine(tracking: ViewTracking, staff: Messages, timeZone: string, now: Date): string {
  const { sentAt, firstViewedAt, lastViewedAt, viewCount } = tracking;
  if (!sentAt) return staff.text(M.notSent);
  const at = clock(staff.culture, timeZone, now);
  const parts = [staff.text(M.sentAt, { at: at(sentAt) })];
  if (!firstViewedAt) {
    parts.push(staff.text(M.notOpened));
  } else {
    // A customer may open a copied link before the first e-mail goes: "before sending", never "-3 min".
    const between = { distance: distance(firstViewedAt, sentAt, staff.culture) };
    parts.push(staff.text(firstViewedAt >= sentAt ? M.viewedAfter : M.viewedBefore, between));
    parts.push(
      lastViewedAt
        ? staff.text(M.openedLast, { count: viewCount, at: at(lastViewedAt) })
        : staff.text(M.opened, { count: viewCount }),
    );
  }
  return parts.join(" · ");
}

/** "10:42 AM" today in the shop's zone, "Nov 21, 10:42 AM" another day (in the culture's own way). */
function clock(culture: string, timeZone: string, now: Date): (date: Date) => string {
  const day = new Intl.DateTimeFormat(culture, { timeZone, dateStyle: "medium" });
  const time = new Intl.DateTimeFormat(culture, { timeZone, timeStyle: "short" });
  const dayAndTime = new Intl.DateTimeFormat(culture, {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const today = day.format(now);
  return (date) => (day.format(date) === today ? time.format(date) : dayAndTime.format(date));
}

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 30 * MINUTES_IN_DAY;
const MINUTES_IN_YEAR = 365 * MINUTES_IN_DAY;

/**
 * The time between two moments in its largest whole unit, rounded ("3 minutes", "1 day"; "3 minutos"), as
 * the culture writes a quantity of that unit. The unit is chosen as date-fns' formatDistanceStrict chose it,
 * so the English line reads as it always did.
 */
function distance(one: Date, other: Date, culture: string): string {
  const minutes = Math.abs(one.getTime() - other.getTime()) / 60_000;
  const [unit, amount]: [string, number] = minutes < 1
    ? ["second", minutes * 60]
    : minutes < 60
    ? ["minute", minutes]
    : minutes < MINUTES_IN_DAY
    ? ["hour", minutes / 60]
    : minutes < MINUTES_IN_MONTH
    ? ["day", minutes / MINUTES_IN_DAY]
    : minutes < MINUTES_IN_YEAR && Math.round(minutes / MINUTES_IN_MONTH) < 12
    ? ["month", minutes / MINUTES_IN_MONTH]
    : ["year", minutes / MINUTES_IN_YEAR];
  return new Intl.NumberFormat(culture, { style: "unit", unit, unitDisplay: "long" }).format(
    Math.round(amount),
  );
}
