// Item saves against the database: what a mechanic's taps become, what a second mechanic's stale save gets,
// what a resent batch gets, and that a refused batch writes nothing.
import assert from "node:assert/strict";
import { Keys } from "@platform/keys.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { accessOf, inspectionShop, newInspection } from "../../../tests/support/inspection_shop.ts";
import { changeInspectionStatus } from "../change_status.ts";
import { saveItems } from "./save_items.ts";

const keys = new Keys("save items test secret key, long enough");

async function events(sql: Parameters<typeof saveItems>[0], inspectionId: number) {
  return await sql<{ kind: string; summary: string; userName: string; page: string }[]>`
    select kind, summary, user_name as "userName", page from inspection_events
    where inspection_id = ${inspectionId} order by id`;
}

dbTest(
  "a new inspection has one item per task of its type, named as the catalogue names them",
  async ({ sql }) => {
    const shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    assert.equal(inspection.status, "created");
    assert.equal(inspection.typeName, "Courtesy check");
    const items = await sql<
      { taskName: string; categoryName: string; itemVersion: number; priorityId: number | null }[]
    >`
    select task_name as "taskName", category_name as "categoryName", item_version as "itemVersion",
           priority_id as "priorityId"
    from inspection_items where inspection_id = ${inspection.id} order by task_name`;
    assert.deepEqual(items.map((item) => item.taskName), [
      "Front brake pads",
      "Horn works",
      "Next service due",
      "Tire tread depth",
      "Wiper blades",
    ]);
    assert.ok(items.every((item) => item.itemVersion === 1));
    assert.equal(items[0].priorityId, shop.priorities.safety, "the task's default priority");
    assert.deepEqual((await events(sql, inspection.id)).map((event) => event.summary), [
      "Inspection created: Courtesy check, 5 tasks",
    ]);
    const [customer] =
      await sql`select first_name, last_name from customers where id = ${inspection.customerId}`;
    assert.equal(customer.last_name, "Driver");
  },
);

dbTest("a save raises the item's version, starts the checklist and writes its event", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  const access = await accessOf(sql, keys, inspection.encId, shop.mechanic);
  const response = await saveItems(sql, access, [
    {
      taskId: shop.tasks.pads,
      itemVersion: 1,
      result: "fail",
      conclusionId: shop.findings.worn,
      notes: "2 mm left",
      price: 189.5,
    },
  ], "/shop/inspections/x/checklist");
  assert.equal(response.httpStatus, 200);
  assert.deepEqual(response.postedItemsStatus[shop.tasks.pads], { status: "saved", itemVersion: 2 });
  const pads = response.allItems.find((item) => item.taskId === shop.tasks.pads)!;
  assert.equal(pads.result, "fail");
  assert.equal(pads.findingText, "Worn to 2 mm");
  assert.equal(pads.price, 189.5);
  assert.equal(response.allItems.length, 5);
  const [row] = await sql`select status from inspections where id = ${inspection.id}`;
  assert.equal(row.status, "inProgress");
  const trail = await events(sql, inspection.id);
  assert.deepEqual(trail.slice(1).map((event) => [event.kind, event.summary, event.userName]), [
    [
      "item",
      "Front brake pads: Not checked → Fail, finding “Worn to 2 mm”, notes changed, price 189.50",
      "Carl Mechanic",
    ],
    ["status", "Checklist started: New → In progress", "Carl Mechanic"],
  ]);
  assert.equal(trail[1].page, "/shop/inspections/x/checklist");
});

dbTest(
  "a stale save is refused for its task only and shows the newer values; a resend is unchanged",
  async ({ sql }) => {
    const shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    const carl = await accessOf(sql, keys, inspection.encId, shop.mechanic);
    const dana = await accessOf(sql, keys, inspection.encId, shop.mechanic2);
    const first = await saveItems(
      sql,
      carl,
      [{ taskId: shop.tasks.wipers, itemVersion: 1, result: "pass" }],
      "",
    );
    assert.equal(first.httpStatus, 200);

    // Dana read version 1 too, and saves the wipers and the horn together.
    const second = await saveItems(sql, dana, [
      { taskId: shop.tasks.wipers, itemVersion: 1, result: "fail" },
      { taskId: shop.tasks.horn, itemVersion: 1, result: "pass" },
    ], "");
    assert.equal(second.httpStatus, 409);
    assert.equal(second.postedItemsStatus[shop.tasks.wipers].status, "conflict");
    assert.equal(second.postedItemsStatus[shop.tasks.wipers].itemVersion, 2);
    assert.match(
      second.postedItemsStatus[shop.tasks.wipers].message!,
      /Someone else saved Wiper blades first/,
    );
    assert.equal(second.postedItemsStatus[shop.tasks.horn].status, "saved");
    assert.equal(
      second.allItems.find((item) => item.taskId === shop.tasks.wipers)!.result,
      "pass",
      "Carl's pass stays",
    );

    // Carl's connection dropped before he saw the answer: he sends the same batch again.
    const replay = await saveItems(
      sql,
      carl,
      [{ taskId: shop.tasks.wipers, itemVersion: 1, result: "pass" }],
      "",
    );
    assert.equal(replay.httpStatus, 200);
    assert.deepEqual(replay.postedItemsStatus[shop.tasks.wipers], { status: "unchanged", itemVersion: 2 });
    const [{ count }] =
      await sql`select count(*)::int from inspection_events where inspection_id = ${inspection.id} and kind = 'item'`;
    assert.equal(count, 2, "the replay wrote no event");
  },
);

