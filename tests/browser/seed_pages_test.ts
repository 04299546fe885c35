// The seed (template) pages in Chromium, as a service manager uses them: open Templates, preview a tire
// shop's type, add it to the shop, find it under Inspection types, and see it matched on the comparison page.
// Screenshots of every seed page at 1280 and 390 wide, light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

let manager: Page;
/** The tire shop's template type "Tire check", which the demo shop does not have yet. */
let tireCheckId = 0;
const previewPath = () => `/demo/seed-data/inspection-types/${tireCheckId}/preview`;
const comparisonPath = () => `/demo/seed/types/${tireCheckId}/comparison`;

const fixture = browserFixture({
  roles: ["manager"],
  async setup({ sql }) {
    [{ id: tireCheckId }] = await sql<{ id: number }[]>`
      select t.id from inspection_types t join shops s on s.id = t.shop_id
      where s.uri_name = '_tire-and-lube' and t.name = 'Tire check'`;
    ({ page: manager } = await watchedTab(fixture, { user: DEMO_STAFF.manager }));
  },
});

/** The demo shop has its copy of Tire check, as adding it from the preview leaves it. */
async function tireCheckAdded(): Promise<void> {
  const copies = await fixture.sql`
    select 1 from inspection_types t join shops s on s.id = t.shop_id
    where s.uri_name = 'demo' and t.source_type_id = ${tireCheckId}`;
  if (copies.length > 0) return;
  const added = await fixture.sessions.manager.call(`/ajax/seed/types/${tireCheckId}/clone`, "POST", {
    shopUriName: "demo",
  });
  assert.equal(added.status, 201, await added.text());
}

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `seed pages: ${name}`, ...LONG_LIVED, fn });

test("the manager opens Templates and previews the tire shop's Tire check", async () => {
  await manager.goto(`${fixture.app.url}/demo`);
  // A click before the page's scripts have hydrated it can be lost on a busy machine.
  await manager.waitForSelector("html[data-hydrated]");
  // The header's one Catalogue entry opens the catalogue; its own row of sections has Templates.
  await manager.getByRole("navigation", { name: "Shop sections" }).getByRole("link", { name: "Catalogue" })
    .click();
  await manager.getByRole("navigation", { name: "Catalogue" }).getByRole("link", { name: "Templates" })
    .click();
  await manager.getByRole("heading", { level: 1, name: "Templates" }).waitFor();
  const tireAndLube = manager.locator("section", {
    has: manager.getByRole("heading", { name: "Tire and lube" }),
  });
  const row = tireAndLube.getByRole("row", { name: /Tire check/ });
  assert.equal(await row.getByRole("cell").nth(2).textContent(), "Not yet");
  await row.getByRole("link", { name: "Preview Tire check" }).click();
  await manager.getByRole("heading", { level: 1, name: "Tire check" }).waitFor();
  assert.equal(new URL(manager.url()).pathname, previewPath());
  assert.ok(await manager.getByRole("heading", { level: 3, name: "Lug nuts torqued" }).isVisible());
  assert.ok(
    await manager.getByText("A dead sensor cannot warn you when that tire is losing air").isVisible(),
  );
  assert.ok(await manager.getByText("Not in my shop yet").isVisible());
});

test("the manager adds it to the shop and finds it under Inspection types", async () => {
  await manager.goto(`${fixture.app.url}${previewPath()}`);
  await manager.waitForSelector("html[data-hydrated]");
  await manager.getByRole("button", { name: "Add Tire check to my shop" }).click();
  await manager.getByRole("status").getByText(/Added as Tire check \(\d+ new tasks, \d+ new findings\)\./)
    .waitFor();
  // The page's data is loaded again: the type now shows as the shop's, and adding it again asks first.
  await manager.getByText("In my shop as").waitFor();
  await manager.getByRole("button", { name: "Add Tire check to my shop" }).click();
  const dialog = manager.getByRole("dialog", { name: "Add another copy?" });
  await dialog.getByText('Your shop already has "Tire check".', { exact: false }).waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
  await manager.getByRole("link", { name: "Inspection types" }).click();
  await manager.getByRole("heading", { level: 1, name: "Inspection types" }).waitFor();
  await manager.getByRole("rowheader", { name: "Tire check" }).waitFor();
  assert.equal(
    await manager.getByRole("rowheader", { name: /^Tire check \(2\)/ }).count(),
    0,
    "Cancel added nothing",
  );
});

test("the comparison page shows the shop's copy as matching, task for task", async () => {
  await tireCheckAdded();
  await manager.goto(`${fixture.app.url}${previewPath()}`);
  await manager.getByRole("link", { name: "Compare with my shop" }).click();
  await manager.getByText("was added from this template type.").waitFor();
  assert.equal(new URL(manager.url()).pathname, comparisonPath());
  const summary = manager.getByRole("list", { name: "Summary" });
  assert.match(await summary.innerText(), /13\s+in both/);
  assert.match(await summary.innerText(), /0\s+only in the template/);
  assert.equal(await manager.locator("tr[data-side=both]").count(), 13);
  // The shop already had a "Tire condition" from general repair: the copy kept the shop's, and says how the
  // template's differs.
  const tireCondition = manager.getByRole("row", { name: /^Tire condition/ });
  assert.match(
    await tireCondition.innerText(),
    /Values\s+Template: Optional: Oldest DOT date \(WWYY\) \(text\)\s+Mine: No values/,
  );
});

test("screenshots of every seed page, 1280 and 390 wide, light and dark", async () => {
  await tireCheckAdded();
  const templateShop = (await fixture.sql<{ id: number }[]>`
    select id from shops where uri_name = '_fleet-diesel'`)[0].id;
  const pages: Array<[string, string]> = [
    ["seed-index", "/demo/seed"],
    ["seed-tasks", `/demo/seed/tasks?shopId=${templateShop}`],
    ["seed-preview", previewPath()],
    ["seed-comparison", comparisonPath()],
    ["seed-shop-comparison", `/demo/seed/shop-types/${templateShop}/comparison`],
  ];
  for (const [name, path] of pages) {
    await manager.goto(`${fixture.app.url}${path}`);
    await manager.waitForSelector("html[data-hydrated]");
    await screenshots(manager, name);
  }
});
