// Issue 22's staff reports section of `deno task bench` (`deno task bench staff` runs it alone): each report's
// queries over 1,000,000 inspections in 1,000 shops on a real Postgres server, against the 300 ms
// ceiling (p95). A scratch database is made on the server (BENCH_DATABASE_URL, or the local one), migrated
// with the app's migrations, loaded in a few INSERT ... SELECT generate_series statements (a year of work per
// shop: staff, customers and their cars, inspections with their items and photos), analysed, then the report
// functions are called directly (not over HTTP) for random shops with a 30-day and a 12-month window. The
// scratch database is dropped at the end.
import {
  chartUnitOf,
  type ReportWindow,
  reportWindowOf,
  selectCompletion,
  selectCustomerResults,
  selectInspectionHours,
  selectPeopleNumbers,
  selectPeriodNumbers,
  selectPersonHours,
  selectRecentMedia,
} from "@modules/reports/mod.ts";
import { openDatabase, type Sql } from "../src/platform/db.ts";
import { createLogger } from "../src/platform/log.ts";
import { migrate } from "../src/platform/migrations.ts";
import { machineDetails } from "./machine.ts";
import { writeResultsSection } from "./results_section.ts";

export const STAFF_REPORTS_HEADING = "## Staff reports at 1,000,000 inspections";
const SHOPS = Number(Deno.env.get("BENCH_REPORT_SHOPS") ?? 1000);
const PER_SHOP = Number(Deno.env.get("BENCH_REPORT_INSPECTIONS") ?? 1000);
const ITEMS = Number(Deno.env.get("BENCH_REPORT_ITEMS") ?? 10);
const PHOTOS = 3;
const SAMPLES = Number(Deno.env.get("BENCH_REPORT_SAMPLES") ?? 50);
const CEILING_MS = 300;
/** Shops loaded per statement: progress to watch, and statements of a size the server takes in its stride. */
const BATCH = 50;
const SCRATCH = "dvi_bench_staff_reports";
const KEEP = Deno.env.get("BENCH_REPORT_KEEP") === "1";

const log = createLogger({ level: "warn", format: "text", write: (line) => console.error(line) });

export interface ReportTiming {
  report: string;
  window: string;
  runs: number[];
}

export interface StaffReportsBench {
  sizes: Record<string, number>;
  loadSeconds: number;
  databaseSize: string;
  timings: ReportTiming[];
  /** The machine's load averages (1, 5, 15 minutes) when the timing ended: other work shares its 2 cores. */
  loadAverage: number[];
}