dbTest(
  "a change carrying what its author saw: a field changed since is never written over, other fields merge",
  async ({ sql }) => {
    const shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    const carl = await accessOf(sql, keys, inspection.encId, shop.mechanic);
    const dana = await accessOf(sql, keys, inspection.encId, shop.mechanic2);
    const wipers = shop.tasks.wipers;
    const stored = async () =>
      (await sql<{ result: string; notes: string; itemVersion: number }[]>`
        select result, notes, item_version as "itemVersion" from inspection_items
        where inspection_id = ${inspection.id} and task_id = ${wipers}`)[0];

    // Carl passes the wipers online (version 1 -> 2).
    await saveItems(
      sql,
      carl,
      [{ taskId: wipers, itemVersion: 1, result: "pass", was: { result: "none" } }],
      "",
    );
    // A replay of a change made on a copy that still showed "not checked", at the version now stored (as a
    // rebased copy would send it): refused, the pass stays.
    const replay = await saveItems(sql, carl, [
      { taskId: wipers, itemVersion: 2, result: "none", was: { result: "none" } },
    ], "");
    assert.equal(replay.postedItemsStatus[wipers].status, "conflict");
    assert.deepEqual(await stored(), { result: "pass", notes: "", itemVersion: 2 });

    // Dana, on a page still at version 1, adds a note: the result she did not touch is Carl's; both stay.
    const note = await saveItems(sql, dana, [
      { taskId: wipers, itemVersion: 1, notes: "Rubber split", was: { notes: "" } },
    ], "");
    assert.equal(note.postedItemsStatus[wipers].status, "saved");
    assert.deepEqual(await stored(), { result: "pass", notes: "Rubber split", itemVersion: 3 });

    // A change of a field over what its author saw there, whatever the version sent, is applied.
    const fail = await saveItems(sql, carl, [
      {
        taskId: wipers,
        itemVersion: 1,
        result: "fail",
        conclusionId: shop.findings.cracked,
        was: {
          result: "pass",
          conclusionId: null,
        },
      },
    ], "");
    assert.equal(fail.postedItemsStatus[wipers].status, "saved");
    assert.deepEqual(await stored(), { result: "fail", notes: "Rubber split", itemVersion: 4 });
  },
);

dbTest("an invalid item refuses the whole batch and nothing is written", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  const access = await accessOf(sql, keys, inspection.encId, shop.mechanic);
  const cases = [
    { taskId: shop.tasks.tread, itemVersion: 1, value1: "six" },
    { taskId: shop.tasks.inspectedOn, itemVersion: 1, value1: "2026-02-30" },
    { taskId: shop.tasks.horn, itemVersion: 1, result: "fail" as const },
    { taskId: shop.tasks.pads, itemVersion: 1, result: "fail" as const, conclusionId: shop.findings.cracked },
    { taskId: shop.tasks.pads, itemVersion: 1, result: "pass" as const, conclusionId: shop.findings.worn },
    { taskId: shop.tasks.wipers, itemVersion: 1, priorityId: 999999 },
  ];
  for (const bad of cases) {
    // A good item beside the bad one: it is not saved either.
    const companion = bad.taskId === shop.tasks.wipers ? shop.tasks.tread : shop.tasks.wipers;
    const response = await saveItems(
      sql,
      access,
      [{ taskId: companion, itemVersion: 1, notes: "fine" }, bad],
      "",
    );
    assert.equal(response.httpStatus, 400, JSON.stringify(bad));
    assert.equal(response.postedItemsStatus[bad.taskId].status, "invalid");
    assert.ok(response.postedItemsStatus[bad.taskId].message, JSON.stringify(bad));
  }
  const [{ saved }] = await sql`select count(*)::int as saved from inspection_items
                                where inspection_id = ${inspection.id} and item_version > 1`;
  assert.equal(saved, 0);
  const [row] = await sql`select status from inspections where id = ${inspection.id}`;
  assert.equal(row.status, "created");
});

