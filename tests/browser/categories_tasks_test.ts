// The categories and tasks pages in Chromium, as a shop manager uses them: reorder categories and the tasks
// inside one by dragging with the mouse (the order survives a reload), open one category from a link, add a
// task with two values while the form says live which combination it refuses (in the shop's staff language
// too), and switch a task off so that only "show inactive" lists it. Screenshots at 1280 and 390 wide, light
// and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { accessibilityViolations } from "../support/axe.ts";
import { screenshotPath, signIn, USER_AGENT } from "../support/browser.ts";
import { categoriesPage } from "../support/categories_page.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

let page: Page;
const TREAD_TASK = "Tire tread depth, all four";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `categories and tasks pages: ${name}`, ...LONG_LIVED, fn });

const { categoriesTable, categoryNames, categoryGroup, taskNames, dragAbove, dragTaskToTop } = categoriesPage(
  () => page,
);

async function openPage(path: string) {
  await page.goto(`${fixture.app.url}${path}`);
  await page.waitForSelector("html[data-hydrated]");
}

const fixture = browserFixture({
  roles: ["manager"],
  async setup() {
    ({ page } = await watchedTab(fixture, { user: DEMO_STAFF.manager }));
  },
});

/** The first category on the categories page (once the manager has reordered them, the one moved up). */
async function firstCategory(): Promise<string> {
  await openPage("/demo/categories");
  return (await categoryNames())[0];
}

/** The task the form test adds, in the first category, for a test run without it. */
async function treadTaskAdded(): Promise<void> {
  if ((await fixture.sql`select 1 from tasks where name = ${TREAD_TASK}`).length > 0) return;
  const [{ id }] = await fixture.sql<{ id: number }[]>`
    select c.id from categories c join shops s on s.id = c.shop_id
    where s.uri_name = 'demo' and c.name = ${await firstCategory()}`;
  const manager = fixture.sessions.manager;
  await manager.page("/demo/tasks/add");
  const added = await manager.postForm("/demo/tasks/add", {
    name: TREAD_TASK,
    categoryId: String(id),
    isActive: "1",
    taskType: "pwf",
    conclusionMode: "wf-optional",
    mediaMode: "optional",
    notesMode: "optional",
    valueMode: "required",
    value1Label: "Left front (32nds)",
    value1Type: "number",
    value2Label: "Measured on",
    value2Type: "date",
    notifyMode: "relevant",
  });
  assert.equal(added.status, 303, await added.text());
}

test("the manager drags a category above the first (the order survives a reload), and moves it by keyboard", async () => {
  await openPage("/demo/categories");
  const before = await categoryNames();
  assert.ok(before.length >= 3, `the demo catalogue has categories: ${before}`);
  const saved = page.waitForResponse((r) => r.url().endsWith("/ajax/categories/reorder"));
  await dragAbove(
    categoryGroup(before[2]).getByRole("button", { name: `Move ${before[2]}` }),
    categoryGroup(before[0]),
  );
  assert.equal((await saved).status(), 204);
  const expected = [before[2], before[0], before[1], ...before.slice(3)];
  assert.deepEqual(await categoryNames(), expected);
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  assert.deepEqual(await categoryNames(), expected);

  // The keyboard moves it too: down one place, and back up.
  const handle = categoryGroup(expected[0]).getByRole("button", { name: `Move ${expected[0]}` });
  for (
    const [key, order] of [["ArrowDown", [expected[1], expected[0], ...expected.slice(2)]], [
      "ArrowUp",
      expected,
    ]] as const
  ) {
    const moved = page.waitForResponse((r) => r.url().endsWith("/ajax/categories/reorder"));
    await handle.press(key);
    assert.equal((await moved).status(), 204);
    assert.deepEqual(await categoryNames(), order);
  }
});

test("inside an open category, a task dragged to the top stays there after a reload", async () => {
  const first = await firstCategory();
  const tasks = await dragTaskToTop(first, 1);
  const group = categoryGroup(first);
  const expected = [tasks[1], tasks[0], ...tasks.slice(2)];
  assert.deepEqual(await taskNames(first), expected);
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  // The hash kept the category open.
  // The hash opens it once the page has hydrated, not in the server's HTML: waited for, not read at once.
  await group.locator("tr.details-row").waitFor({ state: "visible", timeout: 10_000 });
  assert.deepEqual(await taskNames(first), expected);
  await page.screenshot({ path: await screenshotPath("categories-reordered-desktop-light"), fullPage: true });
});

test("openCategory opens that category alone and scrolls it into view; the hash keeps it", async () => {
  await openPage("/demo/categories");
  const names = await categoryNames();
  const last = names[names.length - 1];
  const id = await categoryGroup(last).getAttribute("data-sort-id");
  await openPage(`/demo/categories?openCategory=${id}`);
  await page.waitForURL((url) => !url.search.includes("openCategory") && url.hash === `#details=${id}`);
  const details = categoryGroup(last).locator("tr.details-row");
  assert.ok(await details.isVisible());
  assert.equal(await categoriesTable().locator("tr.details-row:visible").count(), 1, "the others are closed");
  assert.ok(await details.evaluate((el) => el.getBoundingClientRect().top < innerHeight));
});

