// The staff reports over real HTTP (issue 22, decision 034): every report route for every role (owners and
// managers; a mechanic is refused, a stranger gets the shop's 404, the signed-out the sign-in page), each
// parameter changing the result as named, the CSV file's header and its formula escaping, the multishop
// reports counting only the group's shops the caller owns, the chart data call, and known answers: a fixture of
// inspections with known results (tests/support/report_numbers_fixture.ts) gives exact numbers.
import assert from "node:assert/strict";
import Papa from "papaparse";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, DEMO_STAFF, type Role } from "../support/app_fixture.ts";
import { htmlPage } from "../support/http_client.ts";
import { assertEachRoleAnswers, callAnswers, pageAnswers } from "../support/who_may.ts";
import { type NumbersFixture, reportNumbersFixture, WINDOW } from "../support/report_numbers_fixture.ts";
import { createShop, setParentShop } from "@modules/shops/mod.ts";
import { uniqueName } from "../support/databases.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];
const ZONE = "America/Los_Angeles";
const REPORTS = [
  "customer-results",
  "hours-report",
  "manager-report",
  "manager-report-old",
  "multishop-manager-report",
  "multishop-manager-report-old",
  "mechanic-report",
  "multishop-mechanic-report",
  "recent-images",
  "rocompletion-report",
];

