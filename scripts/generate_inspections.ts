// `deno run -A scripts/generate_inspections.ts <shop> [count] [--explain]`: adds <count> inspections (default
// 1,000,000) to a shop, with a customer and vehicle for every four, spread over the statuses, the shop's
// members and the last three years, for measuring the /inspections list at scale. With --explain it then
// times the list's real queries (the code the page runs) for the common filters and prints each plan, so
// the index each one uses can be read (docs/inspections/list_and_add.md). Reaches the database as the CLI
// does: DATABASE_URL, or the running app's embedded one.
import { inspectionsFilterOf, type InspectionsSearch, listQueries } from "../modules/inspections/mod.ts";
import { loadConfig } from "../src/platform/config.ts";
import { openDatabase, type Sql } from "../src/platform/db.ts";
import { createLogger } from "../src/platform/log.ts";

const FIRST = ["Jane", "Omar", "Li", "Maria", "Sam", "Priya", "Tom", "Aisha", "Noah", "Eva", "Raj", "Kim"];
const LAST = [
  "Driver",
  "Garcia",
  "Nguyen",
  "Smith",
  "Patel",
  "Kowalski",
  "Okafor",
  "Berg",
  "Rossi",
  "Tanaka",
];
const MAKES = ["Honda", "Toyota", "Ford", "Chevrolet", "Subaru", "Nissan", "Kia", "Ram", "Mazda", "Tesla"];
const MODELS = [
  "Civic",
  "Camry",
  "F-150",
  "Malibu",
  "Outback",
  "Altima",
  "Soul",
  "ProMaster",
  "CX-5",
  "Model 3",
];
const STATUSES = [
  "closed",
  "closed",
  "closed",
  "closed",
  "reportSent",
  "viewed",
  "audited",
  "readyForAudit",
  "inProgress",
  "created",
];

export async function generateInspections(sql: Sql, shopUriName: string, count: number): Promise<number> {
  const customers = Math.max(1, Math.floor(count / 4));
  const [shop] = await sql<{ id: number; typeId: number; typeName: string }[]>`
    select s.id, t.id as "typeId", t.name as "typeName" from shops s
    join inspection_types t on t.shop_id = s.id and t.is_active
    where s.uri_name = ${shopUriName} order by t.is_default desc, t.id limit 1`;
  if (!shop) throw new Error(`No shop /${shopUriName} with an active inspection type.`);
  const [{ firstCustomer }] = await sql<{ firstCustomer: number }[]>`
    with added as (
      insert into customers (shop_id, first_name, last_name, company_name, phone_mobile, email)
      select ${shop.id},
             case when g % 10 = 0 then '' else (${FIRST}::text[])[1 + g % ${FIRST.length}] end,
             case when g % 10 = 0 then '' else (${LAST}::text[])[1 + (g / 12) % ${LAST.length}] || g end,
             case when g % 10 = 0 then 'Fleet ' || g || ' Services' else '' end,
             '+1555' || lpad(g::text, 7, '0'), 'c' || g || '@bench.example'
      from generate_series(1, ${customers}) g
      returning id)
    select min(id) as "firstCustomer" from added`;
  await sql`
    insert into subjects (shop_id, customer_id, subject_type, make, model, model_year, plate, vin)
    select ${shop.id}, ${firstCustomer} + g - 1, 'vehicle', (${MAKES}::text[])[1 + g % ${MAKES.length}],
           (${MODELS}::text[])[1 + g % ${MODELS.length}], 2000 + g % 26,
           upper(substr(md5('p' || g), 1, 7)), upper(substr(md5('v' || g) || md5('w' || g), 1, 17))
    from generate_series(1, ${customers}) g`;
  const [{ added }] = await sql<{ added: number }[]>`
    with members as (select array_agg(user_id order by user_id) as ids from shop_members where shop_id = ${shop.id}),
    vehicles as (select min(id) as first from subjects where shop_id = ${shop.id} and customer_id >= ${firstCustomer}),
    rows as (
      insert into inspections (shop_id, enc_id, status, inspection_type_id, type_name, customer_id, subject_id,
        ro_number, odometer, manager_user_id, mechanic_user_id, created_by_user_id, created_at, updated_at)
      select ${shop.id}, 'generated-' || ${firstCustomer} || '-' || g,
             (${STATUSES}::text[])[1 + g % ${STATUSES.length}], ${shop.typeId}, ${shop.typeName},
             ${firstCustomer} + g % ${customers}, vehicles.first + g % ${customers},
             'RO-' || (1000000 + g), g % 250000,
             members.ids[1 + g % cardinality(members.ids)], members.ids[1 + (g / 3) % cardinality(members.ids)],
             members.ids[1 + (g / 7) % cardinality(members.ids)],
             now() - (${count} - g) * interval '90 seconds', now() - (${count} - g) * interval '60 seconds'
      from generate_series(1, ${count}) g, members, vehicles
      returning 1)
    select count(*)::int as added from rows`;
  await sql`analyze customers`;
  await sql`analyze subjects`;
  await sql`analyze inspections`;
  return added;
}

