import assert from "node:assert/strict";
import { ConflictError, ForbiddenError, InputError, NotFoundError } from "@platform/errors.ts";
import { catalogShop } from "../../../tests/support/catalog_shop.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { shopContextFor } from "../../../tests/support/shop_context.ts";
import { viewerOf } from "../../../tests/support/viewers.ts";
import { createFinding } from "./create_finding.ts";
import { loadEditFinding, loadFindingsList, loadTaskFindings } from "./findings_pages.server.ts";
import { readFindingsSearch } from "./findings_search.ts";
import { reorderRows } from "../reorder.ts";
import { auditFindings, setFindingActive } from "./set_finding_status.ts";
import { updateFinding } from "./update_finding.ts";

dbTest("a manager adds a finding with every field; the same text again is a clash", async ({ sql }) => {
  const s = await catalogShop(sql);
  const { finding, created } = await createFinding(sql, s.ownerAccess, s.tasks.pads, {
    text: "  Front pads at 3 mm —   replace soon ",
    status: "audited",
    explanation: "Pads wear down with every stop.",
    recommendation: "Replace the front pads.",
    priorityId: String(s.priorities.soon),
  }, "catalog");
  assert.equal(created, true);
  assert.equal(finding.text, "Front pads at 3 mm — replace soon", "spaces tidied");
  assert.equal(finding.status, "audited");
  assert.equal(finding.priorityName, "Soon");
  assert.equal(finding.createdById, s.owner.id);
  await assert.rejects(
    createFinding(sql, s.ownerAccess, s.tasks.pads, {
      text: "FRONT PADS AT 3 MM — REPLACE SOON",
      status: "new",
    }, "catalog"),
    (error) =>
      error instanceof ConflictError && /Front brake pads already has the finding/.test(error.message),
  );
  // The same text on another task is another finding.
  const other = await createFinding(
    sql,
    s.ownerAccess,
    s.tasks.rotors,
    { text: finding.text, status: "new" },
    "catalog",
  );
  assert.equal(other.created, true);
});

dbTest("bad finding fields are refused with a message", async ({ sql }) => {
  const s = await catalogShop(sql);
  const add = (input: Record<string, unknown>) =>
    createFinding(
      sql,
      s.ownerAccess,
      s.tasks.pads,
      { text: "Pads worn", status: "new", ...input },
      "catalog",
    );
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ text: "   " }, /Write the finding/],
    [{ text: "x".repeat(301) }, /300 characters; this one has 301/],
    [{ status: "maybe" }, /"maybe" is not a finding status/],
    [{ explanation: "x".repeat(2001) }, /explanation to 2000/],
    [{ priorityId: "999999999" }, /active priorities/],
    [{ priorityId: "abc" }, /active priorities/],
  ];
  for (const [input, message] of cases) {
    await assert.rejects(add(input), (error) => error instanceof InputError && message.test(error.message));
  }
  const otherShop = await catalogShop(sql);
  await assert.rejects(
    add({ priorityId: String(otherShop.priorities.safety) }),
    InputError,
    "another shop's priority is not one of this shop's",
  );
  await assert.rejects(
    createFinding(sql, s.ownerAccess, otherShop.tasks.pads, { text: "Pads", status: "new" }, "catalog"),
    (error) => error instanceof NotFoundError && error.message === "There is no such task in this shop.",
  );
});

