import assert from "node:assert/strict";
import { createShop } from "@modules/shops/mod.ts";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import type { Sql } from "@platform/db.ts";
import { ConflictError, InputError, NotFoundError } from "@platform/errors.ts";
import { selectCategories, selectTask, selectTaskPage } from "./categories_tasks_queries.server.ts";
import { deleteCategory } from "../categories/delete_category.ts";
import { deleteTask } from "./delete_task.ts";
import { reorderRows } from "../reorder.ts";
import { createCategory, updateCategory } from "../categories/save_category.ts";
import { createTask, updateTask } from "./save_task.ts";
import { setTaskStatus } from "./set_task_status.ts";
import { readTaskForm, type TaskColumns, taskFormValues } from "./task_form_fields.ts";
import { DEFAULT_TASK_CONFIGURATION } from "../types.ts";
import { sayIn } from "@modules/text/ui.ts";

/** The shipped en-US words: the problems are checked word for word. */
const EN = sayIn(null);

async function shopWithCategories(sql: Sql) {
  const shop = await createShop(sql, { uriName: uniqueName("cats"), name: "Cats" });
  const brakes = await createCategory(sql, shop.id, { name: "Brakes", isActive: true });
  const tires = await createCategory(sql, shop.id, { name: "Tires", isActive: true });
  return { shop, brakes, tires };
}

function task(categoryId: number, name: string, config: Partial<TaskColumns> = {}) {
  return {
    ...DEFAULT_TASK_CONFIGURATION,
    name,
    categoryId,
    isActive: true,
    defaultPriorityId: null,
    yellowFindingId: null,
    redFindingId: null,
    ...config,
  };
}

async function taskNames(sql: Sql, shopId: number, query: { words?: string[]; categoryId?: number } = {}) {
  const { rows } = await selectTaskPage(sql, shopId, {
    words: query.words ?? [],
    categoryId: query.categoryId ?? null,
    orderBy: "category",
    ascending: true,
    limit: 50,
    offset: 0,
  });
  return rows.map((row) => row.name);
}

dbTest("a task saves its whole configuration and reads back the same", async ({ sql }) => {
  const { shop, tires } = await shopWithCategories(sql);
  const [priority] = await sql<{ id: number }[]>`
    insert into priorities (shop_id, name, colour) values (${shop.id}, 'Safety', '#cc0000') returning id`;
  const id = await createTask(
    sql,
    shop.id,
    task(tires, "Tread depth", {
      valueMode: "required",
      values: [
        {
          label: "Left front",
          inputType: "number",
          unit: "32nds",
          ranges: [{ grade: "red", min: null, max: 2 }],
          percentOf: null,
        },
        { label: "Measured on", inputType: "date", unit: "", ranges: [], percentOf: null },
      ],
      notesMode: "wf-required",
      notifyMode: "always",
      priceMin: 40,
      priceMax: 120.5,
      instructions: "Measure in the center groove.",
      defaultPriorityId: priority.id,
    }),
    EN,
  );
  const saved = await selectTask(sql, shop.id, id);
  assert.deepEqual(saved?.values, [
    {
      label: "Left front",
      inputType: "number",
      unit: "32nds",
      ranges: [{ grade: "red", min: null, max: 2 }],
      percentOf: null,
    },
    { label: "Measured on", inputType: "date", unit: "", ranges: [], percentOf: null },
  ]);
  assert.equal(saved?.priceMax, 120.5);
  assert.equal(saved?.defaultPriorityId, priority.id);
  // The form's fields round-trip: what the edit page shows posts back unchanged.
  assert.deepEqual(readTaskForm(taskFormValues(saved!), EN), {
    name: "Tread depth",
    categoryId: tires,
    isActive: true,
    defaultPriorityId: priority.id,
    taskType: "pwf",
    conclusionMode: "wf-optional",
    mediaMode: "optional",
    notesMode: "wf-required",
    valueMode: "required",
    values: saved!.values,
    notifyMode: "always",
    priceMin: 40,
    priceMax: 120.5,
    instructions: "Measure in the center groove.",
    yellowFindingId: null,
    redFindingId: null,
  });
});

