import assert from "node:assert/strict";
import { createShop } from "@modules/shops/mod.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import { applyCatalog, type CatalogDocument, listInspectionTypes, readCatalogDocument } from "../mod.ts";

const TEMPLATE: CatalogDocument = readCatalogDocument({
  format: "shop-inspections.catalog/1",
  key: "test",
  name: "Test",
  categories: [
    {
      name: "Brakes",
      tasks: [{ name: "Front pads", taskType: "pwf" }, { name: "Rear pads", taskType: "pwf" }],
    },
    { name: "Tires", tasks: [{ name: "Tread depth", taskType: "pwf" }] },
  ],
  inspectionTypes: [
    {
      name: "Full inspection",
      subjectType: "vehicle",
      customerMode: "required",
      isDefault: true,
      tasks: ["Front pads", "Rear pads", "Tread depth"],
    },
    {
      name: "Brakes only",
      subjectType: "vehicle",
      customerMode: "optional",
      tasks: ["Front pads", "Rear pads"],
    },
    {
      name: "Old checklist",
      subjectType: "general",
      customerMode: "none",
      isActive: false,
      tasks: ["Tread depth"],
    },
  ],
});

const OPTIONS = { typeNameClash: "refuse", updateExisting: false } as const;

dbTest(
  "a shop's inspection types list with their category and task counts, active ones first",
  async ({ sql }) => {
    const shop = await createShop(sql, { uriName: uniqueName("catalog"), name: "Catalog" });
    await applyCatalog(sql, shop.id, TEMPLATE, OPTIONS);

    const active = await listInspectionTypes(sql, shop.id, { includeInactive: false });
    assert.deepEqual(active.map((t) => [t.name, t.categoryCount, t.taskCount, t.isDefault]), [
      ["Full inspection", 2, 3, true],
      ["Brakes only", 1, 2, false],
    ]);
    const all = await listInspectionTypes(sql, shop.id, { includeInactive: true });
    assert.deepEqual(all.map((t) => [t.name, t.isActive]), [
      ["Full inspection", true],
      ["Brakes only", true],
      ["Old checklist", false],
    ]);
  },
);

dbTest("one shop never sees another shop's inspection types", async ({ sql }) => {
  const mine = await createShop(sql, { uriName: uniqueName("mine"), name: "Mine" });
  const theirs = await createShop(sql, { uriName: uniqueName("theirs"), name: "Theirs" });
  await applyCatalog(sql, theirs.id, TEMPLATE, OPTIONS);
  assert.equal((await listInspectionTypes(sql, mine.id, { includeInactive: true })).length, 0);
});

dbTest(
  "a document naming an unknown task is refused before anything is written",
  async ({ sql }) => {
    const shop = await createShop(sql, { uriName: uniqueName("broken"), name: "Broken" });
    assert.throws(
      () =>
        readCatalogDocument({
          ...TEMPLATE,
          inspectionTypes: [{
            name: "Typo",
            subjectType: "vehicle",
            customerMode: "none",
            tasks: ["Front pdas"],
          }],
        }),
      /The inspection type "Typo" names an unknown task "Front pdas"/,
    );
    const [row] = await sql`select count(*)::int as count from tasks where shop_id = ${shop.id}`;
    assert.equal(row.count, 0);
  },
);