dbTest(
  "a finding from the checklist is new, takes the task's default priority, and a resend answers the same finding",
  async ({ sql }) => {
    const s = await catalogShop(sql);
    await sql`update tasks set default_priority_id = ${s.priorities.safety} where id = ${s.tasks.pads}`;
    const first = await createFinding(sql, s.mechanicAccess, s.tasks.pads, {
      text: "Pads at 2 mm",
      status: "audited",
      explanation: "ignored from the checklist",
    }, "checklist");
    assert.equal(first.created, true);
    assert.equal(first.finding.status, "new");
    assert.equal(first.finding.explanation, "");
    assert.equal(first.finding.priorityId, s.priorities.safety);
    assert.equal(first.finding.creatorName, "Carl Mechanic");
    const again = await createFinding(
      sql,
      s.mechanicAccess,
      s.tasks.pads,
      { text: "pads at 2 MM" },
      "checklist",
    );
    assert.equal(again.created, false);
    assert.equal(again.finding.id, first.finding.id);
    await sql`update tasks set conclusion_mode = 'none' where id = ${s.tasks.rotors}`;
    await assert.rejects(
      createFinding(sql, s.mechanicAccess, s.tasks.rotors, { text: "Scored" }, "checklist"),
      (error) =>
        error instanceof InputError &&
        error.message === 'Rotors takes no findings: its findings setting is "No findings".',
    );
    const chosen = await createFinding(sql, s.mechanicAccess, s.tasks.pads, {
      text: "Pads glazed",
      priorityId: s.priorities.soon,
    }, "checklist");
    assert.equal(chosen.finding.priorityId, s.priorities.soon);
  },
);

dbTest(
  "editing keeps what is left out, refuses a clash, and an inactive priority stays only where it was",
  async ({ sql }) => {
    const s = await catalogShop(sql);
    const make = async (text: string) =>
      (await createFinding(sql, s.ownerAccess, s.tasks.pads, {
        text,
        status: "new",
        priorityId: s.priorities.soon,
      }, "catalog"))
        .finding;
    const a = await make("Pads at 3 mm");
    const b = await make("Pads at 5 mm");
    const edited = await updateFinding(sql, s.ownerAccess, a.id, { explanation: "Thin pads stop slower." });
    assert.equal(edited.text, "Pads at 3 mm");
    assert.equal(edited.explanation, "Thin pads stop slower.");
    assert.equal(edited.priorityId, s.priorities.soon);
    assert.ok(edited.updatedAt >= a.updatedAt);
    await assert.rejects(updateFinding(sql, s.ownerAccess, a.id, { text: "pads at 5 mm" }), ConflictError);
    assert.equal(
      (await updateFinding(sql, s.ownerAccess, a.id, { text: "Pads At 3 mm" })).text,
      "Pads At 3 mm",
      "its own text in another case",
    );
    await sql`update priorities set is_active = false where id = ${s.priorities.soon}`;
    await updateFinding(sql, s.ownerAccess, b.id, {
      priorityId: String(s.priorities.soon),
      status: "legacy",
    });
    await assert.rejects(
      updateFinding(sql, s.ownerAccess, b.id, { priorityId: String(s.priorities.safety) }).then(() =>
        createFinding(sql, s.ownerAccess, s.tasks.pads, {
          text: "New",
          status: "new",
          priorityId: s.priorities.soon,
        }, "catalog")
      ),
      InputError,
    );
    const otherShop = await catalogShop(sql);
    await assert.rejects(updateFinding(sql, otherShop.ownerAccess, a.id, { text: "x" }), NotFoundError);
  },
);

dbTest(
  "the status toggle archives, and switching back on audits; Mark audited needs one shop and the role",
  async ({ sql }) => {
    const s = await catalogShop(sql);
    const { finding } = await createFinding(
      sql,
      s.mechanicAccess,
      s.tasks.pads,
      { text: "Squeal" },
      "checklist",
    );
    assert.equal(
      (await setFindingActive(sql, s.ownerAccess, finding.id, true)).status,
      "new",
      "on stays new",
    );
    assert.equal((await setFindingActive(sql, s.ownerAccess, finding.id, false)).status, "archived");
    assert.equal((await setFindingActive(sql, s.ownerAccess, finding.id, true)).status, "audited");
    const second =
      (await createFinding(sql, s.mechanicAccess, s.tasks.rotors, { text: "Scored" }, "checklist")).finding;
    await assert.rejects(auditFindings(sql, viewerOf(s.mechanic), [second.id]), ForbiddenError);
    const otherShop = await catalogShop(sql);
    const foreign = (await createFinding(
      sql,
      otherShop.ownerAccess,
      otherShop.tasks.pads,
      { text: "X", status: "new" },
      "catalog",
    )).finding;
    await assert.rejects(
      auditFindings(sql, viewerOf(s.owner), [second.id, foreign.id]),
      NotFoundError,
      "two shops",
    );
    await assert.rejects(auditFindings(sql, viewerOf(s.owner), [second.id, 999999999]), NotFoundError);
    assert.equal(await auditFindings(sql, viewerOf(s.owner), [second.id, finding.id]), 2);
    const [row] = await sql`select status from findings where id = ${second.id}`;
    assert.equal(row.status, "audited");
  },
);