dbTest(
  "units, ranges and the findings they suggest: saved from the form, refused with the reason",
  async ({ sql }) => {
    const { shop, tires } = await shopWithCategories(sql);
    const form = (extra: Record<string, string>) =>
      readTaskForm({
        name: "Tire pressure",
        categoryId: String(tires),
        isActive: "1",
        taskType: "pwf",
        conclusionMode: "wf-optional",
        mediaMode: "optional",
        notesMode: "optional",
        valueMode: "optional",
        notifyMode: "relevant",
        value1Label: "Pressure",
        value1Type: "number",
        value1Unit: "psi",
        value1Green: "32-36",
        value1Yellow: "28-31, 37-40",
        value1Red: "27 or less, 41 or more",
        ...extra,
      }, EN);
    const id = await createTask(sql, shop.id, form({}), EN);
    const [low] = await sql<{ id: number }[]>`
    insert into findings (shop_id, task_id, text) values (${shop.id}, ${id}, 'Pressure low') returning id`;
    await updateTask(sql, shop.id, id, form({ redFindingId: String(low.id) }), EN);
    const saved = await selectTask(sql, shop.id, id);
    assert.equal(saved?.redFindingId, low.id);
    assert.deepEqual(saved?.values[0].unit, "psi");
    assert.equal(taskFormValues(saved!).value1Yellow, "28-31, 37-40");

    await assert.rejects(
      updateTask(sql, shop.id, id, form({ value1Yellow: "28-32" }), EN),
      (error) =>
        error instanceof InputError &&
        /the green range 32-36 and the yellow range 28-32 overlap/.test(error.message),
    );
    assert.throws(() => form({ value1Red: "flat" }), InputError);
    assert.throws(() => form({ value1Unit: "bar" }), InputError);
    // Issue 32: a value graded as a percentage of another (a battery's measured CCA of its rated CCA)
    // round-trips through the form; one graded against itself or a text value is refused.
    const battery = {
      value1Label: "Measured CCA",
      value1Unit: "CCA",
      value1Green: "80 or more",
      value1Yellow: "",
      value1Red: "59 or less",
      value1PercentOf: "2",
      value2Label: "Rated CCA",
      value2Type: "number",
      value2Unit: "CCA",
    };
    await updateTask(sql, shop.id, id, form(battery), EN);
    const graded = await selectTask(sql, shop.id, id);
    assert.deepEqual(graded?.values.map((value) => value.percentOf), [2, null]);
    assert.equal(taskFormValues(graded!).value1PercentOf, "2");
    await assert.rejects(
      updateTask(sql, shop.id, id, form({ ...battery, value1PercentOf: "1" }), EN),
      (error) =>
        error instanceof InputError && /Measured CCA: it can be graded as a percentage/.test(error.message),
    );
    await assert.rejects(
      updateTask(sql, shop.id, id, form({ ...battery, value2Type: "text" }), EN),
      /Measured CCA: it can be graded as a percentage/,
    );
    // A finding of another task is not this task's to suggest.
    const other = await createTask(sql, shop.id, task(tires, "Spare tire"), EN);
    const [spare] = await sql<{ id: number }[]>`
    insert into findings (shop_id, task_id, text) values (${shop.id}, ${other}, 'Spare flat') returning id`;
    await assert.rejects(
      updateTask(sql, shop.id, id, form({ yellowFindingId: String(spare.id) }), EN),
      (error) =>
        error instanceof InputError &&
        error.message === "Choose one of this task's findings to suggest, or none.",
    );
  },
);

