import assert from "node:assert/strict";
import { readPageOpenSend } from "./page_open_event.ts";

const EVENT = {
  pageName: "inspectionChecklist",
  location: "http://localhost/demo/gallery",
  pageEvent: "load",
  pageLoadId: "load-1",
  initTime: 1_790_000_000_000.4,
  clientUtcMS: 1_790_000_000_100,
  args: { persisted: false },
  csrfToken: "not kept",
};
const query = (mode: string, event = "load") => new URLSearchParams({ mode, event });

Deno.test("an event is read with its send mode; times are whole milliseconds", () => {
  assert.deepEqual(readPageOpenSend(query("beacon"), EVENT), {
    mode: "beacon",
    event: {
      pageName: "inspectionChecklist",
      location: "http://localhost/demo/gallery",
      pageEvent: "load",
      pageLoadId: "load-1",
      initTime: 1_790_000_000_000,
      clientUtcMS: 1_790_000_000_100,
      args: { persisted: false },
    },
  });
  assert.equal(readPageOpenSend(query("fetch"), { ...EVENT, args: undefined }).event.args, null);
});

Deno.test("only the four tracked pages, the three modes and the known events are accepted", () => {
  const cases: Array<[URLSearchParams, Record<string, unknown>, string]> = [
    [query("post"), EVENT, "mode must be fetch, fetch-keep-alive or beacon."],
    [
      query("fetch"),
      { ...EVENT, pageName: "gallery" },
      "pageName must be inspectionChecklist, inspectionDetails, customerInspectionReport or " +
      "printedInspectionReport.",
    ],
    [
      query("fetch", "click"),
      { ...EVENT, pageEvent: "click" },
      "pageEvent must be one of init, " +
      "DOMContentLoaded, pageshow, pagehide, load, beforeunload, unload, visibilitychange, submit, ping.",
    ],
    [query("fetch", "ping"), EVENT, "The event in the address must be the pageEvent of the body."],
    [
      query("fetch"),
      { ...EVENT, location: 7 },
      "location must be the page's address, at most 2000 characters.",
    ],
    [query("fetch"), { ...EVENT, pageLoadId: "" }, "pageLoadId must be text of 1 to 100 characters."],
    [query("fetch"), { ...EVENT, initTime: "now" }, "initTime must be a time in milliseconds since 1970."],
    [query("fetch"), { ...EVENT, clientUtcMS: -1 }, "clientUtcMS must be a time in milliseconds since 1970."],
    [query("fetch"), { ...EVENT, args: "x".repeat(5000) }, "args must be at most 4000 characters as JSON."],
  ];
  for (const [q, body, message] of cases) {
    assert.throws(() => readPageOpenSend(q, body), { message }, message);
  }
  assert.throws(() => readPageOpenSend(query("fetch"), [EVENT]), {
    message: "A page open event must be a JSON object.",
  });
});