let demoId: number;
let numbers: NumbersFixture;
let people: { manager: number; mechanic: number; owner: number };
let branch: { id: number; uriName: string };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `staff reports: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  roles: ROLES,
  async setup({ sql }) {
    [{ id: demoId }] = await sql<{ id: number }[]>`
      update shops set time_zone = ${ZONE} where uri_name = 'demo' returning id`;
    const ids = await sql<{ id: number; email: string }[]>`
      select id, email from users where email in ${sql(Object.values(DEMO_STAFF).map((s) => s.email))}`;
    const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
    people = {
      manager: idOf(DEMO_STAFF.manager.email),
      mechanic: idOf(DEMO_STAFF.mechanic.email),
      owner: idOf(DEMO_STAFF.owner.email),
    };
    numbers = await reportNumbersFixture(sql, demoId, people, ZONE);
    // The demo's group: a branch the demo's owner also owns, and one they do not.
    for (const [name, owned] of [["North Branch", true], ["South Branch", false]] as const) {
      const shop = await createShop(sql, { uriName: uniqueName("branch"), name });
      await sql`update shops set time_zone = ${ZONE} where id = ${shop.id}`;
      await setParentShop(sql, shop.id, demoId);
      if (owned) {
        await sql`insert into shop_members (shop_id, user_id, is_administrator, is_manager, is_mechanic)
          values (${shop.id}, ${people.owner}, true, false, false)`;
        branch = shop;
      }
      await reportNumbersFixture(sql, shop.id, { manager: people.manager, mechanic: people.mechanic }, ZONE);
    }
  },
});
const { sessions } = fixture;

/** The report's CSV file, parsed: its header and rows. */
async function csvOf(path: string, role: Role = "owner"): Promise<string[][]> {
  const response = await sessions[role].request(path);
  assert.equal(response.status, 200, await response.clone().text());
  assert.match(response.headers.get("Content-Type") ?? "", /^text\/csv/);
  assert.match(response.headers.get("Content-Disposition") ?? "", /^attachment; filename="[a-z0-9-]+\.csv"$/);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  return Papa.parse<string[]>(text.trim(), { skipEmptyLines: true }).data;
}

/** A CSV's rows as objects by header. */
function records(rows: string[][]): Array<Record<string, string>> {
  const [header, ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

test("who may: every report page, its CSV file and the chart data call", async () => {
  for (const report of REPORTS) {
    // The multishop reports count the group's shops the caller owns: the demo's manager owns none.
    const manager = report.startsWith("multishop") ? 403 : 200;
    await assertEachRoleAnswers(
      ROLES,
      {
        what: `GET /demo/${report}`,
        expected: pageAnswers<Role>({ mechanic: 403, manager, owner: 200 }),
      },
      (role) => htmlPage(sessions[role], `/demo/${report}?${WINDOW}`),
      ({ role, body, label }) => {
        if (role !== "owner" && (role !== "manager" || manager !== 200)) {
          assert.doesNotMatch(body, /RO-A/, label);
        }
      },
    );
    if (report === "recent-images") continue;
    await assertEachRoleAnswers(
      ROLES,
      {
        what: `GET /demo/${report}?csv=1`,
        expected: pageAnswers<Role>({ mechanic: 403, manager, owner: 200 }),
      },
      (role) => sessions[role].request(`/demo/${report}?${WINDOW}&csv=1`),
      ({ role, body, label }) => {
        if (role !== "owner" && (role !== "manager" || manager !== 200)) {
          assert.doesNotMatch(body, /RO-A|Numbers/, label);
        }
      },
    );
  }
  await assertEachRoleAnswers(
    ROLES,
    {
      what: "GET /ajax/charts/{demo}",
      expected: callAnswers<Role>({ mechanic: 403, manager: 200, owner: 200 }),
    },
    (role) => sessions[role].request(`/ajax/charts/${demoId}?${WINDOW}`),
  );
  // Another shop's owner sees their own shop's reports, with none of the demo's work.
  const own = await sessions.otherShopOwner.page(`/${fixture.otherShop.uriName}/manager-report?${WINDOW}`);
  assert.equal(own.status, 200);
  assert.doesNotMatch(own.html, /\$450|Marcus Manager/);
});

test("manager report: known answers per adviser, the totals, and the window", async () => {
  const rows = records(await csvOf(`/demo/manager-report?${WINDOW}&csv=1`));
  const manager = rows.find((row) => row.Adviser !== "Not assigned" && row.Adviser !== "Total")!;
  assert.deepEqual(manager, {
    Adviser: manager.Adviser,
    Inspections: "2",
    Done: "2",
    Sent: "1",
    "Sent rate": "50%",
    Viewed: "1",
    Answered: "1",
    Approved: "1",
    Photos: "4",
    "Photos per inspection": "2.0",
    Videos: "1",
    "Items recommended": "3",
    Recommended: "$450.00",
    "Approved amount": "$300.00",
    Sold: "$200.00",
    "Hours to first view": "2.0",
    "Hours to answer": "4.0",
  });
  const nobody = rows.find((row) => row.Adviser === "Not assigned")!;
  assert.equal(nobody.Inspections, "1");
  assert.equal(nobody.Sent, "1");
  assert.equal(nobody["Hours to first view"], "24.0");
  assert.equal(nobody.Recommended, "$80.00");
  const total = rows.find((row) => row.Adviser === "Total")!;
  assert.equal(total.Inspections, "3", "D, created in April, is outside the window");
  assert.equal(total["Sent rate"], "66.7%");
  assert.equal(total["Hours to first view"], "13.0", "the average over both opened reports");
  assert.equal(total.Recommended, "$530.00");

  // The page shows the same numbers, the days counted and the chart with its numbers beside it.
  const { html, status } = await sessions.manager.page(`/demo/manager-report?${WINDOW}`);
  assert.equal(status, 200);
  assert.match(html, /<h1>Manager report<\/h1>/);
  assert.match(html, /Mar 1, 2025 to Mar 31, 2025 \(Pacific Time\)/);
  assert.match(html, /<svg[^>]*role="img"/);
  assert.match(html, /<title[^>]*>Inspections, reports sent and approvals<\/title>/);
  assert.match(html, /3 inspections, 2 sent and 1 approved between Mar 1, 2025 and Mar 31, 2025/);
  assert.match(html, /\$450\.00/);

  // A window of one day counts only that day, in the shop's zone.
  const one = records(await csvOf(`/demo/manager-report?from=2025-03-03&to=2025-03-03&csv=1`));
  assert.equal(one.length, 1);
  assert.equal(one[0].Inspections, "1");
});

test("manager report: groupByType splits the rows; the -old variant is the table without the chart", async () => {
  const split = await csvOf(`/demo/manager-report?${WINDOW}&groupByType=1&csv=1`);
  assert.deepEqual(split[0].slice(0, 3), ["Adviser", "Inspection type", "Inspections"]);
  assert.ok(records(split).some((row) => row["Inspection type"] === "Courtesy check"));
  const old = await sessions.owner.page(`/demo/manager-report-old?${WINDOW}`);
  assert.equal(old.status, 200);
  assert.doesNotMatch(old.html, /<svg[^>]*role="img"/);
  assert.match(old.html, /\$450\.00/);
});

test("mechanic report: per mechanic assigned", async () => {
  const rows = records(await csvOf(`/demo/mechanic-report?${WINDOW}&csv=1`));
  const mechanic = rows.find((row) => !["Not assigned", "Total"].includes(row.Mechanic))!;
  assert.equal(mechanic.Inspections, "2");
  assert.equal(mechanic.Photos, "4");
  assert.equal(rows.find((row) => row.Mechanic === "Not assigned")!.Inspections, "1");
});

test("multishop reports: the group's shops the caller owns, and no other", async () => {
  const rows = records(await csvOf(`/demo/multishop-manager-report?${WINDOW}&csv=1`));
  const shops = new Set(rows.map((row) => row.Shop).filter((name) => name !== "Total"));
  assert.ok(shops.has("Demo Auto Repair"), "the shop opened");
  assert.ok(shops.has("North Branch"), "the branch the owner owns");
  assert.ok(!shops.has("South Branch"), "a branch of the group the owner does not own");
  assert.equal(shops.size, 2);
  assert.equal(rows.find((row) => row.Shop === "Total")!.Inspections, "6");
  const mechanics = records(await csvOf(`/demo/multishop-mechanic-report?${WINDOW}&csv=1`));
  assert.equal(mechanics.find((row) => row.Shop === "Total")!.Inspections, "6");
  // A manager who owns no shop of the group is refused the group's numbers.
  const refused = await sessions.manager.page(`/demo/multishop-manager-report?${WINDOW}`);
  assert.equal(refused.status, 403);
  assert.match(
    refused.html,
    /Only the owners of a shop group&#x27;s shops|Only the owners of a shop group's shops/,
  );
  // Opened from the branch, the same group.
  const fromBranch = records(await csvOf(`/${branch.uriName}/multishop-manager-report-old?${WINDOW}&csv=1`));
  assert.equal(fromBranch.find((row) => row.Shop === "Total")!.Inspections, "6");
});

test("customer results: warn, showSold, includeDoNotContact, taskId and taskIds change the rows as named", async () => {
  const base = `/demo/customer-results?${WINDOW}&csv=1`;
  const tasks = (rows: Array<Record<string, string>>) =>
    rows.map((row) => `${row.RO} ${row.Task} ${row.Result}`).sort();
  // Default: failed and warned, not sold, customers who may be contacted.
  assert.deepEqual(tasks(records(await csvOf(base))), ["RO-A Report tread Warn", "RO-C Report tread Warn"]);
  assert.deepEqual(tasks(records(await csvOf(`${base}&warn=0`))), []);
  assert.deepEqual(tasks(records(await csvOf(`${base}&showSold=1`))), [
    "RO-A Report pads Fail",
    "RO-A Report tread Warn",
    "RO-C Report tread Warn",
  ]);
  assert.deepEqual(tasks(records(await csvOf(`${base}&includeDoNotContact=1&warn=0`))), [
    "RO-B Report pads Fail",
  ]);
  assert.deepEqual(
    tasks(records(await csvOf(`${base}&includeDoNotContact=1&showSold=1&taskId=${numbers.tasks.pads}`))),
    ["RO-A Report pads Fail", "RO-B Report pads Fail"],
  );
  assert.deepEqual(
    tasks(records(await csvOf(`${base}&taskIds=${numbers.tasks.pads},${numbers.tasks.wipers}`))),
    [],
  );
  const sold = records(await csvOf(`${base}&showSold=1`)).find((row) => row.Task === "Report pads")!;
  assert.equal(sold.Sold, "Yes");
  assert.equal(sold.Price, "$200.00");
  assert.equal(sold.Finding, "Worn to 2 mm");
});

test("customer results: flat=1 names the customer on every row; by default once above their results", async () => {
  const rowsNaming = (html: string) => (html.match(/>Maria Numbers</g) ?? []).length;
  const page = (query: string) =>
    sessions.owner.page(`/demo/customer-results?${WINDOW}&showSold=1&${query}`).then((answer) => answer.html);
  // Maria has two results (RO-A's pads and tread).
  assert.equal(rowsNaming(await page("flat=0")), 1);
  assert.equal(rowsNaming(await page("flat=1")), 2);
  assert.equal(rowsNaming(await page("")), 1, "grouped by default");
});

test("CSV: the header is the page's column names; a cell starting with = is neutralised", async () => {
  const rows = await csvOf(`/demo/customer-results?${WINDOW}&csv=1`);
  assert.deepEqual(rows[0], [
    "Customer",
    "Phone",
    "E-mail",
    "Vehicle",
    "RO",
    "Inspected",
    "Category",
    "Task",
    "Result",
    "Finding",
    "Sold",
    "Price",
  ]);
  const formula = records(rows).find((row) => row.RO === "RO-C")!;
  assert.equal(formula.Customer, `'=HYPERLINK("http://evil.example") Formula`);
  const raw = await (await sessions.owner.request(`/demo/customer-results?${WINDOW}&csv=1`)).text();
  assert.doesNotMatch(raw, /(^|,|\n)"?=HYPERLINK/, "no cell starts with =");
});

