// The inspection type use cases on the database: creating and saving types, the default, the status,
// shop isolation, shop-group publishing and detaching, and the checklist outline.
import assert from "node:assert/strict";
import type { Sql } from "@platform/db.ts";
import { ConflictError, NotFoundError } from "@platform/errors.ts";
import { createShop, setParentShop } from "@modules/shops/mod.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import { applyCatalog, loadChecklistOutline, readCatalogDocument } from "../mod.ts";
import { createInspectionType } from "./create_inspection_type.ts";
import { detachInspectionType } from "./detach_inspection_type.ts";
import { readInspectionTypeInput } from "./inspection_type_input.ts";
import { selectTenantCopies, selectType, selectTypeList } from "./inspection_types_queries.server.ts";
import { publishInspectionType } from "./publish_inspection_type.ts";
import { setDefaultInspectionType } from "./set_default_inspection_type.ts";
import { DEFAULT_STAYS_ACTIVE, setInspectionTypeStatus } from "./set_inspection_type_status.ts";
import { updateInspectionType } from "./update_inspection_type.ts";

const CATALOG = readCatalogDocument({
  format: "shop-inspections.catalog/1",
  key: "test",
  name: "Test",
  priorities: [{ name: "Soon", colour: "#b54708" }],
  categories: [
    {
      name: "Brakes",
      tasks: [
        {
          name: "Front pads",
          defaultPriority: "Soon",
          values: [{ label: "Thickness", inputType: "number" }],
          valueMode: "optional",
          findings: [
            { text: "Pads worn", priority: "Soon" },
            { text: "Old wording", status: "archived" },
            { text: "Pads glazed" },
          ],
        },
        { name: "Rear pads" },
        { name: "Retired check", isActive: false },
      ],
    },
    { name: "Tires", tasks: [{ name: "Tread depth" }] },
  ],
  inspectionTypes: [
    { name: "Full", isDefault: true, tasks: ["Front pads", "Rear pads", "Tread depth", "Retired check"] },
    { name: "Brakes", tasks: ["Rear pads", "Front pads"] },
  ],
});

async function shopWithCatalog(sql: Sql, name = "Shop") {
  const shop = await createShop(sql, { uriName: uniqueName("types"), name });
  const applied = await applyCatalog(sql, shop.id, CATALOG, {
    typeNameClash: "refuse",
    updateExisting: false,
  });
  const tasks = new Map(
    (await sql<{ id: number; name: string }[]>`select id, name from tasks where shop_id = ${shop.id}`)
      .map((task) => [task.name, task.id]),
  );
  const [full, brakes] = applied.typeIds;
  return { shop, full, brakes, tasks };
}

const input = (name: string, taskIds: number[], extra: Record<string, string> = {}) =>
  readInspectionTypeInput({
    name,
    subjectType: "vehicle",
    customerMode: "required",
    ...Object.fromEntries(taskIds.map((id) => [`task-${id}`, "1"])),
    ...extra,
  });

Deno.test("the form input: names, codes and numbers for subject type and customer mode", () => {
  const read = readInspectionTypeInput({
    name: " Walk-around ",
    subjectType: "L",
    customerMode: "2",
    "task-7": "1",
  });
  assert.deepEqual(read, {
    name: "Walk-around",
    description: "",
    subjectType: "vehicle",
    customerMode: "optional",
    taskIds: [7],
  });
  assert.equal(
    readInspectionTypeInput({ name: "x", subjectType: "3", customerMode: "none" }).subjectType,
    "appliance",
  );
  assert.throws(() => readInspectionTypeInput({ name: " ", subjectType: "general", customerMode: "0" }), {
    message: "Give the inspection type a name.",
  });
  assert.throws(() => readInspectionTypeInput({ name: "x", subjectType: "boat", customerMode: "0" }), {
    message: '"boat" is not a subject type: use general, vehicle, location or appliance.',
  });
});