dbTest("the server refuses every problem the rules find, and names already taken", async ({ sql }) => {
  const { shop, brakes, tires } = await shopWithCategories(sql);
  await assert.rejects(
    createTask(sql, shop.id, task(brakes, "Horn", { taskType: "ck" }), EN),
    (error) => error instanceof InputError && /never records warn or fail/.test(error.message),
  );
  await assert.rejects(
    createTask(sql, shop.id, task(brakes, "Odometer", { valueMode: "required" }), EN),
    /Name at least one value/,
  );
  const pads = await createTask(sql, shop.id, task(brakes, "Front pads"), EN);
  await assert.rejects(
    createTask(sql, shop.id, task(tires, "FRONT PADS"), EN),
    (error) =>
      error instanceof ConflictError && error.message === 'This shop already has a task named "FRONT PADS".',
  );
  await assert.rejects(
    updateTask(sql, shop.id, pads, task(brakes, "Front pads", { taskType: "na" }), EN),
    InputError,
  );
  // A priority switched off is not chosen anew, but a task keeps the one it has.
  const [{ id: old }] = await sql<{ id: number }[]>`
    insert into priorities (shop_id, name, colour) values (${shop.id}, 'Someday', '#777777') returning id`;
  const keeps = await createTask(sql, shop.id, task(brakes, "Rear pads", { defaultPriorityId: old }), EN);
  await sql`update priorities set is_active = false where id = ${old}`;
  await assert.rejects(
    createTask(sql, shop.id, task(brakes, "Calipers", { defaultPriorityId: old }), EN),
    /Choose one of the shop's active priorities, or none\./,
  );
  await updateTask(sql, shop.id, keeps, task(brakes, "Rear pads and shoes", { defaultPriorityId: old }), EN);
  // Another shop's category is no category of this shop.
  const other = await shopWithCategories(sql);
  await assert.rejects(
    createTask(sql, shop.id, task(other.brakes, "Wipers"), EN),
    /one of the shop's categories/,
  );
  // Another shop may use the same name.
  await createTask(sql, other.shop.id, task(other.brakes, "Front pads"), EN);
  await assert.rejects(updateTask(sql, other.shop.id, pads, task(other.brakes, "X"), EN), NotFoundError);
});

dbTest("categories: names unique whatever the case, only empty ones are deleted", async ({ sql }) => {
  const { shop, brakes, tires } = await shopWithCategories(sql);
  await assert.rejects(
    createCategory(sql, shop.id, { name: "brakes", isActive: true }),
    (error) =>
      error instanceof ConflictError && error.message === 'This shop already has a category named "brakes".',
  );
  await updateCategory(sql, shop.id, brakes, { name: "Brakes and rotors", isActive: false });
  assert.deepEqual((await selectCategories(sql, shop.id, false)).map((c) => c.name), ["Tires"]);
  assert.deepEqual((await selectCategories(sql, shop.id, true)).map((c) => c.name), [
    "Brakes and rotors",
    "Tires",
  ]);

  await createTask(sql, shop.id, task(tires, "Pressure"), EN);
  await assert.rejects(deleteCategory(sql, shop.id, tires), /Move or delete its tasks first\./);
  await deleteCategory(sql, shop.id, brakes);
  const other = await shopWithCategories(sql);
  await assert.rejects(deleteCategory(sql, other.shop.id, tires), NotFoundError);
  assert.deepEqual((await selectCategories(sql, shop.id, true)).map((c) => c.name), ["Tires"]);
});

