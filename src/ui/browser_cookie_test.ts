import assert from "node:assert/strict";
import { cookieText } from "./browser_cookie.ts";
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_DAYS, timeZoneFromCookie } from "../platform/time_zones.ts";

Deno.test("a page's cookie has path /, an expiry in days, and Secure on HTTPS", () => {
  assert.equal(
    cookieText(TIME_ZONE_COOKIE, "America/Chicago", TIME_ZONE_COOKIE_DAYS, false),
    "timeZone=America%2FChicago; Path=/; Max-Age=31536000; SameSite=Lax",
  );
  assert.equal(cookieText("flag", "1", 1, true), "flag=1; Path=/; Max-Age=86400; SameSite=Lax; Secure");
});

Deno.test("-1 days removes the cookie", () => {
  assert.equal(cookieText("timeZone", "", -1, false), "timeZone=; Path=/; Max-Age=0; SameSite=Lax");
});

Deno.test("the time-zone cookie counts only when it names a known zone", () => {
  assert.equal(timeZoneFromCookie("Europe/Berlin"), "Europe/Berlin");
  assert.equal(timeZoneFromCookie("UTC"), "UTC");
  assert.equal(timeZoneFromCookie("Mars/Olympus"), null);
  assert.equal(timeZoneFromCookie(undefined), null);
});