dbTest(
  "after the audit a mechanic's save is refused; a manager may still price and sell",
  async ({ sql }) => {
    const shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    const manager = await accessOf(sql, keys, inspection.encId, shop.manager);
    await saveItems(sql, manager, [{ taskId: shop.tasks.wipers, itemVersion: 1, result: "fail" }], "");
    await changeInspectionStatus(sql, manager, "approve", "");
    const mechanic = await accessOf(sql, keys, inspection.encId, shop.mechanic);
    await assert.rejects(
      saveItems(sql, mechanic, [{ taskId: shop.tasks.wipers, itemVersion: 2, notes: "late" }], ""),
      /only owners and managers change its items now/,
    );
    const sold = await saveItems(sql, {
      ...manager,
      inspection: { ...manager.inspection, status: "audited" },
    }, [
      { taskId: shop.tasks.wipers, itemVersion: 2, sold: true, price: 35 },
    ], "");
    assert.equal(sold.httpStatus, 200);
    await changeInspectionStatus(sql, manager, "close", "");
    await assert.rejects(
      saveItems(sql, manager, [{ taskId: shop.tasks.wipers, itemVersion: 3, sold: false }], ""),
      /This inspection is closed/,
    );
  },
);

dbTest(
  "only owners and managers set Sold: a mechanic's change of it refuses the batch; the same value passes",
  async ({ sql }) => {
    const shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    const mechanic = await accessOf(sql, keys, inspection.encId, shop.mechanic);
    const refused = await saveItems(sql, mechanic, [
      { taskId: shop.tasks.wipers, itemVersion: 1, result: "fail", conclusionId: shop.findings.cracked },
      {
        taskId: shop.tasks.pads,
        itemVersion: 1,
        result: "fail",
        conclusionId: shop.findings.worn,
        sold: true,
      },
    ], "");
    assert.equal(refused.httpStatus, 400);
    assert.deepEqual(refused.postedItemsStatus[shop.tasks.pads], {
      status: "invalid",
      itemVersion: 1,
      message: "Only shop owners and managers can mark work as sold.",
    });
    const stored = await sql<{ sold: boolean; itemVersion: number }[]>`
      select bool_or(sold) as sold, max(item_version) as "itemVersion" from inspection_items
      where inspection_id = ${inspection.id}`;
    assert.deepEqual(stored[0], { sold: false, itemVersion: 1 }, "nothing of the batch is written");

    // A mechanic's save that carries sold as it is stored (a whole row sent back) is no change of it.
    const same = await saveItems(sql, mechanic, [
      {
        taskId: shop.tasks.pads,
        itemVersion: 1,
        result: "fail",
        conclusionId: shop.findings.worn,
        sold: false,
      },
    ], "");
    assert.deepEqual(same.postedItemsStatus[shop.tasks.pads], { status: "saved", itemVersion: 2 });

    for (
      const [who, taskId, version] of [[shop.manager, shop.tasks.pads, 2], [
        shop.owner,
        shop.tasks.wipers,
        1,
      ]] as const
    ) {
      const access = await accessOf(sql, keys, inspection.encId, who);
      const sold = await saveItems(sql, access, [{ taskId, itemVersion: version, sold: true }], "");
      assert.equal(sold.httpStatus, 200, who.displayName);
      assert.equal(sold.allItems.find((item) => item.taskId === taskId)!.sold, true, who.displayName);
    }
    // Taking it back is a change of Sold too.
    const unsell = await saveItems(
      sql,
      mechanic,
      [{ taskId: shop.tasks.pads, itemVersion: 3, sold: false }],
      "",
    );
    assert.equal(unsell.httpStatus, 400);
    assert.equal(
      unsell.postedItemsStatus[shop.tasks.pads].message,
      "Only shop owners and managers can mark work as sold.",
    );
    // Another shop's member does not reach the inspection at all, as before.
    await assert.rejects(
      accessOf(sql, keys, inspection.encId, shop.outsider),
      /There is no such inspection in this shop/,
    );
  },
);

dbTest("another shop's member cannot reach the inspection; a tampered id names nothing", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  await assert.rejects(
    accessOf(sql, keys, inspection.encId, shop.outsider),
    /There is no such inspection in this shop/,
  );
  const tampered = inspection.encId.slice(0, -2) + (inspection.encId.endsWith("AA") ? "BA" : "AA");
  await assert.rejects(
    accessOf(sql, keys, tampered, shop.manager),
    /There is no such inspection in this shop/,
  );
});
