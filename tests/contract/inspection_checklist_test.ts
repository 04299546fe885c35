// The checklist pages and the item calls over real HTTP (docs/inspections/checklist.md): who may open the
// checklist and its previews, who may save items (bulk and single), stale versions, a replayed batch, bad
// values per input type with their messages, 404s that give nothing of the inspection away, 401 for the
// anonymous, and a mechanic refused after the audit, saying why in the shop's staff language.
import assert from "node:assert/strict";
import { changeInspectionStatus } from "../../modules/inspections/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import { accessOf, type InspectionShop, inspectionShop, newInspection } from "../support/inspection_shop.ts";
import { inspectionShopSessions } from "../support/inspection_shop_sessions.ts";
import { assertEachRoleAnswers } from "../support/who_may.ts";

type Role = "anonymous" | "mechanic" | "manager" | "owner" | "otherShopOwner";
const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];
const NO_SUCH = "There is no such inspection in this shop.";

let shop: InspectionShop;
let inspection: { id: number; encId: string };
let pickedUp: number;
const sessions = {} as Record<Role, HttpClient>;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `inspection checklist: ${name}`, ...LONG_LIVED, fn });

const checklistPath = (encId = inspection.encId, uriName = shop.shop.uriName) =>
  `/${uriName}/inspections/${encId}/checklist`;
const items = (encId = inspection.encId) => `/ajax/inspections/${encId}/items`;
async function version(taskId: number): Promise<number> {
  const [row] = await fixture.sql<{ v: number }[]>`
    select item_version as v from inspection_items where inspection_id = ${inspection.id} and task_id = ${taskId}`;
  return row.v;
}

const fixture = appFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    // A task whose values are a date and time and a text, so every value input type is on the checklist.
    const [task] = await sql<{ id: number }[]>`
      insert into tasks (shop_id, category_id, name, sort_order, task_type, conclusion_mode, media_mode, notes_mode,
                         value_mode, value_labels, value_input_types)
      select ${shop.shop.id}, category_id, 'Picked up', 9, 'none', 'none', 'none', 'none', 'optional',
             '{"Picked up at","Tag"}', '{datetime-local,text}'
      from tasks where id = ${shop.tasks.horn}
      returning id`;
    pickedUp = task.id;
    await sql`insert into inspection_type_tasks (shop_id, inspection_type_id, task_id)
              values (${shop.shop.id}, ${shop.typeId}, ${pickedUp})`;
    inspection = await newInspection(sql, keys, shop);
    Object.assign(sessions, await inspectionShopSessions(app, shop, checklistPath()));
  },
});

test("the checklist and its previews: members 200, anonymous to sign-in, another shop 404", async () => {
  const pages = [
    checklistPath(),
    `/${shop.shop.uriName}/inspection-types/${shop.typeId}/checklist-preview?expandAll=1&subjectType=V`,
    `/${shop.shop.uriName}/inspection-types/new/checklist-preview?taskIds=${shop.tasks.pads}&name=Brakes%20only`,
  ];
  const expected = {
    anonymous: "login",
    mechanic: 200,
    manager: 200,
    owner: 200,
    otherShopOwner: 404,
  } as const;
  for (const path of pages) {
    const request = (role: Role) => htmlPage(sessions[role], path);
    await assertEachRoleAnswers(ROLES, { what: path, expected }, request, ({ role, body, label }) => {
      if (role === "anonymous" || role === "otherShopOwner") {
        assert.ok(!body.includes("Worn to 2 mm"), `${label} shows no finding`);
        assert.ok(!body.includes("Jane Driver"), `${label} shows no customer`);
      } else {
        assert.match(body, /Front brake pads/, label);
      }
    });
  }
  const checklist = (await (await htmlPage(sessions.mechanic, checklistPath())).text()).replaceAll(
    "<!-- -->",
    "",
  );
  assert.match(checklist, /0 of 6 done/);
  assert.match(checklist, /Picked up at/);
  assert.doesNotMatch(checklist, /Not done last time/);
});

