// `deno run -A scripts/generate_findings.ts <shop> <count>`: adds <count> findings to a shop's tasks, spread
// over its statuses, priorities, members and the last two years, for measuring the /findings list at scale
// (scripts/bench.ts). Reaches the database as the CLI does: DATABASE_URL, or the running app's embedded one.
import { loadConfig } from "../src/platform/config.ts";
import { openDatabase, type Sql } from "../src/platform/db.ts";
import { createLogger } from "../src/platform/log.ts";

const PARTS = [
  "pads",
  "rotors",
  "tire tread",
  "wiper blades",
  "battery",
  "drive belt",
  "air filter",
  "coolant",
];
const STATES = ["worn", "cracked", "leaking", "low", "glazed", "noisy", "corroded", "out of spec"];
const ADVICE = ["replace soon", "replace now", "monitor", "recheck at next visit", "clean and adjust"];

export async function generateFindings(sql: Sql, shopUriName: string, count: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    with shop as (select id from shops where uri_name = ${shopUriName}),
    task_ids as (select array_agg(t.id order by t.id) as ids from tasks t, shop where t.shop_id = shop.id),
    priority_ids as (select array_agg(p.id order by p.id) as ids from priorities p, shop where p.shop_id = shop.id),
    member_ids as (select array_agg(m.user_id order by m.user_id) as ids from shop_members m, shop
                   where m.shop_id = shop.id),
    start as (select coalesce(max(id), 0) as n from findings),
    added as (
      insert into findings (shop_id, task_id, text, status, explanation, recommendation, priority_id,
                            created_by_user_id, created_at, updated_at, sort_order)
      select shop.id,
             task_ids.ids[1 + g % cardinality(task_ids.ids)],
             initcap((${PARTS}::text[])[1 + g % ${PARTS.length}]) || ' ' || (${STATES}::text[])[1 + (g / 7) % ${STATES.length}]
               || ' — ' || (${ADVICE}::text[])[1 + (g / 3) % ${ADVICE.length}] || ' #' || (start.n + g),
             (array['new', 'audited', 'audited', 'legacy', 'archived'])[1 + g % 5],
             case when g % 3 = 0 then 'Left as it is, it gets worse and costs more to fix.' else '' end,
             case when g % 4 = 0 then 'We recommend doing this at your next visit.' else '' end,
             case when g % 6 = 0 then null else priority_ids.ids[1 + g % cardinality(priority_ids.ids)] end,
             member_ids.ids[1 + g % cardinality(member_ids.ids)],
             now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
             now() - (g % 365) * interval '1 day',
             g
      from generate_series(1, ${count}) g, shop, task_ids, priority_ids, member_ids, start
      returning 1
    )
    select count(*)::int as count from added`;
  // Fresh statistics, as a bulk load should leave them (the embedded database has no autovacuum; its
  // hourly job would get there later).
  await sql`analyze findings`;
  return row.count;
}

if (import.meta.main) {
  const [shop, count] = Deno.args;
  if (!shop || !/^\d+$/.test(count ?? "")) {
    console.error("Usage: deno run -A scripts/generate_findings.ts <shop> <count>");
    Deno.exit(2);
  }
  const config = loadConfig(Deno.env.toObject());
  const log = createLogger({ level: "warn", format: "text", write: (line) => console.error(line) });
  const database = await openDatabase(config, { log, shareEmbedded: true });
  try {
    console.log(`added ${await generateFindings(database.sql, shop, Number(count))} findings to /${shop}`);
  } finally {
    await database.close();
  }
}