dbTest(
  "a type is created with the tasks ticked, and saved again; names are unique in the shop",
  async ({ sql }) => {
    const { shop, tasks } = await shopWithCatalog(sql);
    const id = await createInspectionType(sql, shop.id, input("Quick look", [tasks.get("Tread depth")!]));
    assert.deepEqual((await selectType(sql, shop.id, id))!.taskIds, [tasks.get("Tread depth")]);
    await assert.rejects(createInspectionType(sql, shop.id, input("FULL", [])), {
      status: 409,
      message: 'This shop already has an inspection type named "FULL".',
    });
    await updateInspectionType(
      sql,
      shop.id,
      id,
      input("Quick look", [tasks.get("Front pads")!, tasks.get("Rear pads")!], {
        description: "Brakes only",
      }),
    );
    const saved = (await selectType(sql, shop.id, id))!;
    assert.equal(saved.description, "Brakes only");
    assert.deepEqual(
      saved.taskIds,
      [tasks.get("Front pads"), tasks.get("Rear pads")].sort((a, b) => a! - b!),
    );
    await assert.rejects(updateInspectionType(sql, shop.id, id, input("Brakes", [])), ConflictError);
  },
);

dbTest("shop isolation: another shop's types and tasks are 404s, and never listed", async ({ sql }) => {
  const mine = await shopWithCatalog(sql);
  const theirs = await shopWithCatalog(sql);
  await assert.rejects(updateInspectionType(sql, mine.shop.id, theirs.full, input("Mine now", [])), {
    status: 404,
    message: "There is no such inspection type in this shop.",
  });
  await assert.rejects(
    createInspectionType(sql, mine.shop.id, input("Borrowed", [theirs.tasks.get("Tread depth")!])),
    { status: 404, message: "There is no such task in this shop." },
  );
  await assert.rejects(setDefaultInspectionType(sql, mine.shop.id, theirs.brakes), NotFoundError);
  await assert.rejects(setInspectionTypeStatus(sql, mine.shop.id, theirs.brakes, false), NotFoundError);
  const listed = (await selectTypeList(sql, mine.shop.id, true)).map((type) => type.id);
  assert.deepEqual(listed, [mine.full, mine.brakes]);
});

dbTest("set-default keeps exactly one default; the default cannot be switched off", async ({ sql }) => {
  const { shop, full, brakes } = await shopWithCatalog(sql);
  const defaults = async () =>
    (await sql<{ id: number }[]>`select id from inspection_types where shop_id = ${shop.id} and is_default`)
      .map((row) => row.id);
  await assert.rejects(setInspectionTypeStatus(sql, shop.id, full, false), {
    status: 409,
    message: DEFAULT_STAYS_ACTIVE,
  });
  assert.deepEqual(await setDefaultInspectionType(sql, shop.id, brakes), { defaultTypeId: brakes });
  assert.deepEqual(await defaults(), [brakes]);
  assert.deepEqual(await setInspectionTypeStatus(sql, shop.id, full, false), { isActive: false });
  await assert.rejects(setDefaultInspectionType(sql, shop.id, full), {
    status: 409,
    message: 'Activate "Full" before making it the default.',
  });
  assert.deepEqual(await defaults(), [brakes]);
  assert.deepEqual((await selectTypeList(sql, shop.id, false)).map((type) => type.id), [brakes]);
});

