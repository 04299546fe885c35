// Issue 5's whole story in one browser, as a multi-shop owner who is also the service manager lives it: a new
// shop takes an inspection type from the tire-and-lube template, reorders its categories and a category's
// tasks by drag, adds a finding, switches a task off, and publishes the type to its tenant shop; the tenant's
// owner detaches the copy; the compare pages of both shops show the result. One story, so one test whose
// stages are its steps.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createShop, createUser, setParentShop } from "../../modules/shops/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { screenshotPath, signIn, USER_AGENT } from "../support/browser.ts";
import { categoriesPage } from "../support/categories_page.ts";
import { browserFixture, watchedTab } from "../support/browser_fixture.ts";

let page: Page;
const OWNER = { email: "hana@harbor.example", password: "harbor-owner-2026" };
const TENANT_OWNER = { email: "eli@harbor-east.example", password: "east-owner-2026" };
let categoriesAfterDrag: string[] = [];
let switchedOff = "";

const test = (name: string, fn: (t: Deno.TestContext) => Promise<void>) =>
  Deno.test({ name: `catalogue journey: ${name}`, ...LONG_LIVED, fn });

const { categoryNames, categoryGroup, taskNames, dragAbove, dragTaskToTop } = categoriesPage(() => page);

async function openPage(on: Page, path: string) {
  await on.goto(`${fixture.app.url}${path}`);
  await on.waitForSelector("html[data-hydrated]");
}

async function taskId(shop: string, name: string): Promise<number> {
  const [row] = await fixture.sql<{ id: number }[]>`
    select k.id from tasks k join shops s on s.id = k.shop_id where s.uri_name = ${shop} and k.name = ${name}`;
  return row.id;
}

const fixture = browserFixture({
  async setup({ sql }) {
    const harbor = await createShop(sql, { uriName: "harbor", name: "Harbor Tire & Lube" });
    const east = await createShop(sql, { uriName: "harbor-east", name: "Harbor East" });
    await setParentShop(sql, east.id, harbor.id);
    const roles = { isAdministrator: true, isManager: true, isMechanic: false };
    await createUser(sql, { shopId: harbor.id, ...OWNER, displayName: "Hana Harbor", roles });
    await createUser(sql, { shopId: east.id, ...TENANT_OWNER, displayName: "Eli East", roles });
    ({ page } = await watchedTab(fixture, { user: OWNER }));
  },
});