test("a new task with two values; a refused combination is named as the form changes", async () => {
  const category = await firstCategory();
  await openPage("/demo/tasks/add");
  await page.getByLabel("Name").fill(TREAD_TASK);
  await page.getByLabel("Category").selectOption({ label: category });
  await page.getByLabel("Values", { exact: true }).selectOption("required");
  const problems = page.locator(".task-problems");
  await problems.getByText('Name at least one value, or set the value mode to "No values".').waitFor();
  const save = page.getByRole("button", { name: "Add task" });
  assert.ok(await save.isDisabled(), "Save waits until the problems are fixed");
  await page.getByRole("button", { name: "Add a value" }).click();
  await page.getByLabel("Value 1 label").fill("Left front (32nds)");
  await page.getByLabel("Input").first().selectOption("number");
  await page.getByRole("button", { name: "Add a value" }).click();
  await page.getByLabel("Value 2 label").fill("Measured on");
  await page.getByLabel("Input").nth(1).selectOption("date");
  await problems.waitFor({ state: "detached" });
  // A check never records warn or fail, so findings cannot depend on it.
  await page.getByLabel("Task type").selectOption("ck");
  await problems.getByText(/never records warn or fail, so findings cannot depend on warn or fail/).waitFor();
  assert.ok(await save.isDisabled());
  await page.getByLabel("Findings", { exact: true }).selectOption("none");
  await problems.waitFor({ state: "detached" });
  await page.getByLabel("Task type").selectOption("pwf");
  await page.getByLabel("Findings", { exact: true }).selectOption("wf-optional");
  // The row as a mechanic will see it, from the settings as they stand (the checklist's taskPreview mode).
  const preview = page.locator(".task-row-preview");
  await preview.getByText("How the row looks on the checklist").click();
  await preview.getByRole("button", { name: /Fail/ }).click();
  await preview.getByLabel(/Left front \(32nds\)/).waitFor();
  await preview.getByLabel(/Measured on/).waitFor();
  await page.screenshot({ path: await screenshotPath("task-form-filled-desktop-light"), fullPage: true });
  await save.click();
  await page.getByText("The task was added.").waitFor();
  assert.equal(await page.getByLabel("Value 1 label").inputValue(), "Left front (32nds)");
  assert.equal(await page.getByLabel("Value 2 label").inputValue(), "Measured on");
  assert.equal(await page.getByLabel("Input").nth(1).inputValue(), "date");
});

test("without scripts, the task form shows every value slot and posts as an ordinary form", async () => {
  const category = await firstCategory();
  const plain = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: false,
  });
  const noScript = await plain.newPage();
  await signIn(noScript, fixture.app.url, "manager@demo.example", "demo-manager-2026");
  await noScript.goto(`${fixture.app.url}/demo/tasks/add`);
  assert.equal(await noScript.getByLabel(/^Value \d label$/).count(), 4);
  await noScript.getByLabel("Name").fill("Battery voltage");
  await noScript.getByLabel("Category").selectOption({ label: category });
  await noScript.getByLabel("Values", { exact: true }).selectOption("required");
  await noScript.getByLabel("Value 1 label").fill("Resting voltage");
  await noScript.getByRole("button", { name: "Add task" }).click();
  await noScript.getByText("The task was added.").waitFor();
  assert.equal(await noScript.getByLabel("Value 1 label").inputValue(), "Resting voltage");
  assert.equal(await noScript.getByLabel("Value 2 label").inputValue(), "");
  await plain.close();
});

test("a task switched off leaves the categories page; showAll lists it again", async () => {
  await treadTaskAdded();
  const name = TREAD_TASK;
  await openPage(`/demo/tasks?search=${encodeURIComponent("tread all four")}`);
  const toggle = page.getByLabel(`${name} is active`);
  const saved = page.waitForResponse((r) => /\/ajax\/tasks\/\d+\/status$/.test(r.url()));
  await toggle.uncheck();
  assert.equal((await saved).status(), 200);
  const category = await firstCategory();
  await categoryGroup(category).getByRole("button", { name: `Details of ${category}` }).click();
  assert.ok(!(await taskNames(category)).includes(name), "an inactive task is not listed by default");
  await page.getByLabel("Show inactive categories and tasks").check();
  await page.waitForURL(/showAll=1/);
  await categoryGroup(category).getByRole("rowheader", { name }).waitFor();
  assert.equal(
    await categoryGroup(category).locator("tr.inactive", { hasText: name }).count(),
    1,
    "shown as inactive",
  );
});

test("screenshots: categories, tasks and the forms, 1280 and 390 wide, light and dark; no serious axe findings", async () => {
  const pages = [
    ["categories", "/demo/categories?showAll=1"],
    ["tasks", "/demo/tasks"],
    ["task-add", "/demo/tasks/add"],
    ["category-edit", null],
  ] as const;
  const first = await firstCategory();
  const firstId = await categoryGroup(first).getAttribute("data-sort-id");
  for (const [name, path] of pages) {
    await openPage(path ?? `/demo/categories/${firstId}/edit`);
    if (name === "categories") {
      await categoryGroup(first).getByRole("button", { name: `Details of ${first}` }).click();
    }
    await screenshots(page, name, {
      async check(shown, view) {
        if (view.width === 1280) {
          assert.equal(await accessibilityViolations(shown), "", `${name}-${view.width}-${view.colorScheme}`);
        }
      },
    });
  }
});

test("the form names a refused combination in the shop's staff language", async () => {
  await fixture.sql`update shops set staff_language = 'es-MX' where uri_name = 'demo'`;
  try {
    await openPage("/demo/tasks/add");
    await page.locator('select[name="valueMode"]').selectOption("required");
    const problems = page.locator(".task-problems");
    await problems.getByText("Nombre al menos un valor, o ponga el modo de valores en «Sin valores».")
      .waitFor();
    await page.locator('select[name="valueMode"]').selectOption("none");
    await page.locator('select[name="taskType"]').selectOption("ck");
    await problems.getByText(/nunca registra advertencia ni falla, así que los hallazgos no pueden depender/)
      .waitFor();
    assert.equal(await problems.getByText(/never records|Name at least/).count(), 0);
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where uri_name = 'demo'`;
  }
});
