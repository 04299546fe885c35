import assert from "node:assert/strict";
import type { Sql } from "@platform/db.ts";
import { ForbiddenError, InputError, NotFoundError } from "@platform/errors.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import { shopContextFor } from "../../../tests/support/shop_context.ts";
import { viewerOf } from "../../../tests/support/viewers.ts";
import { createShop, createUser } from "@modules/shops/mod.ts";
import { cloneSeedType } from "./clone_seed_type.ts";
import { applyTemplateToShop, installTemplate, listInspectionTypes } from "../mod.ts";
import {
  loadSeedComparison,
  loadSeedIndex,
  loadSeedPreview,
  loadSeedShopComparison,
  loadSeedTasks,
} from "./seed_pages.server.ts";

async function shopWithManager(sql: Sql, template?: string) {
  const shop = await createShop(sql, { uriName: uniqueName("seed"), name: "Seed Garage" });
  if (template) await sql.begin((tx) => applyTemplateToShop(tx, shop.id, template));
  const user = (displayName: string, isManager: boolean) =>
    createUser(sql, {
      shopId: shop.id,
      email: `${uniqueName(displayName.split(" ")[0])}@seed.example`,
      displayName,
      roles: { isAdministrator: false, isManager, isMechanic: !isManager },
    });
  return {
    shop,
    manager: viewerOf(await user("Mona Manager", true)),
    mechanic: viewerOf(await user("Mick Mechanic", false)),
  };
}

async function templateType(sql: Sql, key: string, name: string) {
  const [type] = await sql<{ id: number; shopId: number }[]>`
    select t.id, t.shop_id as "shopId" from inspection_types t join catalog_templates c on c.shop_id = t.shop_id
    where c.key = ${key} and t.name = ${name}`;
  return type;
}

dbTest(
  "a seed type clone is the shop's own; twice gives a free name and adds no task twice",
  async ({ sql }) => {
    const { shop, manager } = await shopWithManager(sql);
    const fridge = await templateType(sql, "appliance", "Refrigerator service check");
    const first = await cloneSeedType(sql, manager, fridge.id, shop.uriName);
    assert.equal(first.name, "Refrigerator service check");
    assert.deepEqual(first.created, { categories: 3, tasks: 13, findings: 21, types: 1 });
    const second = await cloneSeedType(sql, manager, fridge.id, shop.uriName.toUpperCase());
    assert.equal(second.name, "Refrigerator service check (2)");
    assert.deepEqual(second.created, { categories: 0, tasks: 0, findings: 0, types: 1 });
    // Another type sharing tasks reuses the shop's: only its own tasks are new.
    const washer = await templateType(sql, "appliance", "Washer service check");
    const third = await cloneSeedType(sql, manager, washer.id, shop.uriName);
    assert.equal(third.created.tasks, 4);

    const types = await listInspectionTypes(sql, shop.id, { includeInactive: true });
    assert.deepEqual(types.map((type) => [type.name, type.taskCount]), [
      ["Refrigerator service check", 13],
      ["Refrigerator service check (2)", 13],
      ["Washer service check", 10],
    ]);
    const [{ count }] = await sql<{ count: number }[]>`
    select count(*)::int from inspection_types where shop_id = ${fridge.shopId}`;
    assert.equal(count, 6, "the template is untouched");
  },
);

dbTest("the seed gate: mechanics 403, another shop 404, a working shop's type 404", async ({ sql }) => {
  const { shop, manager, mechanic } = await shopWithManager(sql, "general-repair");
  const other = await shopWithManager(sql);
  const brakes = await templateType(sql, "general-repair", "Brake inspection");
  await assert.rejects(cloneSeedType(sql, mechanic, brakes.id, shop.uriName), ForbiddenError);
  await assert.rejects(
    async () => loadSeedIndex(await shopContextFor(sql, mechanic, shop.uriName, "catalog.manage")),
    ForbiddenError,
  );
  await assert.rejects(cloneSeedType(sql, other.manager, brakes.id, shop.uriName), NotFoundError);
  await assert.rejects(
    async () =>
      loadSeedPreview(await shopContextFor(sql, other.manager, shop.uriName, "catalog.manage"), brakes.id),
    NotFoundError,
  );
  // The shop's own copy is not a template type, whoever asks.
  const [copy] = await listInspectionTypes(sql, shop.id, { includeInactive: false });
  await assert.rejects(
    cloneSeedType(sql, manager, copy.id, shop.uriName),
    (error: Error) =>
      error instanceof NotFoundError && error.message === "There is no such inspection type in this shop.",
  );
  await assert.rejects(
    async () => loadSeedPreview(await shopContextFor(sql, manager, shop.uriName, "catalog.manage"), copy.id),
    NotFoundError,
  );
  await assert.rejects(
    async () =>
      loadSeedComparison(
        await shopContextFor(sql, manager, shop.uriName, "catalog.manage"),
        brakes.id,
        other.shop.id,
      ),
    NotFoundError,
  );
  await assert.rejects(
    async () =>
      loadSeedShopComparison(await shopContextFor(sql, manager, shop.uriName, "catalog.manage"), shop.id),
    NotFoundError,
  );
  await assert.rejects(
    async () =>
      loadSeedTasks(await shopContextFor(sql, manager, shop.uriName, "catalog.manage"), {
        shopId: shop.id,
        showDisabled: false,
      }),
    NotFoundError,
  );
  // A type a template retired is not offered (a template of this test's own: the built-in ones are shared).
  const key = uniqueName("retired").slice(0, 30);
  await sql.begin((tx) =>
    installTemplate(tx, {
      format: "shop-inspections.catalog/1",
      key,
      name: "Retired",
      categories: [{ name: "Brakes", tasks: [{ name: "Front pads" }] }],
      inspectionTypes: [{ name: "Old brake check", isActive: false, tasks: ["Front pads"] }],
    }, { replace: false, origin: "imported" })
  );
  const retired = await templateType(sql, key, "Old brake check");
  await assert.rejects(
    cloneSeedType(sql, other.manager, retired.id, other.shop.uriName),
    (error: Error) =>
      error instanceof InputError &&
      error.message === '"Old brake check" is retired in its template and cannot be added.',
  );
});

