// The inspections section of `deno task bench` (scripts/bench.ts calls benchInspections once per database):
//  (a) N signed-in HTTP sessions, each on its own inspection of a 150-task type, saving items for a fixed
//      time, one at a time and ten at once (bench/inspection_load.ts, a process of its own);
//  (b) the checklist page of a 150-task inspection rendered (GET, p50/p99) — the audit page's address
//      when this build has no checklist page yet;
//  (c) the database's own ceiling in the same run: N postgres.js clients, one connection each, updating
//      one item's notes in a loop against the same database.
import postgres from "postgres";
import { createUser } from "../modules/shops/mod.ts";
import { createInspection } from "../modules/inspections/mod.ts";
import type { Sql } from "../src/platform/db.ts";
import type { Keys } from "../src/platform/keys.ts";
import { HttpClient } from "../tests/support/http_client.ts";
import { viewerOf } from "../tests/support/viewers.ts";
import type { LoadClient, LoadPlan } from "./inspection_load.ts";

export const TASKS = 150;
export const BENCH_PASSWORD = "bench-mechanic-password-2026";
const USERS = 5;

export interface SaveResult {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  itemsPerSecond: number;
  p50: number;
  p99: number;
}

export interface InspectionBenchRow {
  what: string;
  server: string;
  result: SaveResult;
}

export interface InspectionBenchOptions {
  url: string;
  server: string;
  /** A connection to the app's database (the running app's embedded one, shared, or the Postgres server). */
  sql: Sql;
  /** Where postgres.js clients reach that database directly (the ceiling). */
  databaseUrl: string;
  keys: Keys;
  clients: number;
  seconds: number;
  /** Measures a page with the bench's GET driver (scripts/bench.ts measure), given a signed-in cookie. */
  measurePage(target: string, url: string, cookie: string): Promise<void>;
}

/** A 150-task type in the demo shop, bench mechanics, and one inspection of it per client. */
export async function prepareInspections(sql: Sql, keys: Keys, clients: number) {
  const [shop] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
  const stamp = Date.now().toString(36);
  const [category] = await sql<{ id: number }[]>`
    insert into categories (shop_id, name, sort_order) values (${shop.id}, ${`Bench ${stamp}`}, 1000)
    returning id`;
  const tasks = await sql<{ id: number }[]>`
    insert into tasks (shop_id, category_id, name, sort_order, task_type, conclusion_mode, media_mode, notes_mode)
    select ${shop.id}, ${category.id}, 'Bench point ' || lpad(g::text, 3, '0'), g, 'pwf', 'wf-optional',
           'optional', 'optional'
    from generate_series(1, ${TASKS}) g
    returning id`;
  const [type] = await sql<{ id: number }[]>`
    insert into inspection_types (shop_id, name, is_default, subject_type, customer_mode)
    values (${shop.id}, ${`Bench ${TASKS}-task check ${stamp}`}, false, 'vehicle', 'optional') returning id`;
  await sql`insert into inspection_type_tasks ${
    sql(tasks.map((task) => ({ shop_id: shop.id, inspection_type_id: type.id, task_id: task.id })))
  }`;
  const users = [];
  for (let n = 1; n <= USERS; n++) {
    users.push(
      await createUser(sql, {
        shopId: shop.id,
        email: `bench-${stamp}-${n}@demo.example`,
        displayName: `Bench Mechanic ${n}`,
        roles: { isAdministrator: false, isManager: false, isMechanic: true },
        password: BENCH_PASSWORD,
      }),
    );
  }
  const inspections = [];
  for (let n = 0; n < clients; n++) {
    const user = users[n % USERS];
    inspections.push(
      await sql.begin((tx) =>
        createInspection(tx, keys, shop.id, viewerOf(user), {
          typeId: type.id,
          customer: { firstName: "Bench", lastName: `Driver ${n + 1}` },
          vehicle: { make: "Ford", model: "Transit", modelYear: 2021 },
          roNumber: `B-${n + 1}`,
          mechanicUserId: user.id,
        }, "")
      ),
    );
  }
  return { users, inspections, taskIds: tasks.map((task) => task.id) };
}

async function driveSaves(plan: LoadPlan, kind: "single" | "bulk", seconds: number): Promise<SaveResult> {
  const planPath = await Deno.makeTempFile({ suffix: ".json" });
  try {
    await Deno.writeTextFile(planPath, JSON.stringify(plan));
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "bench/inspection_load.ts", planPath, kind, String(seconds)],
      cwd: new URL("../", import.meta.url).pathname,
      stdout: "piped",
      stderr: "inherit",
    }).output();
    if (!output.success) throw new Error(`the inspections load driver failed (${kind})`);
    return JSON.parse(new TextDecoder().decode(output.stdout));
  } finally {
    await Deno.remove(planPath);
  }
}

