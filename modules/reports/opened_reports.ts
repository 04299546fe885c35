// Which reports this browser opened before anyone flooded them with answers (answer_limits.ts): a browser
// that opened a report while the report's ceiling was not reached keeps answering when strangers fill it.
// The proof is a signature (HMAC under the server key) of the report and the browser (customer_browser.ts),
// so it cannot be made without the key, and is worth nothing in another browser or for another report. The
// report page sets it as a cookie (the last ten reports opened) and carries it in its answer form, so the
// form posted from the page opened before the flood proves it too. Nothing is stored on the server.
import type { Context } from "hono";
import { readCookie, writeCookie } from "../../src/platform/cookies.ts";
import type { Sql } from "../../src/platform/db.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import { constantTimeEqualText } from "../../src/platform/keys.ts";
import { isReportFull } from "./answer_limits.ts";
import { browserOf } from "./customer_browser.ts";

const COOKIE = "opened-reports";
const KEEP = 10;
/** A report is answered within days of being sent; a quarter of a year leaves room. */
const MAX_AGE_SECONDS = 91 * 24 * 60 * 60;
const SIGNATURE = /^[\w-]{43}$/;

function signature(c: Context<AppEnv>, inspectionId: number): string {
  return c.get("services").keys.macText("report-opened v1", `${inspectionId}|${browserOf(c)}`);
}

function cookieSignatures(c: Context<AppEnv>): string[] {
  return (readCookie(c, COOKIE) ?? "").split(".").filter((part) => SIGNATURE.test(part)).slice(0, KEEP);
}

/**
 * The proof that the browser opened the report before a flood, when its cookie or the answer form's field
 * (`posted`) holds it; else null.
 */
export function shownProof(c: Context<AppEnv>, inspectionId: number, posted?: unknown): string | null {
  const expected = signature(c, inspectionId);
  const shown = [...cookieSignatures(c), typeof posted === "string" ? posted : ""];
  return shown.some((candidate) => constantTimeEqualText(candidate, expected)) ? expected : null;
}

/**
 * When the report page is opened: the proof for its answer form, set in the cookie first if the browser
 * did not have it; null (and nothing set) when the report's ceiling is reached already, since a browser
 * opening it now may be one of the flood's.
 */
export async function proofOfOpening(
  c: Context<AppEnv>,
  sql: Sql,
  inspectionId: number,
): Promise<string | null> {
  const shown = shownProof(c, inspectionId);
  if (shown) return shown;
  if (await isReportFull(sql, inspectionId)) return null;
  const proof = signature(c, inspectionId);
  const kept = cookieSignatures(c).slice(0, KEEP - 1);
  writeCookie(c, COOKIE, [proof, ...kept].join("."), MAX_AGE_SECONDS);
  return proof;
}