dbTest("a task in use is deactivated instead of deleted; an unused one goes", async ({ sql }) => {
  const { shop, brakes } = await shopWithCategories(sql);
  const used = await createTask(sql, shop.id, task(brakes, "Front pads"), EN);
  const unused = await createTask(sql, shop.id, task(brakes, "Rear pads"), EN);
  // Stands in for the inspection items, which will reference tasks ON DELETE RESTRICT.
  const scratch = `scratch_items_${uniqueName("t").replaceAll("-", "_")}`;
  await sql`create table ${sql(scratch)} (task_id int references tasks (id) on delete restrict)`;
  try {
    await sql`insert into ${sql(scratch)} values (${used})`;
    assert.equal(await deleteTask(sql, shop.id, used), "deactivated");
    assert.equal((await selectTask(sql, shop.id, used))?.isActive, false);
    assert.equal(await deleteTask(sql, shop.id, unused), "deleted");
    assert.equal(await selectTask(sql, shop.id, unused), null);
    // A reference without an action (NO ACTION) refuses the delete with another error code.
    await sql`alter table ${sql(scratch)} add column other_task_id int references tasks (id)`;
    const other = await createTask(sql, shop.id, task(brakes, "Rotors"), EN);
    await sql`insert into ${sql(scratch)} (other_task_id) values (${other})`;
    assert.equal(await deleteTask(sql, shop.id, other), "deactivated");
  } finally {
    await sql`drop table ${sql(scratch)}`;
  }
  const other = await shopWithCategories(sql);
  await assert.rejects(deleteTask(sql, other.shop.id, used), NotFoundError);
});

dbTest("the status toggle switches a task off and on, in its own shop only", async ({ sql }) => {
  const { shop, brakes } = await shopWithCategories(sql);
  const id = await createTask(sql, shop.id, task(brakes, "Front pads"), EN);
  assert.deepEqual(await setTaskStatus(sql, shop.id, id, false), { id, isActive: false });
  assert.equal((await selectTask(sql, shop.id, id))?.isActive, false);
  await setTaskStatus(sql, shop.id, id, true);
  assert.equal((await selectTask(sql, shop.id, id))?.isActive, true);
  const other = await shopWithCategories(sql);
  await assert.rejects(setTaskStatus(sql, other.shop.id, id, false), NotFoundError);
});

dbTest("reorder: categories, and tasks one category at a time, of the shop only", async ({ sql }) => {
  const { shop, brakes, tires } = await shopWithCategories(sql);
  const front = await createTask(sql, shop.id, task(brakes, "Front pads"), EN);
  const rear = await createTask(sql, shop.id, task(brakes, "Rear pads"), EN);
  const tread = await createTask(sql, shop.id, task(tires, "Tread depth"), EN);
  await sql.begin((tx) => reorderRows(tx, "categories", shop.id, [tires, brakes]));
  await sql.begin((tx) => reorderRows(tx, "tasks", shop.id, [rear, front]));
  assert.deepEqual(await taskNames(sql, shop.id), ["Tread depth", "Rear pads", "Front pads"]);
  await assert.rejects(sql.begin((tx) => reorderRows(tx, "tasks", shop.id, [rear, tread])), InputError);
  const other = await shopWithCategories(sql);
  await assert.rejects(
    sql.begin((tx) => reorderRows(tx, "categories", other.shop.id, [other.brakes, brakes])),
    NotFoundError,
  );
});

dbTest(
  "search matches every word of the name, any case; categoryId narrows to one category",
  async ({ sql }) => {
    const { shop, brakes, tires } = await shopWithCategories(sql);
    await createTask(sql, shop.id, task(brakes, "Front brake pads"), EN);
    await createTask(sql, shop.id, task(brakes, "Rear brake pads"), EN);
    await createTask(sql, shop.id, task(tires, "Front tire tread 100%"), EN);
    assert.deepEqual(await taskNames(sql, shop.id, { words: ["PADS", "front"] }), ["Front brake pads"]);
    assert.deepEqual(await taskNames(sql, shop.id, { words: ["front"], categoryId: tires }), [
      "Front tire tread 100%",
    ]);
    // A typed % is a percent sign, not a wildcard.
    assert.deepEqual(await taskNames(sql, shop.id, { words: ["%"] }), ["Front tire tread 100%"]);
    assert.deepEqual(await taskNames(sql, shop.id, { categoryId: brakes }), [
      "Front brake pads",
      "Rear brake pads",
    ]);
  },
);