function serverUrl(database: string): string {
  const url = new URL(Deno.env.get("BENCH_DATABASE_URL") ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/${database}`;
  return url.href;
}

async function open(database: string, poolMax = 4) {
  return await openDatabase({ databaseUrl: serverUrl(database), dataDir: "", dbPoolMax: poolMax }, { log });
}

/** Makes the scratch database, measures, and drops it again whatever happened. */
export async function benchStaffReports(): Promise<StaffReportsBench> {
  const admin = await open(new URL(serverUrl("postgres")).pathname.slice(1), 1);
  try {
    await admin.sql.unsafe(`drop database if exists ${SCRATCH} with (force)`);
    await admin.sql.unsafe(`create database ${SCRATCH}`);
    const scratch = await open(SCRATCH);
    try {
      await migrate(scratch.sql);
      const started = performance.now();
      await load(scratch.sql);
      const loadSeconds = (performance.now() - started) / 1000;
      const sizes = await sizesOf(scratch.sql);
      const [{ size }] = await scratch.sql<{ size: string }[]>`
        select pg_size_pretty(pg_database_size(current_database())) as size`;
      console.log(`loaded in ${loadSeconds.toFixed(0)} s: ${JSON.stringify(sizes)}, ${size}`);
      const timings = await measure(scratch.sql);
      return { sizes, loadSeconds, databaseSize: size, timings, loadAverage: Deno.loadavg() };
    } finally {
      await scratch.close();
    }
  } finally {
    // BENCH_REPORT_KEEP=1 keeps it for EXPLAIN ANALYZE (drop it by hand afterwards).
    if (!KEEP) await admin.sql.unsafe(`drop database if exists ${SCRATCH} with (force)`);
    await admin.close();
  }
}

/**
 * A year of work in each shop, loaded as a bulk import is: the tables' triggers (foreign key checks, the
 * customers' key counts) off while the rows go in, every row made by the server from generate_series.
 */
async function load(sql: Sql): Promise<void> {
  const tables = ["shops", "users", "customers", "subjects", "inspections", "inspection_items", "assets"];
  const loading = await sql.reserve();
  try {
    await loading`set synchronous_commit = off`;
    await loading`set maintenance_work_mem = '512MB'`;
    for (const table of tables) await loading.unsafe(`alter table ${table} disable trigger all`);
    await loading`
      insert into shops (uri_name, name, time_zone)
      select 'bench-' || n, 'Bench Auto ' || n,
        (array['America/New_York', 'America/Chicago', 'America/Los_Angeles', 'Europe/London'])[1 + n % 4]
      from generate_series(1, ${SHOPS}::int) n`;
    // The shop's staff: two advisers (managers) and three mechanics, ids in that order.
    await loading`
      insert into users (email, display_name)
      select 'staff' || s.id || '-' || k || '@bench.example',
        case when k <= 2 then 'Adviser ' else 'Mechanic ' end || k || ' of ' || s.id
      from shops s cross join generate_series(1, 5) k where s.uri_name like 'bench-%' order by s.id, k`;
    await loading`
      insert into inspection_types (shop_id, name)
      select s.id, t from shops s cross join unnest(array['Courtesy check', 'Full inspection']) t
      where s.uri_name like 'bench-%'`;
    await loading`insert into categories (shop_id, name) select id, 'Brakes' from shops where uri_name like 'bench-%'`;
    await loading`
      insert into tasks (shop_id, category_id, name)
      select c.shop_id, c.id, 'Task ' || k from categories c cross join generate_series(1, 30) k
      order by c.shop_id, k`;
    // Where each shop's rows start (ids run in order within a shop: each was inserted ordered by shop).
    await loading`
      create unlogged table bench_shops as
      select s.id as shop_id, row_number() over (order by s.id)::int as n,
        (select min(id) from users u where u.email like 'staff' || s.id || '-%') as first_user,
        (select min(id) from inspection_types t where t.shop_id = s.id) as first_type,
        (select min(id) from tasks t where t.shop_id = s.id) as first_task
      from shops s where s.uri_name like 'bench-%'`;
    await loading`select setseed(0.22)`;
    const customers = Math.max(1, Math.round(PER_SHOP * 0.6));
    for (let from = 1; from <= SHOPS; from += BATCH) {
      const to = Math.min(SHOPS, from + BATCH - 1);
      const begun = performance.now();
      await loading`
        insert into customers (shop_id, first_name, last_name, phone_mobile, email, contact_pref)
        select b.shop_id, (array['Dana', 'Robert', 'Maria', 'James', 'Wei', 'Aisha'])[1 + k % 6], 'Client' || k,
          '+1541' || lpad((b.n * 10000 + k)::text, 7, '0'), 'client' || k || '@shop' || b.n || '.example',
          case when k % 20 = 0 then 'donotcontact' else 'email' end
        from bench_shops b cross join generate_series(1, ${customers}::int) k
        where b.n between ${from} and ${to} order by b.shop_id, k`;
      await loading`
        insert into subjects (shop_id, customer_id, make, model, model_year, vin, plate)
        select c.shop_id, c.id, 'Honda', 'CR-V', 2010 + c.id % 15, '1HGRM' || lpad(c.id::text, 12, '0'),
          'B' || lpad(c.id::text, 7, '0')
        from customers c join bench_shops b on b.shop_id = c.shop_id where b.n between ${from} and ${to}
        order by c.id`;
      // A year of inspections: 60% sent, 40% opened by the customer, 20% answered with amounts.
      await loading`
        insert into inspections (shop_id, enc_id, status, inspection_type_id, type_name, customer_id,
          subject_id, ro_number, manager_user_id, mechanic_user_id, created_by_user_id, audited_by_user_id,
          checklist_seconds, audit_seconds, report_seconds, created_at, checklist_done_at, audited_at,
          report_sent_at, first_viewed_at, answered_at, customer_answer, approved_amount, declined_amount)
        select shop_id, 'b' || shop_id || 'x' || k, case when sent then 'reportSent' when done then 'audited'
            else 'inProgress' end,
          first_type + k % 2, case when k % 2 = 0 then 'Courtesy check' else 'Full inspection' end,
          first_customer + pick, first_subject + pick, 'RO' || (10000 + k), first_user + k % 2, first_user + 2 + k % 3,
          first_user + k % 2, case when done then first_user + k % 2 end,
          600 + k % 1200, case when done then 120 + k % 600 else 0 end, case when sent then 60 + k % 300 else 0 end,
          at, case when done then at + interval '50 minutes' end, case when done then at + interval '70 minutes' end,
          case when sent then at + interval '80 minutes' end,
          case when k % 10 < 4 then at + interval '3 hours' end,
          case when k % 10 < 2 then at + interval '20 hours' end,
          case when k % 10 < 2 then (array['approved', 'partlyApproved', 'declined'])[1 + k % 3] end,
          case when k % 10 < 2 and k % 3 < 2 then 150 + k % 400 else 0 end,
          case when k % 10 < 2 and k % 3 > 0 then 80 + k % 200 else 0 end
        from (
          select b.shop_id, b.first_type, b.first_user, k, k % 10 < 6 as sent, k % 10 < 8 as done,
            (select min(id) from customers c where c.shop_id = b.shop_id) as first_customer,
            (select min(id) from subjects v where v.shop_id = b.shop_id) as first_subject,
            (k * 7) % ${customers}::int as pick,
            now() - random() * interval '365 days' as at
          from bench_shops b cross join generate_series(1, ${PER_SHOP}::int) k
          where b.n between ${from} and ${to}
        ) w
        order by shop_id, at`;
      // Items: 70% pass, 15% warn, 10% fail, 5% not looked at; most warned and failed work priced, a third
      // of it sold.
      await loading`
        insert into inspection_items (shop_id, inspection_id, task_id, task_name, category_name, result,
          finding_text, sold, time, price)
        select i.shop_id, i.id, b.first_task + (j * 3 + i.id % 3), 'Task ' || (1 + j * 3 + i.id % 3), 'Brakes',
          r.result, case when r.result in ('warn', 'fail') then 'Pads worn to ' || (i.id + j) % 4 || ' mm'
            else '' end,
          coalesce(r.priced and i.customer_answer in ('approved', 'partlyApproved') and (i.id + j) % 3 = 0, false),
          case when r.priced then 0.5 + ((i.id + j) % 6) * 0.5 end,
          case when r.priced then 40 + ((i.id * 7 + j) % 400) end
        from inspections i join bench_shops b on b.shop_id = i.shop_id
          cross join generate_series(0, ${ITEMS - 1}::int) j
          cross join lateral (select case when (i.id * 13 + j * 7) % 20 < 14 then 'pass'
            when (i.id * 13 + j * 7) % 20 < 17 then 'warn' when (i.id * 13 + j * 7) % 20 < 19 then 'fail'
            else 'none' end as result) r0
          cross join lateral (select r0.result, r0.result in ('warn', 'fail') and (i.id + j) % 5 <> 0 as priced) r
        where b.n between ${from} and ${to}`;
      // Photos: three per inspection as the mechanic takes them, one in ten inspections a video among them.
      await loading`
        insert into assets (shop_id, subclass, owner_id, kind, final_kind, status, purpose, folder,
          file_name, content_type, byte_size, task_ids, created_by_user_id, created_at)
        select i.shop_id, 'InspectionAsset', i.id, kind, kind, 'visible', 'media', 'inspections/' || i.id,
          'photo' || p || '.jpg', 'image/jpeg', 350000, array[b.first_task + i.id % 3], i.mechanic_user_id,
          i.created_at + p * interval '5 minutes'
        from inspections i join bench_shops b on b.shop_id = i.shop_id
          cross join generate_series(1, ${PHOTOS}::int) p
          cross join lateral (select case when p = ${PHOTOS}::int and i.id % 10 = 0 then 'video' else 'photo' end
            as kind) k
        where b.n between ${from} and ${to}`;
      console.log(`shops ${from}-${to} loaded in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
    }
    await loading`drop table bench_shops`;
    for (const table of tables) await loading.unsafe(`alter table ${table} enable trigger all`);
    await loading`vacuum analyze`;
  } finally {
    loading.release();
  }
}