dbTest(
  "the templates page shows which template types the shop has, by source or by name",
  async ({ sql }) => {
    const { shop, manager } = await shopWithManager(sql, "general-repair");
    await sql`insert into inspection_types (shop_id, name, subject_type, customer_mode)
            values (${shop.id}, 'TIRE CHECK', 'vehicle', 'required')`;
    const page = await loadSeedIndex(await shopContextFor(sql, manager, shop.uriName, "catalog.manage"));
    const general = page.templates.find((t) => t.key === "general-repair")!;
    assert.ok(general.types.every((type) => type.match?.bySource), "sign-up copies remember their source");
    const tires = page.templates.find((t) => t.key === "tire-and-lube")!;
    assert.deepEqual(
      tires.types.map((type) => [type.name, type.match && [type.match.name, type.match.bySource]]),
      [["Oil change courtesy check", null], ["Tire check", ["TIRE CHECK", false]], [
        "Fluid and filter check",
        null,
      ]],
    );
  },
);

dbTest("comparisons: task by task against the shop's copy, and the whole template", async ({ sql }) => {
  const { shop, manager } = await shopWithManager(sql, "general-repair");
  const courtesy = await templateType(sql, "general-repair", "Courtesy multi-point inspection");
  const [shopCourtesy] = await listInspectionTypes(sql, shop.id, { includeInactive: false });
  // The shop changes its copy: one task less, one of its own, a setting and a finding changed.
  await sql`delete from inspection_type_tasks where shop_id = ${shop.id} and inspection_type_id = ${shopCourtesy.id}
            and task_id = (select id from tasks where shop_id = ${shop.id} and name = 'Horn works')`;
  await sql`update tasks set notify_mode = 'always' where shop_id = ${shop.id} and name = 'Wiper blades'`;
  await sql`delete from findings where shop_id = ${shop.id} and text = 'Wiper blade torn'`;
  const [{ id: categoryId }] = await sql<{ id: number }[]>`
    select id from categories where shop_id = ${shop.id} and name = 'Brakes'`;
  const [{ id: taskId }] = await sql<{ id: number }[]>`
    insert into tasks (shop_id, category_id, name, task_type) values (${shop.id}, ${categoryId}, 'Brake noise', 'pwf')
    returning id`;
  await sql`insert into inspection_type_tasks (shop_id, inspection_type_id, task_id)
            values (${shop.id}, ${shopCourtesy.id}, ${taskId})`;

  const page = await loadSeedComparison(
    await shopContextFor(sql, manager, shop.uriName, "catalog.manage"),
    courtesy.id,
    null,
  );
  assert.equal(page.shopType?.id, shopCourtesy.id);
  assert.deepEqual(page.summary, { both: 27, templateOnly: 1, shopOnly: 1, differing: 1 });
  const side = (name: string) => page.tasks.find((task) => task.name === name);
  assert.equal(side("Horn works")?.side, "template");
  assert.equal(side("Brake noise")?.side, "shop");
  assert.deepEqual(side("Wiper blades")?.differences, [
    { setting: "Tell the customer", template: "When it needs attention (warn or fail)", shop: "Always" },
  ]);
  assert.deepEqual(side("Wiper blades")?.findingsOnlyInTemplate, ["Wiper blade torn"]);

  const whole = await loadSeedShopComparison(
    await shopContextFor(sql, manager, shop.uriName, "catalog.manage"),
    courtesy.shopId,
  );
  assert.deepEqual(whole.summary, { typesPresent: 4, typesMissing: 0, tasksPresent: 36, tasksMissing: 0 });
  const tires = (await templateType(sql, "tire-and-lube", "Tire check")).shopId;
  const other = await loadSeedShopComparison(
    await shopContextFor(sql, manager, shop.uriName, "catalog.manage"),
    tires,
  );
  assert.equal(other.summary.typesPresent, 0);
  assert.ok(other.summary.tasksPresent > 0 && other.summary.tasksMissing > 0, "some tasks share their names");
});

dbTest("the tasks page: the first template by default, inactive tasks only when asked", async ({ sql }) => {
  const { shop, manager } = await shopWithManager(sql);
  const first = await loadSeedTasks(await shopContextFor(sql, manager, shop.uriName, "catalog.manage"), {
    showDisabled: false,
  });
  assert.equal(first.template?.key, "general-repair");
  assert.deepEqual(first.templates.slice(0, 4).map((t) => t.key), [
    "general-repair",
    "tire-and-lube",
    "fleet-diesel",
    "appliance",
  ]);
  assert.equal(first.categories[0].name, "Interior and controls");
  const preview = await loadSeedPreview(
    await shopContextFor(sql, manager, shop.uriName, "catalog.manage"),
    (await templateType(sql, "fleet-diesel", "Pre-trip inspection")).id,
  );
  assert.equal(preview.template.key, "fleet-diesel");
  assert.equal(preview.match, null);
  assert.equal(preview.categories.reduce((sum, c) => sum + c.tasks.length, 0), preview.type.taskCount);
});