dbTest(
  "a task's findings page lists them in the saved order; another task's finding is not its to edit",
  async ({ sql }) => {
    const s = await catalogShop(sql);
    const ids: number[] = [];
    for (const text of ["First", "Second", "Third"]) {
      ids.push(
        (await createFinding(sql, s.ownerAccess, s.tasks.pads, { text, status: "audited" }, "catalog"))
          .finding.id,
      );
    }
    await sql.begin((tx) => reorderRows(tx, "findings", s.shop.id, [ids[2], ids[0]]));
    const page = await loadTaskFindings(
      await shopContextFor(sql, viewerOf(s.mechanic), s.shop.uriName, "catalog.view"),
      s.tasks.pads,
    );
    assert.deepEqual(page.findings.map((f) => [f.text, f.position]), [["Third", 1], ["First", 2], [
      "Second",
      3,
    ]]);
    assert.equal(page.canManage, false);
    assert.equal(page.findings[0].creator, "Olga Owner");
    const edit = await loadEditFinding(
      await shopContextFor(sql, viewerOf(s.owner), s.shop.uriName, "catalog.view"),
      ids[0],
      s.tasks.pads,
    );
    assert.equal(edit.finding?.text, "First");
    assert.deepEqual(edit.priorities.map((p) => p.name), ["Safety", "Soon"]);
    await assert.rejects(
      async () =>
        loadEditFinding(
          await shopContextFor(sql, viewerOf(s.owner), s.shop.uriName, "catalog.view"),
          ids[0],
          s.tasks.rotors,
        ),
      NotFoundError,
    );
    await assert.rejects(
      async () =>
        loadTaskFindings(
          await shopContextFor(sql, viewerOf(s.owner), s.shop.uriName, "catalog.view"),
          999999999,
        ),
      NotFoundError,
    );
  },
);