/** The list's filters worth timing: the default page, a deep page, each kind of search, a status, a person. */
export const TIMED_SEARCHES: Array<[string, InspectionsSearch]> = [
  ["open, newest first (the default)", {}],
  ["every status, page 200", { status: "all", page: 200 }],
  ["status readyForAudit", { status: "readyForAudit" }],
  ["last name prefix 'kowalski12'", { search: "kowalski12", status: "all" }],
  ["company prefix 'fleet 100'", { search: "fleet 100", status: "all" }],
  ["make 'subaru'", { search: "subaru" }],
  ["plate prefix (4 characters)", { search: "PLATE4", status: "all" }],
  ["VIN last 8", { search: "VINTAIL8", status: "all" }],
  ["RO prefix 'RO-10005'", { search: "RO-10005", status: "all" }],
  ["mechanic, open", { mechanic: "MEMBER" }],
];

export async function explainListQueries(sql: Sql, shopUriName: string, print: (line: string) => void) {
  const [shop] = await sql<{ id: number; timeZone: string }[]>`
    select id, time_zone as "timeZone" from shops where uri_name = ${shopUriName}`;
  const [sample] = await sql<{ plate: string; vin: string; member: number }[]>`
    select s.plate, s.vin, (select user_id from shop_members where shop_id = ${shop.id} limit 1) as member
    from subjects s where s.shop_id = ${shop.id} and s.plate <> '' order by s.id desc limit 1`;
  for (const [label, raw] of TIMED_SEARCHES) {
    const search = { ...raw };
    if (search.search === "PLATE4") search.search = sample.plate.slice(0, 4);
    if (search.search === "VINTAIL8") search.search = sample.vin.slice(-8);
    if (search.mechanic === "MEMBER") search.mechanic = sample.member;
    const filter = inspectionsFilterOf(search);
    const timings: number[] = [];
    let total = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const queries = listQueries(sql, shop.id, filter, shop.timeZone);
      const [, counted] = await Promise.all([queries.page, queries.count]);
      timings.push(performance.now() - started);
      total = Number(counted[0].total);
    }
    print(
      `\n## ${label}: ${total} matches; page + count in ${timings.map((ms) => ms.toFixed(1)).join(" / ")} ms`,
    );
    for (const [name, query] of Object.entries(listQueries(sql, shop.id, filter, shop.timeZone))) {
      const plan = await sql<{ "QUERY PLAN": string }[]>`explain (analyze, costs off, timing off) ${query}`;
      print(`-- ${name}`);
      for (const row of plan) print(`   ${row["QUERY PLAN"]}`);
    }
  }
}

if (import.meta.main) {
  const explain = Deno.args.includes("--explain");
  const [shop, count = "1000000"] = Deno.args.filter((arg) => arg !== "--explain");
  if (!shop || !/^\d+$/.test(count)) {
    console.error("Usage: deno run -A scripts/generate_inspections.ts <shop> [count] [--explain]");
    Deno.exit(2);
  }
  const config = loadConfig(Deno.env.toObject());
  const log = createLogger({ level: "warn", format: "text", write: (line) => console.error(line) });
  const database = await openDatabase(config, { log, shareEmbedded: true });
  try {
    if (Number(count) > 0) {
      const started = performance.now();
      const added = await generateInspections(database.sql, shop, Number(count));
      console.log(
        `added ${added} inspections to /${shop} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    if (explain) await explainListQueries(database.sql, shop, console.log);
  } finally {
    await database.close();
  }
}
