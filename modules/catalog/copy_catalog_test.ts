// Copying a catalogue between shops through its document: what a new shop gets from a template, what a
// second copy adds (nothing), and how a name the shop already uses is handled.
import assert from "node:assert/strict";
import { createShop } from "../shops/mod.ts";
import { dbTest, uniqueName } from "../../tests/support/databases.ts";
import { applyCatalog, copyTypes, exportCatalog, readCatalogDocument } from "./mod.ts";

const DOCUMENT = readCatalogDocument({
  format: "shop-inspections.catalog/1",
  key: "copy-test",
  name: "Copy test",
  priorities: [{ name: "Safety", colour: "#b42318" }, { name: "Monitor", colour: "#175cd3" }],
  categories: [
    {
      name: "Brakes",
      tasks: [
        {
          name: "Front brake pads",
          valueMode: "optional",
          values: [{ label: "Left (mm)", inputType: "number" }, { label: "Right (mm)", inputType: "number" }],
          defaultPriority: "Safety",
          priceMin: 180,
          priceMax: 320,
          findings: [
            {
              text: "Pads at 3 mm or less",
              explanation: "Worn pads take longer to stop the car.",
              recommendation: "Replace the front pads.",
              priority: "Safety",
            },
            { text: "Pads wearing unevenly", priority: "Monitor" },
          ],
        },
        { name: "Brake fluid", isActive: false },
      ],
    },
    { name: "Lights", tasks: [{ name: "Reset reminder", taskType: "ck", conclusionMode: "none" }] },
  ],
  inspectionTypes: [
    { name: "Brake check", isDefault: true, tasks: ["Front brake pads", "Brake fluid"] },
    { name: "Old list", isActive: false, tasks: ["Reset reminder"] },
  ],
});

const FRESH = { typeNameClash: "refuse", updateExisting: false } as const;

async function twoShops(sql: Parameters<typeof createShop>[0]) {
  const from = await createShop(sql, { uriName: uniqueName("from"), name: "From" });
  const to = await createShop(sql, { uriName: uniqueName("to"), name: "To" });
  await applyCatalog(sql, from.id, DOCUMENT, FRESH);
  return { from, to };
}

dbTest(
  "an export gives back the document it was made from, configuration and findings included",
  async ({ sql }) => {
    const { from } = await twoShops(sql);
    // As JSON, the way the CLI writes it: a key left undefined is no key at all.
    const json = (value: unknown) => JSON.parse(JSON.stringify(value));
    const exported = json(await exportCatalog(sql, from, ""));
    assert.deepEqual(exported.priorities, json(DOCUMENT.priorities));
    assert.deepEqual(exported.categories, json(DOCUMENT.categories));
    assert.deepEqual(exported.inspectionTypes, json(DOCUMENT.inspectionTypes));
  },
);

dbTest("a whole copy brings what is active; a second copy adds nothing twice", async ({ sql }) => {
  const { from, to } = await twoShops(sql);
  const first = await copyTypes(sql, from.id, to.id, undefined, null);
  assert.deepEqual(first.created, { categories: 2, tasks: 2, findings: 2, types: 1 });
  const tasks = await sql`select name, default_priority_id is not null as "hasPriority" from tasks
                          where shop_id = ${to.id} order by id`;
  assert.deepEqual(tasks.map((t) => [t.name, t.hasPriority]), [["Front brake pads", true], [
    "Reset reminder",
    false,
  ]]);

  const second = await copyTypes(sql, from.id, to.id, undefined, null);
  assert.deepEqual(second.created, { categories: 0, tasks: 0, findings: 0, types: 1 });
  const types =
    await sql`select name, is_default as "isDefault" from inspection_types where shop_id = ${to.id}
                          order by id`;
  // The shop's default stays the first copy.
  assert.deepEqual(types.map((t) => [t.name, t.isDefault]), [["Brake check", true], [
    "Brake check (2)",
    false,
  ]]);
});

dbTest(
  "one type's copy brings only what it uses, remembers where it came from, and is the shop's own",
  async ({ sql }) => {
    const { from, to } = await twoShops(sql);
    const [source] =
      await sql`select id from inspection_types where shop_id = ${from.id} and name = 'Brake check'`;
    const { typeIds, created } = await copyTypes(sql, from.id, to.id, [source.id], null);
    assert.deepEqual(created, { categories: 1, tasks: 1, findings: 2, types: 1 });
    const [copy] =
      await sql`select source_type_id as "sourceTypeId", is_detached as "isDetached", is_default as "isDefault"
                           from inspection_types where id = ${typeIds[0]}`;
    assert.deepEqual(copy, { sourceTypeId: source.id, isDetached: true, isDefault: true });
  },
);

dbTest(
  "a document applied where a type's name is taken is refused when asked to, and nothing stays",
  async ({ sql }) => {
    const { from } = await twoShops(sql);
    await assert.rejects(
      sql.begin((tx) => applyCatalog(tx, from.id, DOCUMENT, FRESH)),
      /This shop already has an inspection type named "Brake check"/,
    );
    const [count] = await sql`select count(*)::int as n from inspection_types where shop_id = ${from.id}`;
    assert.equal(count.n, 2);
  },
);

dbTest("a task configuration that makes no sense is refused with the task's name", async ({ sql }) => {
  const shop = await createShop(sql, { uriName: uniqueName("rules"), name: "Rules" });
  const broken = readCatalogDocument({
    ...DOCUMENT,
    categories: [{
      name: "Lights",
      tasks: [{ name: "Horn", taskType: "ck", conclusionMode: "wf-required" }],
    }],
    inspectionTypes: [],
  });
  await assert.rejects(
    sql.begin((tx) => applyCatalog(tx, shop.id, broken, FRESH)),
    /The task "Horn": This task type never records warn or fail, so findings cannot depend on warn or fail/,
  );
});