dbTest(
  "the findings list filters, orders and pages in SQL, every parameter doing what its name says",
  async ({ sql }) => {
    const s = await catalogShop(sql);
    const add = async (
      text: string,
      task: number,
      status: string,
      createdBy: number,
      createdAt: string,
      extra: { explanation?: string; recommendation?: string; priorityId?: number | null } = {},
    ) => {
      await sql`
      insert into findings (shop_id, task_id, text, status, created_by_user_id, created_at, updated_at,
                            explanation, recommendation, priority_id, sort_order)
      values (${s.shop.id}, ${task}, ${text}, ${status}, ${createdBy}, ${createdAt}, ${createdAt},
              ${extra.explanation ?? ""}, ${extra.recommendation ?? ""}, ${extra.priorityId ?? null},
              (select coalesce(max(sort_order) + 1, 1) from findings where task_id = ${task}))`;
    };
    const { pads, rotors, tread } = s.tasks;
    // Chicago is UTC-6 in January: 2026-01-10 05:30 UTC is still the 9th there.
    await add("Pads at 3 mm", pads, "new", s.mechanic.id, "2026-01-10T05:30:00Z", {
      priorityId: s.priorities.soon,
    });
    await add("Pads glazed", pads, "audited", s.owner.id, "2026-01-10T12:00:00Z", {
      explanation: "Glazing lowers grip",
      priorityId: s.priorities.safety,
    });
    await add("Pads 100% gone", pads, "legacy", s.owner.id, "2026-01-11T12:00:00Z", {
      recommendation: "Replace now",
    });
    await add("Rotor scored", rotors, "archived", s.mechanic.id, "2026-01-12T12:00:00Z");
    await add("Tread low", tread, "audited", s.owner.id, "2026-01-13T12:00:00Z");
    const list = async (query: Record<string, unknown>) => {
      const page = await loadFindingsList(
        await shopContextFor(sql, viewerOf(s.owner), s.shop.uriName, "catalog.view"),
        readFindingsSearch(query),
      );
      assert.equal(page.error, null, JSON.stringify(query));
      return page;
    };
    const texts = async (query: Record<string, unknown>) => (await list(query)).findings.map((f) => f.text);

    assert.deepEqual(
      await texts({}),
      ["Pads 100% gone", "Pads glazed", "Pads at 3 mm"],
      "new, audited, legacy of active tasks, newest first",
    );
    assert.deepEqual(await texts({ fo: 1 }), [
      "Rotor scored",
      "Pads 100% gone",
      "Pads glazed",
      "Pads at 3 mm",
    ]);
    assert.deepEqual(await texts({ fn: 0, fa: 0, fl: 0, fo: 1 }), ["Rotor scored"]);
    assert.deepEqual(await texts({ fn: 0 }), ["Pads 100% gone", "Pads glazed"]);
    assert.deepEqual(await texts({ fa: 0, fl: "0" }), ["Pads at 3 mm"]);
    assert.deepEqual(
      await texts({ a: 1, fa: 1, fn: 0, fl: 0 }),
      ["Tread low", "Pads glazed"],
      "a=1 adds the inactive category's",
    );
    assert.deepEqual(await texts({ search: "pads" }), ["Pads 100% gone", "Pads glazed", "Pads at 3 mm"]);
    assert.deepEqual(await texts({ search: "GRIP" }), ["Pads glazed"], "the explanation");
    assert.deepEqual(await texts({ search: "replace" }), ["Pads 100% gone"], "the recommendation");
    assert.deepEqual(
      await texts({ search: "front 3" }),
      ["Pads at 3 mm"],
      "every word, one in the task's name",
    );
    assert.deepEqual(await texts({ search: "100%" }), ["Pads 100% gone"], "% is matched literally");
    assert.deepEqual(await texts({ search: "pads_" }), [], "_ is matched literally");
    assert.deepEqual(await texts({ createdBy: s.mechanic.id, fo: 1 }), ["Rotor scored", "Pads at 3 mm"]);
    assert.deepEqual(await texts({ categoryId: s.categories.tires, a: 1 }), ["Tread low"]);
    assert.deepEqual(
      await texts({ from: "2026-01-10", to: "2026-01-10" }),
      ["Pads glazed"],
      "the shop's days",
    );
    assert.deepEqual(await texts({ to: "2026-01-09" }), ["Pads at 3 mm"]);
    assert.deepEqual(await texts({ from: "2026-01-11", fo: 1 }), ["Rotor scored", "Pads 100% gone"]);

    assert.deepEqual(await texts({ orderBy: "text" }), ["Pads 100% gone", "Pads at 3 mm", "Pads glazed"]);
    assert.deepEqual(await texts({ orderBy: "text", asc: 0 }), [
      "Pads glazed",
      "Pads at 3 mm",
      "Pads 100% gone",
    ]);
    assert.deepEqual(await texts({ orderBy: "created", asc: 1 }), [
      "Pads at 3 mm",
      "Pads glazed",
      "Pads 100% gone",
    ]);
    assert.deepEqual(await texts({ orderBy: "status", fo: 1 }), [
      "Pads at 3 mm",
      "Pads glazed",
      "Pads 100% gone",
      "Rotor scored",
    ]);
    assert.deepEqual(
      await texts({ orderBy: "priority" }),
      ["Pads glazed", "Pads at 3 mm", "Pads 100% gone"],
      "no priority last",
    );
    assert.deepEqual(await texts({ orderBy: "priority", asc: 0 }), [
      "Pads at 3 mm",
      "Pads glazed",
      "Pads 100% gone",
    ], "no priority last");
    assert.deepEqual(await texts({ orderBy: "task", fo: 1 }), [
      "Pads at 3 mm",
      "Pads glazed",
      "Pads 100% gone",
      "Rotor scored",
    ]);
    assert.deepEqual(await texts({ orderBy: "category", asc: 0, a: 1 }), [
      "Tread low",
      "Pads at 3 mm",
      "Pads glazed",
      "Pads 100% gone",
    ]);

    const first = await list({ orderBy: "text", pageSize: 2, fo: 1 });
    assert.deepEqual(first.findings.map((f) => f.text), ["Pads 100% gone", "Pads at 3 mm"]);
    assert.equal(first.total, 4);
    const second = await list({ orderBy: "text", pageSize: 2, page: 2, fo: 1 });
    assert.deepEqual(second.findings.map((f) => f.text), ["Pads glazed", "Rotor scored"]);
    assert.equal(second.total, 4);
    const beyond = await list({ pageSize: 2, page: 9 });
    assert.deepEqual([beyond.findings.length, beyond.total], [0, 3]);

    const columns = await list({ ico: 1, orderBy: "text" });
    assert.deepEqual(columns.findings.map((f) => f.position), [3, 1, 2], "the place within its task");
    assert.deepEqual(columns.filter?.columns, {
      creator: true,
      createdAt: true,
      lastEdited: false,
      order: true,
    });
    assert.equal((await list({ c: 1 })).filter?.customerColumns, true);
    assert.equal(columns.findings[0].created, "Jan 11, 2026, 6:00 AM", "in the shop's time zone");
    assert.deepEqual(columns.members.map((m) => m.name), ["Carl Mechanic", "Olga Owner"]);
    assert.deepEqual(columns.categories.map((c) => [c.name, c.isActive]), [["Brakes", true], [
      "Old tires",
      false,
    ]]);
  },
);

