// The audit over real HTTP (docs/inspections/audit.md): the audit page, its printables (HTML and text),
// the audit's labour entry and the screen timing call — who may use each (anonymous, mechanic, manager,
// owner, a member of another shop), the 404 for a tampered or foreign id that gives nothing away, the 400s
// that say what is wrong and the 409 of a stale item version.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import {
  type InspectionShop,
  inspectionShop,
  newInspection,
  saveAuditResults,
} from "../support/inspection_shop.ts";
import { inspectionShopSessions } from "../support/inspection_shop_sessions.ts";
import { assertEachRoleAnswers, type WhoMayCase } from "../support/who_may.ts";

type Role = "anonymous" | "mechanic" | "manager" | "owner" | "otherShopOwner";
const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];
/** What only this shop's people may see: the customer's name and a mechanic's note. */
const SECRET_NOTE = "Pads <b>2 mm</b> & squealing";

let shop: InspectionShop;
let encId: string;
let inspectionId: number;
const sessions = {} as Record<Role, HttpClient>;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `inspection audit: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    encId = inspection.encId;
    inspectionId = inspection.id;
    await saveAuditResults(sql, keys, shop, encId, SECRET_NOTE);
    Object.assign(sessions, await inspectionShopSessions(app, shop));
  },
});

/** Expected status per role; "login" is a redirect to the sign-in page. */
type Expected = Record<Role, number | "login">;
const PAGE: Expected = { anonymous: "login", mechanic: 200, manager: 200, owner: 200, otherShopOwner: 404 };

const base = () => `/${shop.shop.uriName}/inspections/${encId}`;
async function itemVersion(taskId: number): Promise<number> {
  const [row] = await fixture.sql<{ v: number }[]>`
    select item_version as v from inspection_items where inspection_id = ${inspectionId} and task_id = ${taskId}`;
  return row.v;
}

type Case = WhoMayCase<Role>;

const cases: Case[] = [
  {
    what: "GET /{shop}/inspections/{enc}/audit",
    expected: PAGE,
    request: (s) => htmlPage(s, `${base()}/audit`),
  },
  {
    what: "GET /{shop}/inspections/{enc}/audit/printable/html",
    expected: PAGE,
    request: (s) => htmlPage(s, `${base()}/audit/printable/html`),
  },
  {
    what: "GET /{shop}/inspections/{enc}/audit/printable/text",
    expected: PAGE,
    request: (s) => s.request(`${base()}/audit/printable/text`),
  },
  {
    what: "POST /ajax/inspections/{enc}/audit-labor",
    expected: { anonymous: 401, mechanic: 403, manager: 200, owner: 200, otherShopOwner: 404 },
    request: async (s) =>
      s.call(`/ajax/inspections/${encId}/audit-labor`, "POST", {
        items: [{ taskId: shop.tasks.horn, itemVersion: await itemVersion(shop.tasks.horn), time: 0.25 }],
      }),
  },
  {
    what: "POST /ajax/inspections/{enc}/timing",
    expected: { anonymous: 401, mechanic: 204, manager: 204, owner: 204, otherShopOwner: 404 },
    request: (s) => s.call(`/ajax/inspections/${encId}/timing`, "POST", { screen: "audit", seconds: 30 }),
  },
];

for (const testCase of cases) {
  test(`who may: ${testCase.what}`, async () => {
    await assertEachRoleAnswers(ROLES, testCase, (role) => testCase.request(sessions[role]), (answer) => {
      const { role, body, label } = answer;
      if (role === "anonymous" || role === "otherShopOwner") {
        assert.ok(!body.includes("Driver"), `${label} must not show the customer`);
        assert.ok(!body.includes("2 mm"), `${label} must not show the notes`);
      }
      // The page's shop layout answers first for someone who is not in the shop (its own 404).
      if (role === "otherShopOwner" && !testCase.what.endsWith("/audit")) {
        assert.match(body, /There is no such inspection in this shop\./, label);
      }
    });
  });
}

test("the timing call added the seconds of the three members", async () => {
  const auditSeconds = async () =>
    (await fixture.sql`select audit_seconds from inspections where id = ${inspectionId}`)[0].audit_seconds;
  const before = await auditSeconds();
  for (const role of ROLES) {
    const response = await sessions[role].call(`/ajax/inspections/${encId}/timing`, "POST", {
      screen: "audit",
      seconds: 30,
    });
    await response.body?.cancel();
  }
  assert.equal(await auditSeconds() - before, 90);
});

test("a tampered id, another shop's inspection and the wrong shop in the address are 404s", async () => {
  const owner = sessions.owner;
  const tampered = encId.slice(0, -2) + (encId.endsWith("AA") ? "BB" : "AA");
  const paths = [
    `/${shop.shop.uriName}/inspections/${tampered}/audit`,
    `/${shop.shop.uriName}/inspections/${tampered}/audit/printable/html`,
    `/${shop.shop.uriName}/inspections/${tampered}/audit/printable/text`,
    `/${shop.other.uriName}/inspections/${encId}/audit/printable/html`,
    `/${shop.other.uriName}/inspections/${encId}/audit`,
  ];
  for (const path of paths) {
    const response = await htmlPage(owner, path);
    const body = await response.text();
    assert.equal(response.status, 404, path);
    assert.ok(!body.includes("Driver"), path);
  }
  for (const call of ["audit-labor", "timing"]) {
    const response = await owner.call(`/ajax/inspections/${tampered}/${call}`, "POST", {
      screen: "audit",
      seconds: 5,
      items: [{ taskId: shop.tasks.horn, itemVersion: 1, time: 1 }],
    });
    assert.equal(response.status, 404, call);
    assert.deepEqual(await response.json(), { message: "There is no such inspection in this shop." });
  }
});

test("the audit page shows every item by category, the totals and what the viewer may do", async () => {
  const manager = await sessions.manager.page(`${base()}/audit`);
  assert.equal(manager.status, 200);
  for (
    const text of ["Brakes", "Tires", "General", "Front brake pads", "Worn to 2 mm", "Left front (32nds)"]
  ) {
    assert.ok(manager.html.includes(text), text);
  }
  assert.ok(manager.html.includes("Pads &lt;b&gt;2 mm&lt;/b&gt; &amp; squealing"), "notes are escaped");
  assert.match(manager.html, /Save changes/);
  assert.match(manager.html, /Approve/, "in progress: the manager may approve");
  const mechanic = await sessions.mechanic.page(`${base()}/audit`);
  // What the page shows (its words travel with its data, in the scripts, whoever reads it).
  const shown = /<main[^>]*>(.*?)<\/main>/s.exec(mechanic.html)![1];
  assert.doesNotMatch(shown, /Save changes|Approve/);
  assert.match(mechanic.html, /owners and managers change prices/);
});

test("the HTML printable is a page of its own, escaped, with every item and a signature line", async () => {
  const response = await htmlPage(sessions.manager, `${base()}/audit/printable/html`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get("Content-Type") ?? "", /^text\/html/);
  assert.equal(response.headers.get("Cache-Control"), "private, no-store");
  const html = await response.text();
  assert.ok(html.includes("Bay Street Auto"));
  assert.ok(html.includes("Pads &lt;b&gt;2 mm&lt;/b&gt; &amp; squealing"), "notes are escaped");
  assert.ok(!html.includes("<b>2 mm</b>"));
  for (
    const task of ["Front brake pads", "Tire tread depth", "Wiper blades", "Next service due", "Horn works"]
  ) {
    assert.ok(html.includes(task), task);
  }
  assert.match(html, /@media print/);
  assert.match(html, /Customer signature/);
  assert.doesNotMatch(html, /class="page-header"/, "no app chrome");
  // The Print button's script runs under the page's CSP nonce.
  const nonce = /<script\s+nonce="([^"]+)">/.exec(html)?.[1];
  assert.ok(nonce);
  assert.ok((response.headers.get("Content-Security-Policy") ?? "").includes(`'nonce-${nonce}'`));
});

test("the text printable is plain UTF-8 text with aligned columns and every task", async () => {
  const response = await sessions.mechanic.request(`${base()}/audit/printable/text`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("Content-Type"), "text/plain; charset=utf-8");
  const text = await response.text();
  assert.ok(text.startsWith("Bay Street Auto\n"));
  assert.match(text, /^Customer: +Jane Driver$/m);
  const rows = text.split("\n").filter((line) =>
    /^(Front brake pads|Tire tread depth|Wiper blades) /.test(line)
  );
  assert.equal(rows.length, 3);
  const resultColumn = rows.map((line) => line.search(/Fail|Warn|Pass/));
  assert.ok(resultColumn.every((column) => column === resultColumn[0]), "results line up");
  for (
    const task of ["Front brake pads", "Tire tread depth", "Wiper blades", "Next service due", "Horn works"]
  ) {
    assert.match(text, new RegExp(`^${task}`, "m"));
  }
  assert.match(text, /^ {4}Finding: Worn to 2 mm$/m);
  assert.match(text, /^ {4}Notes: Pads <b>2 mm<\/b> & squealing$/m, "plain text is not escaped");
  assert.match(text, /^Recommended: /m);
});

test("audit labour: a stale itemVersion is a 409 with the newer version; the rest is saved", async () => {
  const wipers = await itemVersion(shop.tasks.wipers);
  const horn = await itemVersion(shop.tasks.horn);
  const response = await sessions.manager.call(`/ajax/inspections/${encId}/audit-labor`, "POST", {
    items: [
      { taskId: shop.tasks.wipers, itemVersion: wipers - 1 || 99, time: 3 },
      { taskId: shop.tasks.horn, itemVersion: horn, time: 0.5, price: 25, sold: true },
    ],
  });
  assert.equal(response.status, 409);
  const answer = await response.json();
  assert.equal(answer.postedItemsStatus[shop.tasks.wipers].status, "conflict");
  assert.equal(answer.postedItemsStatus[shop.tasks.wipers].itemVersion, wipers);
  assert.equal(answer.postedItemsStatus[shop.tasks.horn].status, "saved");
  const [event] = await fixture.sql`
    select kind, summary from inspection_events where inspection_id = ${inspectionId} order by id desc limit 1`;
  assert.deepEqual([event.kind, event.summary], ["auditLabor", "Audit labor: 1 item, 0.5 h"]);
});

test("bad input is a 400 that says what is wrong, and writes nothing", async () => {
  const owner = sessions.owner;
  const [before] = await fixture.sql`
    select audit_seconds, checklist_seconds, report_seconds from inspections where id = ${inspectionId}`;
  const cases: Array<[string, unknown, RegExp]> = [
    ["timing", { screen: "audit", seconds: 0 }, /seconds must be a whole number from 1 to 600\./],
    ["timing", { screen: "audit", seconds: 601 }, /seconds must be a whole number from 1 to 600\./],
    ["timing", { screen: "audit", seconds: "ten" }, /seconds must be a whole number/],
    ["timing", { screen: "bay", seconds: 10 }, /screen must be one of checklist, audit, report\./],
    ["timing", { seconds: 10 }, /screen must be one of/],
    ["audit-labor", { items: [] }, /Send the labour as a list/],
    [
      "audit-labor",
      { items: [{ taskId: shop.tasks.pads, itemVersion: 1, time: "a lot" }] },
      /time \(labor hours\)/,
    ],
    [
      "audit-labor",
      { items: [{ taskId: shop.tasks.pads, itemVersion: 1, time: 1, result: "pass" }] },
      /changes only time, price and sold \(not result\)/,
    ],
  ];
  for (const [call, body, message] of cases) {
    const response = await owner.call(`/ajax/inspections/${encId}/${call}`, "POST", body);
    const answer = await response.json();
    assert.equal(response.status, 400, `${call} ${JSON.stringify(body)}`);
    assert.match(answer.message, message);
  }
  const [after] = await fixture.sql`
    select audit_seconds, checklist_seconds, report_seconds from inspections where id = ${inspectionId}`;
  assert.deepEqual(after, before);
});

test("a timing beacon carries its CSRF token in the body; without one it is refused", async () => {
  const mechanic = sessions.mechanic;
  const path = `/ajax/inspections/${encId}/timing`;
  const beacon = await mechanic.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ screen: "checklist", seconds: 12, csrfToken: mechanic.csrfToken }),
  });
  assert.equal(beacon.status, 204);
  const noToken = await mechanic.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ screen: "checklist", seconds: 12 }),
  });
  assert.equal(noToken.status, 403);
  await noToken.body?.cancel();
  const [row] = await fixture.sql`select checklist_seconds from inspections where id = ${inspectionId}`;
  assert.equal(row.checklist_seconds, 12);
});
