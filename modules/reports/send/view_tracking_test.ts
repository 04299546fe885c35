import assert from "node:assert/strict";
import { Messages } from "@modules/text/mod.ts";
import { trackingLine } from "./view_tracking.ts";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-03-10T19:30:00Z");
const ZONE = "America/Los_Angeles";
const ENGLISH = new Messages("en-US");

Deno.test("not sent, sent but not opened, and opened several times", () => {
  const none = { sentAt: null, firstViewedAt: null, lastViewedAt: null, viewCount: 0 };
  assert.equal(trackingLine(none, ENGLISH, ZONE, NOW), "Not sent yet.");
  const sent = { ...none, sentAt: at("2026-03-10T17:42:00Z") };
  assert.equal(trackingLine(sent, ENGLISH, ZONE, NOW), "Sent 10:42 AM · not opened yet");
  assert.equal(
    trackingLine(
      {
        ...sent,
        firstViewedAt: at("2026-03-10T17:45:10Z"),
        lastViewedAt: at("2026-03-10T18:02:00Z"),
        viewCount: 4,
      },
      ENGLISH,
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
    ENGLISH,
    ZONE,
    NOW,
  );
  assert.equal(line, "Sent Mar 8, 10:42 AM · Viewed 1 day after sending · opened once, last Mar 9, 10:42 AM");
});

Deno.test("the distance takes the largest whole unit, before or after the send", () => {
  const sentAt = at("2026-03-10T17:00:00Z");
  const viewed = (firstViewedAt: Date) =>
    trackingLine({ sentAt, firstViewedAt, lastViewedAt: null, viewCount: 2 }, ENGLISH, ZONE, NOW);
  assert.equal(
    viewed(at("2026-03-10T17:00:40Z")),
    "Sent 10:00 AM · Viewed 40 seconds after sending · opened 2 times",
  );
  assert.match(viewed(at("2026-03-10T15:00:00Z")), /· Viewed 2 hours before sending ·/);
  assert.match(viewed(at("2025-09-10T17:00:00Z")), /· Viewed 6 months before sending ·/);
  assert.match(viewed(at("2025-03-20T17:00:00Z")), /· Viewed 1 year before sending ·/);
});

Deno.test("the staff's language writes the line, its times and its distance", () => {
  const line = trackingLine(
    {
      sentAt: at("2026-03-08T17:42:00Z"),
      firstViewedAt: at("2026-03-08T17:45:10Z"),
      lastViewedAt: at("2026-03-10T18:02:00Z"),
      viewCount: 4,
    },
    new Messages("es-MX"),
    ZONE,
    NOW,
  );
  assert.match(
    line,
    /^Enviado 8 mar, 10:42\sa\.\s?m\. · Visto 3 minutos después del envío · abierto 4 veces, la última 11:02\sa\.\s?m\.$/,
  );
});