test("hours report: per mechanic, per adviser and per inspection", async () => {
  const { html, status } = await sessions.owner.page(`/demo/hours-report?${WINDOW}`);
  assert.equal(status, 200);
  const rows = await csvOf(`/demo/hours-report?${WINDOW}&csv=1`);
  const text = rows.map((row) => row.join("|"));
  // Mechanic: A 30 min + B 15 min of checklist = 0.75 h (written 0.8), labour 1.5 h recommended and sold.
  assert.ok(text.some((line) => /\|2\|0\.8\|0\.2\|0\.1\|1\.5\|1\.5$/.test(line)), text.join("\n"));
  assert.ok(text.some((line) => line.startsWith("RO-A|")), "A per inspection");
  assert.ok(!text.some((line) => line.startsWith("RO-D|")), "D is outside the window");
  assert.match(html, /Per mechanic/);
  assert.match(html, /Per adviser/);
});

test("work order completion: steps, search, manager and mechanic filters, paging", async () => {
  const rows = records(await csvOf(`/demo/rocompletion-report?${WINDOW}&csv=1`));
  assert.deepEqual(rows.map((row) => row.RO).sort(), ["RO-A", "RO-B", "RO-C"]);
  const a = rows.find((row) => row.RO === "RO-A")!;
  assert.deepEqual([a.Started, a.Done, a.Sent, a.Viewed, a.Answered], ["✓", "✓", "✓", "✓", "Approved"]);
  const c = rows.find((row) => row.RO === "RO-C")!;
  assert.equal(c.Answered, "Declined");
  const search = records(await csvOf(`/demo/rocompletion-report?${WINDOW}&search=quiet&csv=1`));
  assert.deepEqual(search.map((row) => row.RO), ["RO-B"]);
  const managed = records(await csvOf(`/demo/rocompletion-report?${WINDOW}&manager=${people.manager}&csv=1`));
  assert.deepEqual(managed.map((row) => row.RO).sort(), ["RO-A", "RO-B"]);
  const fixed = records(await csvOf(`/demo/rocompletion-report?${WINDOW}&mechanic=${people.mechanic}&csv=1`));
  assert.deepEqual(fixed.map((row) => row.RO).sort(), ["RO-A", "RO-B"]);
  const paged = await sessions.owner.page(`/demo/rocompletion-report?${WINDOW}&pageSize=2&page=2`);
  assert.equal(paged.status, 200);
  assert.match(paged.html, /3–3 of 3 work orders/);
  assert.match(paged.html, /RO-A/, "the oldest on the second page");
  assert.doesNotMatch(paged.html, />RO-C</);
});

