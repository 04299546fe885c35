// The browser's time zone (seed 001: "written to an input and optionally to a 365-day cookie"): a hidden
// input, or with a label a read-only one, filled with the IANA id once scripts run; with writeCookie it is
// also kept in the timeZone cookie, which the server reads where it proposes a time zone (sign-up). An id
// the server would not accept (src/platform/time_zones.ts) is left out: the form keeps its default.
import { useEffect, useRef } from "react";
import { isTimeZone, TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_DAYS } from "../platform/time_zones.ts";
import { cookieText } from "./browser_cookie.ts";

export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : null;
}

export function TimeZoneInput(
  { name = "timeZone", label, writeCookie = false }: { name?: string; label?: string; writeCookie?: boolean },
) {
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const zone = browserTimeZone();
    if (!zone || !ref.current) return;
    // The default too: a value the page set itself is not an unsaved change, and a reset keeps it.
    ref.current.defaultValue = zone;
    ref.current.value = zone;
    if (writeCookie) {
      document.cookie = cookieText(
        TIME_ZONE_COOKIE,
        zone,
        TIME_ZONE_COOKIE_DAYS,
        location.protocol === "https:",
      );
    }
  }, [writeCookie]);

  if (!label) return <input ref={ref} type="hidden" name={name} />;
  const id = `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} name={name} readOnly data-draft="off" placeholder="Not known yet" />
    </div>
  );
}
