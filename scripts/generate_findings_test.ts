import assert from "node:assert/strict";
import { dbTest } from "../tests/support/databases.ts";
import { catalogShop } from "../tests/support/catalog_shop.ts";
import { generateFindings } from "./generate_findings.ts";

dbTest(
  "the findings generator spreads findings over the shop's tasks, statuses, priorities and members",
  async ({ sql }) => {
    const s = await catalogShop(sql);
    assert.equal(await generateFindings(sql, s.shop.uriName, 300), 300);
    const [row] = await sql`
    select count(distinct task_id)::int as tasks, count(distinct status)::int as statuses,
           count(distinct priority_id)::int as priorities, count(distinct created_by_user_id)::int as members,
           count(*) filter (where priority_id is null)::int as "noPriority"
    from findings where shop_id = ${s.shop.id}`;
    assert.deepEqual({ ...row }, { tasks: 3, statuses: 4, priorities: 2, members: 2, noPriority: 50 });
    assert.equal(await generateFindings(sql, s.shop.uriName, 10), 10, "a second run adds more, not clashes");
  },
);
