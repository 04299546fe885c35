// How long staff spend on an inspection's screens (seed: timing — audit, checklist, report time). The
// pages report the seconds they were visible (use_screen_timing.ts) and each report adds to a counter.
// Timing is not a change of the inspection: it raises no version (an open page's later saves must not
// conflict with its own clock) and writes no event (the trail would drown in them).
import type { Sql } from "../../src/platform/db.ts";
import { InputError } from "../../src/platform/errors.ts";
import type { CallFields } from "../../src/platform/call_fields.ts";
import type { InspectionAccess } from "./inspection_access.ts";

export const TIMED_SCREENS = ["checklist", "audit", "report"] as const;
export type TimedScreen = (typeof TIMED_SCREENS)[number];

/** One report carries at most this much: a page reports every minute, so more is a clock gone wrong. */
export const MAX_TIMING_SECONDS = 600;

export function readTiming(fields: CallFields): { screen: TimedScreen; seconds: number } {
  const screen = fields.screen;
  if (!(TIMED_SCREENS as readonly unknown[]).includes(screen)) {
    throw new InputError(`screen must be one of ${TIMED_SCREENS.join(", ")}.`);
  }
  const raw = fields.seconds;
  const seconds = typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (
    typeof seconds !== "number" || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_TIMING_SECONDS
  ) {
    throw new InputError(`seconds must be a whole number from 1 to ${MAX_TIMING_SECONDS}.`);
  }
  return { screen: screen as TimedScreen, seconds };
}

export async function addScreenTime(
  sql: Sql,
  access: InspectionAccess,
  screen: TimedScreen,
  seconds: number,
): Promise<void> {
  const shopId = access.shop.id;
  const id = access.inspection.id;
  // One statement per screen: the column is never built from the request.
  if (screen === "checklist") {
    await sql`update inspections set checklist_seconds = checklist_seconds + ${seconds}
              where shop_id = ${shopId} and id = ${id}`;
  } else if (screen === "audit") {
    await sql`update inspections set audit_seconds = audit_seconds + ${seconds}
              where shop_id = ${shopId} and id = ${id}`;
  } else {
    await sql`update inspections set report_seconds = report_seconds + ${seconds}
              where shop_id = ${shopId} and id = ${id}`;
  }
}