test("the owner takes a template type, reorders, adds a finding, publishes; the tenant detaches", async (t) => {
  await t.step({
    name: "the owner takes the template's Tire check into the empty shop",
    ...LONG_LIVED,
    fn: async () => {
      await openPage(page, "/harbor/inspection-types");
      assert.equal(await page.locator("table.types-table tbody").count(), 0, "a new shop has no types");
      await page.getByRole("navigation", { name: "Catalogue" }).getByRole("link", { name: "Templates" })
        .click();
      await page.getByRole("heading", { level: 1, name: "Templates" }).waitFor();
      await page.getByRole("button", { name: "Add Tire check to my shop" }).click();
      await page.getByRole("status").filter({ hasText: "Added as Tire check" }).waitFor();
      await openPage(page, "/harbor/inspection-types");
      await page.getByRole("link", { name: "Tire check", exact: true }).waitFor();
    },
  });
  await t.step({
    name: "the categories are reordered by drag, and a category's tasks too; a reload keeps both",
    ...LONG_LIVED,
    fn: async () => {
      await openPage(page, "/harbor/categories");
      const before = await categoryNames();
      assert.ok(before.length >= 2, `the type brought its categories: ${before}`);
      const last = before[before.length - 1];
      const saved = page.waitForResponse((r) => r.url().endsWith("/ajax/categories/reorder"));
      await dragAbove(
        categoryGroup(last).getByRole("button", { name: `Move ${last}` }),
        categoryGroup(before[0]),
      );
      assert.equal((await saved).status(), 204);
      categoriesAfterDrag = [last, ...before.slice(0, -1)];
      assert.deepEqual(await categoryNames(), categoriesAfterDrag);

      const tires = "Tires and wheels";
      const tasks = await dragTaskToTop(tires, 2);
      const expected = [tasks[2], tasks[0], tasks[1], ...tasks.slice(3)];
      await page.reload();
      await page.waitForSelector("html[data-hydrated]");
      assert.deepEqual(await categoryNames(), categoriesAfterDrag);
      assert.deepEqual(await taskNames(tires), expected);
      switchedOff = expected.findLast((name) => name !== "Tire tread depth")!;
    },
  });
  await t.step({
    name: "a finding is added to a task, and a task is switched off",
    ...LONG_LIVED,
    fn: async () => {
      const id = await taskId("harbor", "Tire tread depth");
      await openPage(page, `/harbor/tasks/${id}/findings/add`);
      await page.getByLabel("Finding").fill("Tread cupped on the inner edge");
      await page.getByLabel("Explanation for the customer").fill(
        "Cupped tread is a sign of worn suspension parts; the tire wears out early and gets noisy.",
      );
      await page.getByRole("button", { name: "Add finding" }).click();
      await page.getByText("Tread cupped on the inner edge").waitFor();

      await openPage(page, `/harbor/tasks?search=${encodeURIComponent(switchedOff)}`);
      const saved = page.waitForResponse((r) => /\/ajax\/tasks\/\d+\/status$/.test(r.url()));
      await page.getByLabel(`${switchedOff} is active`, { exact: true }).uncheck();
      assert.equal((await saved).status(), 200);
    },
  });
  await t.step({
    name: "the type is published to the tenant shop, whose owner detaches the copy",
    ...LONG_LIVED,
    fn: async () => {
      await openPage(page, "/harbor/inspection-types");
      await page.getByRole("link", { name: "Tire check", exact: true }).click();
      await page.getByRole("heading", { name: "Tenant shops" }).waitFor();
      await page.getByLabel("Select Harbor East").check();
      await page.getByRole("button", { name: "Publish to selected shops" }).click();
      await page.getByText("Published to Harbor East.").waitFor();

      const east = await fixture.browser.newContext({
        userAgent: USER_AGENT,
        viewport: { width: 390, height: 844 },
      });
      const tab = await east.newPage();
      await signIn(tab, fixture.app.url, TENANT_OWNER.email, TENANT_OWNER.password);
      await openPage(tab, "/harbor-east/inspection-types");
      await tab.getByText("From Harbor Tire & Lube").waitFor();
      // The published copy brought the new finding, and not the task switched off before publishing.
      const copied = await taskId("harbor-east", "Tire tread depth");
      await openPage(tab, `/harbor-east/tasks/${copied}/findings`);
      await tab.getByText("Tread cupped on the inner edge").waitFor();
      // On the phone, the catalogue's row of sections scrolls the current one into view.
      await openPage(tab, "/harbor-east/priorities");
      const prioritiesTab = tab.getByRole("navigation", { name: "Catalogue" }).getByRole("link", {
        name: "Priorities",
      });
      await tab.waitForFunction(() => {
        const current = document.querySelector(".section-nav [aria-current=page]")?.getBoundingClientRect();
        return current !== undefined && current.left >= 0 && current.right <= innerWidth;
      });
      assert.equal(await prioritiesTab.getAttribute("aria-current"), "page");
      const [{ count }] = await fixture.sql<{ count: number }[]>`
        select count(*)::int as count from tasks k join shops s on s.id = k.shop_id
        where s.uri_name = 'harbor-east' and k.name = ${switchedOff}`;
      assert.equal(count, 0);

      await openPage(tab, "/harbor-east/inspection-types");
      await tab.getByRole("link", { name: "Tire check", exact: true }).click();
      await tab.getByText(/^Managed by Harbor Tire & Lube\. Detach it to change it\.$/).waitFor();
      await tab.getByRole("button", { name: "Detach" }).click();
      await tab.getByRole("dialog").getByRole("button", { name: "Detach" }).click();
      await tab.getByText("Detached", { exact: true }).waitFor();
      assert.equal(await tab.getByLabel("Name").isDisabled(), false, "the copy is the tenant's own now");
      await tab.screenshot({ path: await screenshotPath("journey-tenant-detached-phone"), fullPage: true });
      await east.close();

      await page.reload();
      await page.locator(".tenant-shops tbody tr", { hasText: "Harbor East" }).getByText("Detached")
        .waitFor();
    },
  });
  await t.step({
    name: "the compare page shows the type in the new category order, the switched-off task only when asked",
    ...LONG_LIVED,
    fn: async () => {
      await openPage(page, "/harbor/inspection-types/compare");
      const columns = await page.locator(".compare-table thead th a").allTextContents();
      assert.deepEqual(columns, ["Tire check"]);
      const categories = await page.locator(".compare-table tr.compare-category").allTextContents();
      assert.equal(categories[0].trim(), categoriesAfterDrag[0], "the dragged category comes first");
      assert.equal(await page.getByRole("rowheader", { name: switchedOff, exact: true }).count(), 0);
      await page.getByLabel("Show inactive tasks").check();
      await page.waitForURL(/showInactiveTasks=1/);
      await page.getByRole("rowheader", { name: new RegExp(`^${switchedOff}`) }).waitFor();
      await page.screenshot({ path: await screenshotPath("journey-compare-desktop"), fullPage: true });
    },
  });
});
