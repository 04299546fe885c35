import assert from "node:assert/strict";
import { ConflictError, ForbiddenError, InputError, NotFoundError } from "@platform/errors.ts";
import { catalogShop } from "../../../tests/support/catalog_shop.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { shopContextFor } from "../../../tests/support/shop_context.ts";
import { viewerOf } from "../../../tests/support/viewers.ts";
import { loadPriorities, loadPriority } from "./priorities_pages.server.ts";
import { reorderRows } from "../reorder.ts";
import { createPriority, setPriorityActive, updatePriority } from "./save_priority.ts";

dbTest(
  "a priority is added last with a tidy name and a lower-case color; names are unique in the shop",
  async ({ sql }) => {
    const s = await catalogShop(sql);
    const id = await createPriority(sql, s.ownerAccess, {
      name: "  Next   visit ",
      colour: "#ABCDEF",
      isActive: true,
    });
    const page = await loadPriorities(
      await shopContextFor(sql, viewerOf(s.mechanic), s.shop.uriName, "catalog.view"),
    );
    assert.deepEqual(page.priorities.map((p) => p.name), ["Safety", "Soon", "Next visit"]);
    assert.equal(page.priorities[2].colour, "#abcdef");
    assert.equal(page.canManage, false);
    await assert.rejects(
      createPriority(sql, s.ownerAccess, { name: "SOON", colour: "#000000", isActive: true }),
      (error) =>
        error instanceof ConflictError && error.message === 'There is already a priority named "SOON".',
    );
    // Another shop may use the name.
    const other = await catalogShop(sql);
    await createPriority(sql, other.ownerAccess, { name: "Next visit", colour: "#000000", isActive: true });
    await updatePriority(sql, s.ownerAccess, id, { name: "next VISIT", colour: "#123456", isActive: false });
    const edited = await loadPriority(
      await shopContextFor(sql, viewerOf(s.owner), s.shop.uriName, "catalog.view"),
      id,
    );
    assert.deepEqual(
      { name: edited.priority.name, colour: edited.priority.colour, isActive: edited.priority.isActive },
      { name: "next VISIT", colour: "#123456", isActive: false },
      "its own name in another case",
    );
    await assert.rejects(
      updatePriority(sql, s.ownerAccess, id, { name: "Safety", colour: "#123456", isActive: true }),
      ConflictError,
    );
  },
);

dbTest("bad priority fields are refused with a message", async ({ sql }) => {
  const s = await catalogShop(sql);
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: "  ", colour: "#000000" }, "Give the priority a name."],
    [{ name: "x".repeat(81), colour: "#000000" }, "Keep the name to 80 characters; this one has 81."],
    [{ name: "Later", colour: "blue" }, "Choose a color, written #rrggbb."],
    [{ name: "Later", colour: "#12345" }, "Choose a color, written #rrggbb."],
  ];
  for (const [input, message] of cases) {
    await assert.rejects(
      createPriority(sql, s.ownerAccess, { ...input, isActive: true }),
      (error) => error instanceof InputError && error.message === message,
    );
  }
});

dbTest("priorities reorder and switch off and on within their shop only", async ({ sql }) => {
  const s = await catalogShop(sql);
  await sql.begin((tx) => reorderRows(tx, "priorities", s.shop.id, [s.priorities.soon]));
  assert.deepEqual(
    (await loadPriorities(await shopContextFor(sql, viewerOf(s.owner), s.shop.uriName, "catalog.view")))
      .priorities.map((p) => p.name),
    [
      "Soon",
      "Safety",
    ],
  );
  assert.equal((await setPriorityActive(sql, s.ownerAccess, s.priorities.safety, false)).isActive, false);
  assert.equal((await setPriorityActive(sql, s.ownerAccess, s.priorities.safety, true)).isActive, true);
  const other = await catalogShop(sql);
  await assert.rejects(setPriorityActive(sql, other.ownerAccess, s.priorities.safety, false), NotFoundError);
  await assert.rejects(
    updatePriority(sql, other.ownerAccess, s.priorities.safety, {
      name: "X",
      colour: "#000000",
      isActive: true,
    }),
    NotFoundError,
  );
  await assert.rejects(
    sql.begin((tx) => reorderRows(tx, "priorities", other.shop.id, [s.priorities.safety])),
    NotFoundError,
  );
  await assert.rejects(
    async () =>
      loadPriority(
        await shopContextFor(sql, viewerOf(other.owner), s.shop.uriName, "catalog.view"),
        s.priorities.safety,
      ),
    NotFoundError,
  );
  // The add page's gate: catalog.manage.
  await assert.rejects(
    shopContextFor(sql, viewerOf(s.mechanic), s.shop.uriName, "catalog.manage"),
    ForbiddenError,
  );
  const [row] = await sql`select is_active from priorities where id = ${s.priorities.safety}`;
  assert.equal(row.is_active, true, "the other shop changed nothing");
});