test("returnUrl: a path of this shop is the Back link; another site or shop is ignored", async () => {
  const back = async (returnUrl: string) => {
    const html = await (await htmlPage(
      sessions.mechanic,
      `${checklistPath()}?returnUrl=${encodeURIComponent(returnUrl)}`,
    ))
      .text();
    return /<a href="([^"]*)">Back<\/a>/.exec(html)?.[1] ?? null;
  };
  assert.equal(
    await back(`/${shop.shop.uriName}/inspections?status=inProgress`),
    `/${shop.shop.uriName}/inspections?status=inProgress`.replace("&", "&amp;"),
  );
  assert.equal(await back("//evil.example/steal"), null);
  assert.equal(await back("https://evil.example/"), null);
  assert.equal(await back(`/${shop.other.uriName}/inspections`), null);
  assert.equal(await back(`/${shop.shop.uriName}/../${shop.other.uriName}/inspections`), null);
});

test("a tampered id, another shop's address and an unknown type are 404", async () => {
  const tampered = inspection.encId.slice(0, -3) + (inspection.encId.endsWith("AAA") ? "BBB" : "AAA");
  for (
    const path of [
      checklistPath(tampered),
      checklistPath(inspection.encId, shop.other.uriName),
      `/${shop.shop.uriName}/inspection-types/2147483000/checklist-preview`,
      `/${shop.shop.uriName}/inspection-types/new/checklist-preview?taskIds=2147483000`,
    ]
  ) {
    const response = await htmlPage(sessions.owner, path);
    await response.body?.cancel();
    assert.equal(response.status, 404, path);
  }
  const call = await sessions.owner.call(items(tampered), "POST", {
    items: [{ taskId: shop.tasks.horn, itemVersion: 1, result: "pass" }],
  });
  assert.equal(call.status, 404);
  assert.deepEqual(await call.json(), { message: NO_SUCH });
});

test("bulk and single item saves: members 200, anonymous 401, another shop's owner 404", async () => {
  const tasks: Record<Role, number> = {
    anonymous: shop.tasks.horn,
    otherShopOwner: shop.tasks.horn,
    mechanic: shop.tasks.horn,
    manager: shop.tasks.wipers,
    owner: shop.tasks.inspectedOn,
  };
  const fields: Record<number, Record<string, unknown>> = {
    [shop.tasks.horn]: { result: "pass" },
    [shop.tasks.wipers]: { result: "fail", conclusionId: shop.findings.cracked },
    [shop.tasks.inspectedOn]: { value1: "2026-10-01" },
  };
  const expected: Record<Role, number> = {
    anonymous: 401,
    otherShopOwner: 404,
    mechanic: 200,
    manager: 200,
    owner: 200,
  };
  for (const role of ROLES) {
    const taskId = tasks[role];
    const response = await sessions[role].call(items(), "POST", {
      items: [{ taskId, itemVersion: await version(taskId), ...fields[taskId] }],
    });
    const body = await response.json();
    assert.equal(response.status, expected[role], `bulk as ${role}: ${JSON.stringify(body)}`);
    if (expected[role] === 200) assert.equal(body.postedItemsStatus[taskId].status, "saved");
    else assert.equal(body.allItems, undefined, `bulk as ${role} shows no items`);
  }
  for (const role of ROLES) {
    const response = await sessions[role].call(`${items()}/${shop.tasks.tread}`, "POST", {
      itemVersion: await version(shop.tasks.tread),
      value1: String(role.length),
    });
    const body = await response.json();
    assert.equal(response.status, expected[role], `single as ${role}: ${JSON.stringify(body)}`);
    if (role === "otherShopOwner") assert.deepEqual(body, { message: NO_SUCH });
  }
  const reads = await sessions.otherShopOwner.request(items());
  assert.equal(reads.status, 404);
  await reads.body?.cancel();
  const [row] = await fixture.sql`select value1 from inspection_items
    where inspection_id = ${inspection.id} and task_id = ${shop.tasks.tread}`;
  assert.equal(row.value1, "5", "the owner's save, last of the members; nobody else's");
});