async function sizesOf(sql: Sql): Promise<Record<string, number>> {
  const [row] = await sql<Record<string, number>[]>`
    select (select count(*) from shops where uri_name like 'bench-%')::int as shops,
      (select count(*) from users)::int as users, (select count(*) from customers)::int as customers,
      (select count(*) from subjects)::int as vehicles, (select count(*) from inspections)::int as inspections,
      (select count(*) from inspection_items)::int as items, (select count(*) from assets)::int as media`;
  return row;
}

type Call = (sql: Sql, shopId: number, window: ReportWindow, timeZone: string) => Promise<unknown>;

/** Each report's queries as its page runs them (loadStaffReport's makers), with the page's defaults. */
const REPORTS: Array<[string, Call]> = [
  [
    "manager report (selectPeopleNumbers, manager)",
    (sql, id, w) => selectPeopleNumbers(sql, [id], w, "manager", false),
  ],
  [
    "mechanic report (selectPeopleNumbers, mechanic)",
    (sql, id, w) => selectPeopleNumbers(sql, [id], w, "mechanic", false),
  ],
  [
    "manager report by type (groupByType=1)",
    (sql, id, w) => selectPeopleNumbers(sql, [id], w, "manager", true),
  ],
  [
    "chart (selectPeriodNumbers, auto: days or months)",
    (sql, id, w, tz) => selectPeriodNumbers(sql, [id], w, chartUnitOf("auto", w.days), tz),
  ],
  ["hours per person (selectPersonHours)", (sql, id, w) => selectPersonHours(sql, id, w)],
  ["hours per inspection (selectInspectionHours)", (sql, id, w, tz) => selectInspectionHours(sql, id, w, tz)],
  [
    "customer results (selectCustomerResults)",
    (sql, id, w, tz) =>
      selectCustomerResults(sql, id, w, {
        warn: true,
        showSold: false,
        includeDoNotContact: false,
        taskIds: [],
      }, tz),
  ],
  [
    "RO completion, page 1 (selectCompletion)",
    (sql, id, w, tz) =>
      selectCompletion(
        sql,
        id,
        w,
        { words: [], managerId: null, mechanicId: null, page: 1, pageSize: 50 },
        tz,
      ),
  ],
  [
    "recent images, page 1 (selectRecentMedia)",
    (sql, id, w, tz) => selectRecentMedia(sql, id, w, { userId: null, type: "all", count: 48, page: 1 }, tz),
  ],
];

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function measure(sql: Sql): Promise<ReportTiming[]> {
  const shops = await sql<{ id: number; timeZone: string }[]>`
    select id, time_zone as "timeZone" from shops where uri_name like 'bench-%' order by random()
    limit ${SAMPLES + 1}`;
  const today = new Date();
  const windows: Array<[string, string]> = [
    ["30 days", day(new Date(today.getTime() - 29 * 86_400_000))],
    ["12 months", day(new Date(today.getTime() - 364 * 86_400_000))],
  ];
  const timings = new Map<string, ReportTiming>();
  for (const [index, shop] of shops.entries()) {
    for (const [label, from] of windows) {
      const window = await reportWindowOf(sql, { from, to: day(today) }, shop.timeZone);
      for (const [report, call] of REPORTS) {
        const begun = performance.now();
        await call(sql, shop.id, window, shop.timeZone);
        const took = performance.now() - begun;
        // The first shop warms the connections and the plans; it is not counted.
        if (index === 0) continue;
        const key = `${report}|${label}`;
        if (!timings.has(key)) timings.set(key, { report, window: label, runs: [] });
        timings.get(key)!.runs.push(took);
      }
    }
  }
  return [...timings.values()].sort((a, b) =>
    REPORTS.findIndex(([name]) => name === a.report) - REPORTS.findIndex(([name]) => name === b.report) ||
    windows.findIndex(([label]) => label === a.window) - windows.findIndex(([label]) => label === b.window)
  );
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => value.toFixed(0);
const count = (value: number) => value.toLocaleString("en-US");

/** The section of bench/RESULTS.md, from its heading. */
export function staffReportsSection(bench: StaffReportsBench): string {
  const s = bench.sizes;
  const rows = bench.timings.map(({ report, window, runs }) => {
    const p95 = percentile(runs, 95);
    return `| ${report} | ${window} | ${ms(percentile(runs, 50))} | ${ms(p95)} | ${
      ms(Math.max(...runs))
    } | ${CEILING_MS} | ${p95 <= CEILING_MS ? "yes" : "**no**"} |`;
  });
  return `${STAFF_REPORTS_HEADING}

Issue 22: each staff report over 1,000,000 inspections in 1,000 shops on Postgres, p95 at most ${CEILING_MS} ms
(bench/staff_reports.ts). A scratch database on the machine's Postgres server, made with the app's
migrations, holds ${count(s.shops)} shops with a year of work each:

- ${count(s.inspections)} inspections, ${count(PER_SHOP)} a shop spread over the last 12 months: 60% sent,
  40% opened by the customer, 20% answered (approved, partly approved or declined) with amounts;
- ${count(s.items)} items, ${ITEMS} an inspection: 70% passed, 15% warned, 10% failed, most warned and
  failed work priced with labour, a third of the approved work sold;
- ${count(s.media)} photos and videos, ${PHOTOS} an inspection (a video in one inspection in ten);
- ${count(s.customers)} customers with a car each, ${count(s.users)} staff (two advisers, three mechanics a
  shop).

${bench.databaseSize} on disk, loaded in ${bench.loadSeconds.toFixed(0)} s by INSERT ... SELECT
generate_series (triggers off, as a bulk import does), then VACUUM ANALYZE. Each report's queries are called
directly, as its page calls them with the page's defaults (not over HTTP: no rendering), for ${SAMPLES} random
shops, each with a 30-day and a 12-month window (reportWindowOf in the shop's time zone), one call at a time,
after one shop left out as warm-up; ms per call.

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machineDetails()}
- Load average when the timing ended (1, 5, 15 min): ${bench.loadAverage.map((l) => l.toFixed(1)).join(", ")}

| Report (query) | window | p50 ms | p95 ms | max ms | ceiling ms | p95 under the ceiling |
| --- | --- | ---: | ---: | ---: | ---: | --- |
${rows.join("\n")}
`;
}

/** `deno task bench staff`: the section alone, put into RESULTS.md in place of its last run. */
export async function writeStaffReportsSection(resultsPath: string): Promise<void> {
  const section = staffReportsSection(await benchStaffReports());
  console.log(section);
  await writeResultsSection(resultsPath, STAFF_REPORTS_HEADING, section);
}