dbTest("the findings list refuses a query it cannot answer, saying which value is wrong", async ({ sql }) => {
  const s = await catalogShop(sql);
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ page: 0 }, 'page must be a whole number from 1 to 100000; "0" is not.'],
    [{ pageSize: 1000 }, 'pageSize must be a whole number from 1 to 200; "1000" is not.'],
    [
      { orderBy: "nonsense" },
      'orderBy must be one of text, task, category, created, status, priority; "nonsense" is not.',
    ],
    [
      { from: "2026-02-01", to: "2026-01-01" },
      'The "from" date (2026-02-01) is after the "to" date (2026-01-01).',
    ],
    [{ from: "2026-02-30" }, 'from must be a date written YYYY-MM-DD; "2026-02-30" is not.'],
    [{ to: "yesterday" }, 'to must be a date written YYYY-MM-DD; "yesterday" is not.'],
    [{ fn: "yes" }, "fn must be 1 or 0."],
    [{ asc: 2 }, "asc must be 1 or 0."],
    [{ categoryId: "x" }, 'categoryId must be a whole number from 1 to 2147483647; "x" is not.'],
  ];
  for (const [query, message] of cases) {
    const page = await loadFindingsList(
      await shopContextFor(sql, viewerOf(s.owner), s.shop.uriName, "catalog.view"),
      readFindingsSearch(query),
    );
    assert.equal(page.error, message);
    assert.equal(page.filter, null);
    assert.ok(page.categories.length > 0, "the filters can still be shown");
  }
  const repeated = readFindingsSearch({ fn: ["0", "1"], search: "  pads " });
  assert.deepEqual({ ...repeated }, { fn: "1", search: "pads" }, "a checkbox's 1 after its hidden 0 wins");
});