test("a stale version is a 409 with the stored values; a replayed batch is 200 unchanged", async () => {
  const horn = await version(shop.tasks.horn);
  const batch = {
    items: [
      { taskId: shop.tasks.horn, itemVersion: horn, result: "nota" },
      { taskId: shop.tasks.pads, itemVersion: await version(shop.tasks.pads), result: "pass" },
    ],
  };
  const saved = await sessions.mechanic.call(items(), "POST", batch);
  assert.equal(saved.status, 200);
  await saved.body?.cancel();
  const replay = await sessions.mechanic.call(items(), "POST", batch);
  const replayed = await replay.json();
  assert.equal(replay.status, 200, "the dropped connection's resend");
  assert.equal(replayed.postedItemsStatus[shop.tasks.horn].status, "unchanged");
  assert.equal(replayed.postedItemsStatus[shop.tasks.pads].status, "unchanged");

  const stale = await sessions.manager.call(items(), "POST", {
    items: [{ taskId: shop.tasks.horn, itemVersion: horn, result: "pass" }],
  });
  const body = await stale.json();
  assert.equal(stale.status, 409);
  assert.equal(body.httpStatus, 409);
  assert.equal(body.postedItemsStatus[shop.tasks.horn].status, "conflict");
  assert.equal(body.postedItemsStatus[shop.tasks.horn].itemVersion, horn + 1);
  assert.equal(
    body.allItems.find((item: { taskId: number }) => item.taskId === shop.tasks.horn).result,
    "nota",
  );
});

test("a replayed change carries what it was made over: never written over a newer value, 409 instead", async () => {
  // An inspection of its own: the other tests change this file's shared one.
  const own = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const wipers = 1;
  const pass = await sessions.mechanic.call(items(own.encId), "POST", {
    items: [{ taskId: shop.tasks.wipers, itemVersion: wipers, result: "pass", was: { result: "none" } }],
  });
  assert.equal(pass.status, 200);
  await pass.body?.cancel();
  // A tap made on a copy of the page that still showed "not checked", sent at the version stored now.
  const replay = await sessions.mechanic.call(items(own.encId), "POST", {
    items: [{ taskId: shop.tasks.wipers, itemVersion: wipers + 1, result: "none", was: { result: "none" } }],
  });
  const body = await replay.json();
  assert.equal(replay.status, 409);
  assert.equal(body.postedItemsStatus[shop.tasks.wipers].status, "conflict");
  assert.equal(
    body.allItems.find((item: { taskId: number }) => item.taskId === shop.tasks.wipers).result,
    "pass",
  );

  const malformed = await sessions.mechanic.call(items(own.encId), "POST", {
    items: [{ taskId: shop.tasks.wipers, itemVersion: wipers + 1, result: "fail", was: "pass" }],
  });
  assert.equal(malformed.status, 400);
  assert.match((await malformed.json()).message, /was must be an object/);
  const badValue = await sessions.mechanic.call(items(own.encId), "POST", {
    items: [{ taskId: shop.tasks.wipers, itemVersion: wipers + 1, result: "fail", was: { result: "maybe" } }],
  });
  assert.equal(badValue.status, 400);
  assert.match((await badValue.json()).message, /was: "maybe" is not a result/);
});

