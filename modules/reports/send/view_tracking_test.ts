import assert from "node:assert/strict";
import { trackingLine } from "./view_tracking.ts";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-03-10T19:30:00Z");
const ZONE = "America/Los_Angeles";

Deno.test("not sent, sent but not opened, and opened several times", () => {
  const none = { sentAt: null, firstViewedAt: null, lastViewedAt: null, viewCount: 0 };
  assert.equal(trackingLine(none, ZONE, NOW), "Not sent yet.");
  const sent = { ...none, sentAt: at("2026-03-10T17:42:00Z") };
  assert.equal(trackingLine(sent, ZONE, NOW), "Sent 10:42 AM · not opened yet");
  assert.equal(
    trackingLine(
      {
        ...sent,
        firstViewedAt: at("2026-03-10T17:45:10Z"),
        lastViewedAt: at("2026-03-10T18:02:00Z"),
        viewCount: 4,
      },
      ZONE,
      NOW,
    ),
    "Sent 10:42 AM · Viewed 3 minutes after sending · opened 4 times, last 11:02 AM",
  );
});

Deno.test("another day shows its date; one opening is 'once'", () => {
  const line = trackingLine(
    {
      sentAt: at("2026-03-08T17:42:00Z"),
      firstViewedAt: at("2026-03-09T17:42:00Z"),
      lastViewedAt: at("2026-03-09T17:42:00Z"),
      viewCount: 1,
    },
    ZONE,
    NOW,
  );
  assert.equal(line, "Sent Mar 8, 10:42 AM · Viewed 1 day after sending · opened once, last Mar 9, 10:42 AM");
});