/** N postgres.js clients (one connection each) updating one item's notes in a loop. */
async function databaseCeiling(
  databaseUrl: string,
  rows: Array<{ shopId: number; inspectionId: number; taskId: number }>,
  seconds: number,
): Promise<SaveResult> {
  const clients = rows.map(() => postgres(databaseUrl, { max: 1, prepare: false, onnotice: () => {} }));
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  try {
    await Promise.all(clients.map(async (sql, index) => {
      const row = rows[index];
      let turn = 0;
      while (performance.now() < deadline) {
        const at = performance.now();
        try {
          await sql`update inspection_items set notes = ${`Ceiling ${turn++}`}
                    where shop_id = ${row.shopId} and inspection_id = ${row.inspectionId} and task_id = ${row.taskId}`;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - at);
      }
    }));
  } finally {
    await Promise.all(clients.map((sql) => sql.end({ timeout: 5 })));
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    itemsPerSecond: Math.round(latencies.length / elapsed),
    p50: percentile(0.5),
    p99: percentile(0.99),
  };
}

export async function benchInspections(options: InspectionBenchOptions): Promise<InspectionBenchRow[]> {
  const { sql, clients, seconds, server } = options;
  const { users, inspections, taskIds } = await prepareInspections(sql, options.keys, clients);

  // Each client is its own signed-in session (USERS people, several sessions each, as on shared tablets).
  const sessions: LoadClient[] = [];
  for (let n = 0; n < clients; n++) {
    const client = new HttpClient(options.url);
    await client.signIn(users[n % USERS].email, BENCH_PASSWORD);
    sessions.push({
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      csrfToken: client.csrfToken,
      encId: inspections[n].encId,
      taskIds,
    });
  }
  const plan: LoadPlan = { url: options.url, clients: sessions };
  const rows: InspectionBenchRow[] = [];
  const single = await driveSaves(plan, "single", seconds);
  rows.push({ what: `single item save, ${clients} sessions`, server, result: single });
  console.log(
    `inspections single saves (${server}): ${single.requestsPerSecond} req/s, p50 ${single.p50} ms`,
  );
  const bulk = await driveSaves(plan, "bulk", seconds);
  rows.push({ what: `bulk save of 10 items, ${clients} sessions`, server, result: bulk });
  console.log(`inspections bulk saves (${server}): ${bulk.requestsPerSecond} req/s, p50 ${bulk.p50} ms`);

  // (b) The checklist page of a 150-task inspection; the audit page until the checklist page exists.
  const base = `${options.url}/demo/inspections/${inspections[0].encId}`;
  const probe = await fetch(`${base}/checklist`, {
    headers: { Cookie: sessions[0].cookie, Accept: "text/html" },
  });
  await probe.body?.cancel();
  const pagePath = probe.status === 200 ? "checklist" : "audit";
  await options.measurePage(
    `/{shop}/inspections/{enc}/${pagePath} (${TASKS} tasks, SSR, brotli)`,
    `${base}/${pagePath}`,
    `Cookie:${sessions[0].cookie}`,
  );

  const ceiling = await databaseCeiling(
    options.databaseUrl,
    inspections.map((inspection, index) => ({
      shopId: inspection.shopId,
      inspectionId: inspection.id,
      taskId: taskIds[index % taskIds.length],
    })),
    seconds,
  );
  rows.push({
    what: `database ceiling: one-row update, ${clients} postgres.js clients`,
    server,
    result: ceiling,
  });
  console.log(`database ceiling (${server}): ${ceiling.requestsPerSecond} updates/s, p50 ${ceiling.p50} ms`);
  return rows;
}

export function inspectionsTable(rows: InspectionBenchRow[], seconds: number, clients: number): string {
  const lines = rows.map(({ what, server, result: r }) =>
    `| ${what} | ${server} | ${r.requestsPerSecond} | ${r.itemsPerSecond} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} |`
  );
  return `## Inspections: item saves under load

${clients} signed-in sessions (${USERS} mechanics), each on its own inspection of a ${TASKS}-task type, save for
${seconds} s per row from a separate process (bench/inspection_load.ts): a single save is
\`POST /ajax/inspections/{enc}/items/{taskId}\`, a bulk save \`POST /ajax/inspections/{enc}/items\` with 10 items;
each changes the notes at the version last read, as a checklist does. The ceiling row is the database alone:
${clients} postgres.js clients, one connection each, running \`update inspection_items set notes = ... where ...\`
on one row each, against the same database in the same run.

| Load | Database | req/s | items/s | p50 ms | p99 ms | requests | errors |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join("\n")}
`;
}