test("bad values per input type are 400 with the row's message, and nothing is written", async () => {
  const cases: Array<[number, Record<string, unknown>, string]> = [
    [shop.tasks.tread, { value1: "abc" }, 'Left front (32nds): "abc" is not a number.'],
    [
      shop.tasks.inspectedOn,
      { value1: "2026-02-30" },
      'Date: "2026-02-30" is not a date (year-month-day, such as 2026-03-31).',
    ],
    [
      pickedUp,
      { value1: "tomorrow at 9" },
      'Picked up at: "tomorrow at 9" is not a date and time (such as 2026-03-31T14:30).',
    ],
    [pickedUp, { value2: "x".repeat(201) }, "Tag: at most 200 characters."],
  ];
  for (const [taskId, fields, message] of cases) {
    const before = await version(taskId);
    const response = await sessions.mechanic.call(items(), "POST", {
      items: [
        { taskId, itemVersion: before, ...fields },
        {
          taskId: shop.tasks.wipers,
          itemVersion: await version(shop.tasks.wipers),
          notes: "should not be saved",
        },
      ],
    });
    const body = await response.json();
    assert.equal(response.status, 400, message);
    assert.equal(body.postedItemsStatus[taskId].status, "invalid");
    assert.equal(body.postedItemsStatus[taskId].message, message);
    assert.equal(await version(taskId), before, "nothing half-written");
    const [wipers] = await fixture.sql`select notes from inspection_items
      where inspection_id = ${inspection.id} and task_id = ${shop.tasks.wipers}`;
    assert.equal(wipers.notes, "", "the batch's other item is not saved either");
  }
  const single = await sessions.mechanic.call(`${items()}/${pickedUp}`, "POST", {
    itemVersion: await version(pickedUp),
    value1: "2026-03-31T14:30",
    value2: "Tag 7",
  });
  assert.equal(single.status, 200, "a good date and time and text");
  await single.body?.cancel();
  const malformed = await sessions.mechanic.call(items(), "POST", { items: [{ taskId: shop.tasks.horn }] });
  assert.equal(malformed.status, 400);
  assert.match((await malformed.json()).message, /itemVersion must be a whole number above 0/);
});

test("Sold: a mechanic's change of it is refused (400, the item's message), managers and owners set it", async () => {
  const { sql } = fixture;
  const fresh = await newInspection(sql, fixture.app.services.keys, shop);
  const stored = async (taskId: number) => {
    const [row] = await sql<
      { sold: boolean; v: number }[]
    >`select sold, item_version as v from inspection_items
      where inspection_id = ${fresh.id} and task_id = ${taskId}`;
    return row;
  };
  const failedWipers = { result: "fail", conclusionId: shop.findings.cracked };
  const bulk = await sessions.mechanic.call(items(fresh.encId), "POST", {
    items: [{ taskId: shop.tasks.wipers, itemVersion: 1, ...failedWipers, sold: true }],
  });
  const body = await bulk.json();
  assert.equal(bulk.status, 400);
  assert.deepEqual(body.postedItemsStatus[shop.tasks.wipers], {
    status: "invalid",
    itemVersion: 1,
    message: "Only shop owners and managers can mark work as sold.",
  });
  assert.deepEqual(await stored(shop.tasks.wipers), { sold: false, v: 1 }, "nothing is written");
  const single = await sessions.mechanic.call(`${items(fresh.encId)}/${shop.tasks.wipers}`, "POST", {
    itemVersion: 1,
    sold: "1",
  });
  assert.equal(single.status, 400);
  assert.equal(
    (await single.json()).postedItemsStatus[shop.tasks.wipers].message,
    "Only shop owners and managers can mark work as sold.",
  );
  // The mechanic records the result; the page shows them no Sold, their manager's page does.
  const result = await sessions.mechanic.call(items(fresh.encId), "POST", {
    items: [{ taskId: shop.tasks.wipers, itemVersion: 1, ...failedWipers }],
  });
  assert.equal(result.status, 200);
  await result.body?.cancel();
  const sold = /Sold \(the customer approved this work\)/;
  for (const role of ["mechanic", "manager", "owner"] as const) {
    const html = await (await htmlPage(sessions[role], checklistPath(fresh.encId))).text();
    // What the page shows: its words travel, unread, in its data for the scripts too.
    const main = /<main[^>]*>.*?<\/main>/s.exec(html)![0];
    assert.match(main, /Blades cracked/, role);
    if (role === "mechanic") assert.doesNotMatch(main, sold, role);
    else assert.match(main, sold, role);
  }
  const byManager = await sessions.manager.call(`${items(fresh.encId)}/${shop.tasks.wipers}`, "POST", {
    itemVersion: 2,
    sold: true,
  });
  assert.equal(byManager.status, 200);
  await byManager.body?.cancel();
  const byOwner = await sessions.owner.call(items(fresh.encId), "POST", {
    items: [{ taskId: shop.tasks.wipers, itemVersion: 3, sold: false }],
  });
  assert.equal(byOwner.status, 200);
  await byOwner.body?.cancel();
  assert.deepEqual(await stored(shop.tasks.wipers), { sold: false, v: 4 });
  const outsider = await sessions.otherShopOwner.call(items(fresh.encId), "POST", {
    items: [{ taskId: shop.tasks.wipers, itemVersion: 4, sold: true }],
  });
  assert.equal(outsider.status, 404);
  assert.deepEqual(await outsider.json(), { message: NO_SUCH });
});

