// The staff page's one line about the report's life: "Sent 10:42 · Viewed 3 minutes after sending ·
// opened 4 times, last 11:02". Times are the shop's clock, with the date when it is not today there.
// Client-safe and pure (now is given), so it is tested without waiting.
import { formatDistanceStrict } from "date-fns";

export interface ViewTracking {
  sentAt: Date | null;
  firstViewedAt: Date | null;
  lastViewedAt: Date | null;
  viewCount: number;
}

export function trackingLine(tracking: ViewTracking, timeZone: string, now: Date): string {
  const { sentAt, firstViewedAt, lastViewedAt, viewCount } = tracking;
  if (!sentAt) return "Not sent yet.";
  const at = clock(timeZone, now);
  const parts = [`Sent ${at(sentAt)}`];
  if (!firstViewedAt) {
    parts.push("not opened yet");
  } else {
    // A customer may open a copied link before the first e-mail goes: "before sending", never "-3 min".
    const distance = formatDistanceStrict(firstViewedAt, sentAt);
    parts.push(
      firstViewedAt >= sentAt ? `Viewed ${distance} after sending` : `Viewed ${distance} before sending`,
    );
    const times = viewCount === 1 ? "once" : `${viewCount} times`;
    parts.push(lastViewedAt ? `opened ${times}, last ${at(lastViewedAt)}` : `opened ${times}`);
  }
  return parts.join(" · ");
}

/** "10:42 AM" today in the shop's zone, "Nov 21, 10:42 AM" another day. */
function clock(timeZone: string, now: Date): (date: Date) => string {
  const day = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium" });
  const time = new Intl.DateTimeFormat("en-US", { timeZone, timeStyle: "short" });
  const dayAndTime = new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const today = day.format(now);
  return (date) => (day.format(date) === today ? time.format(date) : dayAndTime.format(date));
}