dbTest(
  "the checklist outline: the shop's category and task order, configuration, findings",
  async ({ sql }) => {
    const { shop, brakes, full, tasks } = await shopWithCatalog(sql);
    const outline = await loadChecklistOutline(sql, shop.id, { typeId: brakes, includeInactive: false });
    assert.equal(outline.type.name, "Brakes");
    assert.deepEqual(outline.categories.map((c) => [c.name, c.tasks.map((t) => t.name)]), [
      ["Brakes", ["Front pads", "Rear pads"]],
    ]);
    const front = outline.categories[0].tasks[0];
    assert.deepEqual(front.values, [{
      label: "Thickness",
      inputType: "number",
      unit: "",
      ranges: [],
      percentOf: null,
    }]);
    assert.deepEqual(
      front.findings.map((f) => f.text),
      ["Pads worn", "Pads glazed"],
      "archived ones left out",
    );
    assert.equal(front.defaultPriorityId, outline.priorities[0].id);
    assert.deepEqual(outline.priorities.map((p) => p.name), ["Soon"]);

    const all = await loadChecklistOutline(sql, shop.id, { typeId: full, includeInactive: true });
    assert.deepEqual(all.categories.map((c) => c.tasks.map((t) => [t.name, t.isActive])), [
      [["Front pads", true], ["Rear pads", true], ["Retired check", false]],
      [["Tread depth", true]],
    ]);
    const active = await loadChecklistOutline(sql, shop.id, { typeId: full, includeInactive: false });
    assert.equal(active.categories[0].tasks.length, 2);

    const unsaved = await loadChecklistOutline(sql, shop.id, {
      typeId: null,
      taskIds: [tasks.get("Tread depth")!],
      name: "New",
      subjectType: "general",
      includeInactive: false,
    });
    assert.deepEqual([unsaved.type.name, unsaved.type.subjectType, unsaved.categories[0].name], [
      "New",
      "general",
      "Tires",
    ]);
    await assert.rejects(
      loadChecklistOutline(sql, shop.id, { typeId: 2 ** 31 - 1, includeInactive: false }),
      NotFoundError,
    );
  },
);

/** A parent shop with the catalogue and two tenant shops. */
async function group(sql: Sql) {
  const parent = await shopWithCatalog(sql, "Main Street Auto");
  const north = await createShop(sql, { uriName: uniqueName("north"), name: "North" });
  const south = await createShop(sql, { uriName: uniqueName("south"), name: "South" });
  await setParentShop(sql, north.id, parent.shop.id);
  await setParentShop(sql, south.id, parent.shop.id);
  return { ...parent, north, south };
}

const statesOf = async (sql: Sql, parentId: number, typeId: number) =>
  (await selectTenantCopies(sql, parentId, typeId)).map((row) => [
    row.shopName,
    row.copyId === null
      ? "not-published"
      : row.isDetached
      ? "detached"
      : row.changed
      ? "changed"
      : "up-to-date",
  ]);

dbTest(
  "publishing creates the copies, then updates the attached ones; a tenant's own default stays",
  async ({ sql }) => {
    const { shop, full, north, south, tasks } = await group(sql);
    assert.deepEqual(await statesOf(sql, shop.id, full), [["North", "not-published"], [
      "South",
      "not-published",
    ]]);
    const first = await publishInspectionType(sql, shop, full, [north.id]);
    assert.deepEqual(first.published.map((p) => p.shopName), ["North"]);
    const copy = (await selectType(sql, north.id, first.published[0].copyId))!;
    // North had no default: the parent's default type becomes North's.
    assert.deepEqual([copy.name, copy.sourceShop, copy.isDetached, copy.isDefault], [
      "Full",
      "Main Street Auto",
      false,
      true,
    ]);
    assert.equal(copy.taskIds.length, 3, "the inactive task is not published");
    assert.ok((await selectType(sql, shop.id, full))!.publishedAt, "the parent records the publish");
    assert.deepEqual(await statesOf(sql, shop.id, full), [["North", "up-to-date"], [
      "South",
      "not-published",
    ]]);
    const southOwn = await createInspectionType(sql, south.id, input("South special", []));
    await setDefaultInspectionType(sql, south.id, southOwn);
    const [{ copyId: southCopy }] = (await publishInspectionType(sql, shop, full, [south.id])).published;
    assert.equal((await selectType(sql, south.id, southCopy))!.isDefault, false, "South keeps its default");
    assert.equal((await selectType(sql, south.id, southOwn))!.isDefault, true);

    // The parent changes the type: the copy is behind until "Publish changes".
    await updateInspectionType(sql, shop.id, full, input("Full service", [tasks.get("Tread depth")!]));
    assert.deepEqual(await statesOf(sql, shop.id, full), [["North", "changed"], ["South", "changed"]]);
    await detachInspectionType(sql, south.id, southCopy);
    const changes = await publishInspectionType(sql, shop, full, null);
    assert.deepEqual(changes.published.map((p) => p.shopName), ["North"], "only shops with an attached copy");
    const updated = (await selectType(sql, north.id, copy.id))!;
    assert.equal(updated.name, "Full service");
    assert.equal(updated.taskIds.length, 1);
    assert.deepEqual(await statesOf(sql, shop.id, full), [["North", "up-to-date"], ["South", "detached"]]);
  },
);