test("after the audit a mechanic's save is refused (409) and the page is read-only; a manager still saves", async () => {
  const { sql } = fixture;
  const mechanic = await accessOf(sql, fixture.app.services.keys, inspection.encId, shop.mechanic);
  await changeInspectionStatus(sql, mechanic, "checklistDone", "", "");
  const manager = await accessOf(sql, fixture.app.services.keys, inspection.encId, shop.manager);
  await changeInspectionStatus(sql, manager, "approve", "", "");
  const refused = await sessions.mechanic.call(items(), "POST", {
    items: [{ taskId: shop.tasks.horn, itemVersion: await version(shop.tasks.horn), result: "pass" }],
  });
  assert.equal(refused.status, 409);
  assert.deepEqual(await refused.json(), {
    message: "This inspection has been audited: only owners and managers change its items now.",
  });
  const html = await (await htmlPage(sessions.mechanic, checklistPath())).text();
  assert.match(html, /only owners and managers change its items now/);
  assert.match(html, /<button[^>]*disabled=""[^>]*>.{0,80}Pass/s);
  const allowed = await sessions.manager.call(items(), "POST", {
    items: [{ taskId: shop.tasks.horn, itemVersion: await version(shop.tasks.horn), result: "pass" }],
  });
  assert.equal(allowed.status, 200);
  await allowed.body?.cancel();
});

test("why it is locked is said in the shop's staff language, with the owner's wording", async () => {
  const { sql } = fixture;
  const manager = await accessOf(sql, fixture.app.services.keys, inspection.encId, shop.manager);
  const auditPath = `/${shop.shop.uriName}/inspections/${inspection.encId}/audit`;
  const wording = `/ajax/localizations/es-MX/messages?shop=${shop.shop.uriName}`;
  await sql`update shops set staff_language = 'es-MX' where id = ${shop.shop.id}`;
  try {
    const refused = await sessions.mechanic.call(items(), "POST", {
      items: [{ taskId: shop.tasks.horn, itemVersion: await version(shop.tasks.horn), result: "fail" }],
    });
    assert.equal(refused.status, 409);
    assert.deepEqual(await refused.json(), {
      message: "Esta inspección ya fue revisada: ahora solo los dueños y gerentes cambian sus puntos.",
    });
    const page = await (await htmlPage(sessions.mechanic, checklistPath())).text();
    assert.match(
      page,
      /Esta inspección ya fue revisada: ahora solo los dueños y gerentes cambian sus puntos\./,
    );
    assert.doesNotMatch(page, /only owners and managers/);

    await changeInspectionStatus(sql, manager, "close", "", "");
    const closed = "Esta inspección está cerrada. Un gerente puede reabrirla para cambiar sus puntos.";
    assert.ok((await (await htmlPage(sessions.manager, auditPath)).text()).includes(closed));
    const saved = await sessions.owner.call(wording, "PUT", {
      key: "checklist.lockedClosed",
      message: "Inspección cerrada: pida a un gerente que la reabra.",
    });
    assert.equal(saved.status, 200, await saved.text());
    const audit = await (await htmlPage(sessions.manager, auditPath)).text();
    assert.match(audit, /Inspección cerrada: pida a un gerente que la reabra\./);
    assert.ok(!audit.includes(closed));
  } finally {
    const reset = await sessions.owner.call(`${wording.replace("messages?", "messages/reset?")}`, "POST", {
      key: "checklist.lockedClosed",
    });
    await reset.body?.cancel();
    await sql`update shops set staff_language = 'en-US' where id = ${shop.shop.id}`;
  }
});
