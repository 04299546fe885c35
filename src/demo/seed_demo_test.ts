// The demo a developer gets from `deno task cli demo:seed` is the demo of the first start: same shop, people,
// customers, vehicles, checklists and inspections with their results.
import assert from "node:assert/strict";
import { runCli } from "../cli/run_cli.ts";
import { openDatabase, type Sql } from "../platform/db.ts";
import { LONG_LIVED, startTestApp } from "../../tests/support/app.ts";
import { quietLog } from "../../tests/support/databases.ts";
import { DEMO_SHOP } from "@modules/shops/mod.ts";

/** What a person looking round the demo would see of it, in a stable order. */
async function describeDemo(sql: Sql) {
  const [shop] = await sql<{ id: number; name: string; phone: string }[]>`
    select id, name, phone from shops where uri_name = ${DEMO_SHOP.uriName}`;
  return {
    shop: { name: shop.name, phone: shop.phone },
    people: await sql`
      select u.email, u.display_name, m.is_administrator, m.is_manager, m.is_mechanic from shop_members m join users u on u.id = m.user_id
      where m.shop_id = ${shop.id} order by u.email`,
    customers: await sql`
      select first_name, last_name, phone_mobile, email from customers where shop_id = ${shop.id}
      order by last_name, first_name`,
    vehicles: await sql`
      select make, model, model_year, plate, vin from subjects where shop_id = ${shop.id} order by vin, plate`,
    types: await sql`select name, is_active from inspection_types where shop_id = ${shop.id} order by name`,
    inspections: await sql`
      select i.ro_number, i.status, i.odometer,
        count(*) filter (where it.result = 'pass')::int as passed,
        count(*) filter (where it.result = 'warn')::int as warned,
        count(*) filter (where it.result = 'fail')::int as failed,
        count(*) filter (where it.result = 'none')::int as open
      from inspections i join inspection_items it on it.inspection_id = i.id
      where i.shop_id = ${shop.id} group by i.id order by i.ro_number`,
  };
}

Deno.test({
  name: "demo:seed makes the same demo as the first start, its inspections included",
  ...LONG_LIVED,
  async fn() {
    const app = await startTestApp();
    const dataDir = await Deno.makeTempDir({ prefix: "dvi-demo-seed-" });
    try {
      const first = await describeDemo(app.services.sql);
      assert.ok(first.inspections.length > 0, "the first start makes demo inspections");

      const env = { APP_ENV: "test", DATA_DIR: dataDir };
      const io = { out: () => {}, err: (line: string) => console.error(line), env };
      assert.equal(await runCli(["db:migrate"], io), 0);
      assert.equal(await runCli(["demo:seed"], io), 0);
      const seeded = await openDatabase({ databaseUrl: null, dataDir, dbPoolMax: 1 }, { log: quietLog });
      try {
        assert.deepEqual(await describeDemo(seeded.sql), first);
      } finally {
        await seeded.close();
      }
    } finally {
      await app.close();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