test("recent images: count, page, userId, type and groupBy", async () => {
  const page = (query: string) => sessions.owner.page(`/demo/recent-images?${WINDOW}&${query}`);
  const all = await page("");
  assert.equal(all.status, 200);
  assert.match(all.html, /1–5 of 5 photos and videos/);
  assert.match((await page("type=video")).html, /1–1 of 1 photo or video/);
  assert.match((await page("type=photo&count=2&page=2")).html, /3–4 of 4 photos and videos/);
  assert.match((await page(`userId=${people.owner}`)).html, /No photos or videos were taken in these days/);
  const byInspection = await page("groupBy=inspection");
  assert.match(byInspection.html, /<h2>RO-A · Maria Numbers<\/h2>/);
  const byDay = await page("groupBy=day");
  assert.match(byDay.html, /<h2>Mar 10, 2025<\/h2>/);
});

test("bad parameters: a 400 that says which, and nothing counted", async () => {
  for (
    const [query, message] of [
      ["from=2025-13-01", /from must be a date/],
      ["from=2025-03-31&to=2025-03-01", /after the &quot;to&quot; date|after the "to" date/],
      ["groupByType=maybe", /groupByType must be 1 or 0/],
    ] as const
  ) {
    const { status, html } = await sessions.owner.page(`/demo/manager-report?${query}`);
    assert.equal(status, 400, query);
    assert.match(html, message, query);
  }
  const csv = await sessions.owner.request(`/demo/customer-results?taskIds=x&csv=1`);
  assert.equal(csv.status, 400);
  const chart = await sessions.owner.request(`/ajax/charts/${demoId}?groupBy=fortnight`);
  assert.equal(chart.status, 400);
  assert.match(await chart.text(), /groupBy must be one of auto, day, week, month, year/);
});