dbTest(
  "an attached copy is read-only in the tenant until detached; publishing leaves a detached copy alone",
  async ({ sql }) => {
    const { shop, brakes, north, tasks } = await group(sql);
    const [{ copyId }] = (await publishInspectionType(sql, shop, brakes, [north.id])).published;
    const managed = { status: 409, message: "Managed by Main Street Auto. Detach it to change it." };
    await assert.rejects(updateInspectionType(sql, north.id, copyId, input("Mine", [])), managed);
    await assert.rejects(setInspectionTypeStatus(sql, north.id, copyId, false), managed);
    await assert.rejects(detachInspectionType(sql, shop.id, brakes), ConflictError, "the parent's own type");

    assert.deepEqual(await detachInspectionType(sql, north.id, copyId), { isDetached: true });
    await updateInspectionType(sql, north.id, copyId, input("North brakes", []));
    await updateInspectionType(sql, shop.id, brakes, input("Brakes", [tasks.get("Front pads")!]));
    const result = await publishInspectionType(sql, shop, brakes, [north.id]);
    assert.deepEqual([result.published, result.skipped.map((s) => s.shopName)], [[], ["North"]]);
    assert.deepEqual(await publishInspectionType(sql, shop, brakes, null), { published: [], skipped: [] });
    const copy = (await selectType(sql, north.id, copyId))!;
    assert.deepEqual([copy.name, copy.isDetached, copy.taskIds], ["North brakes", true, []]);
    assert.deepEqual(await statesOf(sql, shop.id, brakes), [["North", "detached"], [
      "South",
      "not-published",
    ]]);
  },
);

dbTest(
  "publishing refuses a tenant's own type of the same name, and then publishes nowhere",
  async ({ sql }) => {
    const { shop, full, north, south } = await group(sql);
    await createInspectionType(sql, south.id, input("full", []));
    await assert.rejects(publishInspectionType(sql, shop, full, [north.id, south.id]), {
      status: 409,
      message:
        'South already has its own inspection type named "Full". Rename one of them, then publish again.',
    });
    const [{ count }] = await sql<{ count: number }[]>`
    select count(*)::int as count from inspection_types where shop_id = ${north.id}`;
    assert.equal(count, 0, "all or nothing: North got nothing either");
    const [{ tasks }] = await sql<
      { tasks: number }[]
    >`select count(*)::int as tasks from tasks where shop_id = ${north.id}`;
    assert.equal(tasks, 0);
  },
);

dbTest(
  "only tenants of the shop can be published to; another parent's copies are not touched",
  async ({ sql }) => {
    const { shop, full, north } = await group(sql);
    const stranger = await shopWithCatalog(sql, "Stranger");
    await assert.rejects(publishInspectionType(sql, shop, full, [stranger.shop.id]), {
      status: 404,
      message: "There is no such shop in this shop's group.",
    });
    await assert.rejects(publishInspectionType(sql, shop, stranger.full, [north.id]), NotFoundError);

    // North was in another group before: its copy from that parent stays as it was.
    const other = await group(sql);
    await setParentShop(sql, north.id, other.shop.id);
    const [{ copyId: otherCopy }] =
      (await publishInspectionType(sql, other.shop, other.brakes, [north.id])).published;
    await setParentShop(sql, north.id, shop.id);
    await publishInspectionType(sql, shop, full, [north.id]);
    const kept = (await selectType(sql, north.id, otherCopy))!;
    assert.deepEqual([kept.name, kept.taskIds.length], ["Brakes", 2]);
  },
);
