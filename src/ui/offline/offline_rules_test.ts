import assert from "node:assert/strict";
import {
  bayPathOf,
  isKeptPage,
  MAX_PAGES_AHEAD,
  offlinePageFor,
  pagesToFetchAhead,
  personKey,
} from "./offline_rules.ts";

const ORIGIN = "https://shop.example";

Deno.test("a shop's staff pages, the shop picker and the help pages are kept", () => {
  for (
    const path of [
      "/demo/inspections",
      "/demo/inspections/abc/checklist",
      "/demo/open-new-inspection-quicklist",
      "/demo",
      "/switch-shop",
      "/help/checklist",
      "/help",
    ]
  ) {
    assert.ok(isKeptPage(path), path);
  }
});

Deno.test("sign-in pages, the dev mailbox, the gallery, reports, calls and files are never kept", () => {
  for (
    const path of [
      "/",
      "/login",
      "/logout",
      "/register/step2",
      "/dev/mailbox",
      "/demo/gallery",
      "/demo/gallery_/popup-sample",
      "/gallery-media/brake-disc.jpg",
      "/demo/r/abc",
      "/r/abc",
      "/ajax/inspections/offline-pages",
      "/assets/main.js",
      "/favicon.svg",
      "/sw.js",
      "/help.css",
    ]
  ) {
    assert.ok(!isKeptPage(path), path);
  }
});

Deno.test("a keep-pages message is fetched only for this origin's staff pages, once each, at most 30", () => {
  assert.deepEqual(
    pagesToFetchAhead([
      "/demo/inspections/a/checklist",
      `${ORIGIN}/demo/inspections/a/checklist#row-3`,
      "https://elsewhere.example/demo/inspections/b/checklist",
      "/dev/mailbox",
      "/ajax/inspections/offline-pages?shop=demo",
      42,
      "http://[bad",
      "/demo/inspections?status=open",
    ], ORIGIN),
    [`${ORIGIN}/demo/inspections/a/checklist`, `${ORIGIN}/demo/inspections?status=open`],
  );
  assert.deepEqual(pagesToFetchAhead("/demo/inspections", ORIGIN), []);
  const many = Array.from({ length: 45 }, (_, index) => `/demo/inspections/${index}/checklist`);
  assert.equal(pagesToFetchAhead(many, ORIGIN).length, MAX_PAGES_AHEAD);
});

Deno.test("the person a page is signed in as: nobody, someone, or someone acting as another", () => {
  assert.equal(personKey(null), null);
  assert.equal(personKey({ userId: 7, actor: null }), "7");
  assert.equal(personKey({ userId: 7, actor: { userId: 2 } }), "2 as 7");
});

Deno.test("the offline page leads back to the Bay of the shop the page belongs to; outside a shop, home", async () => {
  assert.equal(bayPathOf("/demo/inspections/abc/checklist"), "/demo/open-new-inspection-quicklist");
  assert.equal(bayPathOf("/demo"), "/demo/open-new-inspection-quicklist");
  for (const path of ["/", "/login", "/help/checklist", "/switch-shop", "/demo/r/abc", "/ajax/x"]) {
    assert.equal(bayPathOf(path), "/", path);
  }
  const html = await Deno.readTextFile(new URL("../../../public/offline.html", import.meta.url));
  const shown = offlinePageFor(html, "/demo/inspections/abc/checklist");
  assert.match(
    shown,
    /<a class="button secondary" href="\/demo\/open-new-inspection-quicklist" data-bay-link>Back to the Bay<\/a>/,
  );
});