test("chart data: every period of the window, grouped as asked or by the range's length", async () => {
  const call = async (query: string) => {
    const response = await sessions.manager.request(`/ajax/charts/${demoId}?${query}`);
    assert.equal(response.status, 200);
    return await response.json();
  };
  const days = await call(WINDOW);
  assert.equal(days.groupBy, "day", "auto: a month by day");
  assert.equal(days.points.length, 31);
  assert.deepEqual(days.points.find((p: { period: string }) => p.period === "2025-03-03"), {
    period: "2025-03-03",
    inspections: 1,
    sent: 1,
    viewed: 1,
    approved: 1,
    photos: 4,
    approvedAmount: 300,
  });
  const weeks = await call(`${WINDOW}&groupBy=week`);
  assert.equal(weeks.points[0].period, "2025-02-24", "ISO weeks start on Monday");
  assert.equal(weeks.points.reduce((sum: number, p: { inspections: number }) => sum + p.inspections, 0), 3);
  const months = await call("from=2025-01-01&to=2025-06-30");
  assert.equal(months.groupBy, "week", "auto: half a year by week");
  const year = await call("from=2025-01-01&to=2025-12-31&groupBy=month");
  assert.equal(year.points.length, 12);
  assert.equal(year.points[2].inspections, 3);
  assert.equal(year.points[3].inspections, 1, "April holds D");
});
