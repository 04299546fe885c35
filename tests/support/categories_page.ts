// The categories page as the browser tests read and reorder it: the category names in the order shown, a
// category's group and its tasks, and the drag by a row's handle with the mouse, as a person does it.
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { dragAbove as dragRowAbove } from "./drag.ts";

/** The page's readers over the tab `tab()` returns (a file's tab is opened by its fixture, after import). */
export function categoriesPage(tab: () => Page) {
  const categoriesTable = () => tab().locator("table.categories-table");
  /** The category names in the order shown. */
  const categoryNames = () =>
    categoriesTable().locator(":scope > tbody > tr:first-child > th").allTextContents();
  const categoryGroup = (name: string) =>
    categoriesTable().locator(":scope > tbody", { has: tab().getByRole("rowheader", { name, exact: true }) });
  const taskNames = (category: string) =>
    categoryGroup(category).locator("table.category-tasks tbody th").allTextContents();

  /** Drags a handle with the mouse to just above the middle of another row (tests/support/drag.ts). */
  const dragAbove = (handle: Locator, target: Locator) => dragRowAbove(tab(), handle, target);

  /**
   * Opens a category's tasks and drags the one at `index` to the top by its handle; the reorder call must
   * answer 204. Returns the task names as they were before the drag.
   */
  async function dragTaskToTop(category: string, index: number): Promise<string[]> {
    await categoryGroup(category).getByRole("button", { name: `Details of ${category}` }).click();
    const tasks = await taskNames(category);
    assert.ok(tasks.length >= index + 1, `${category} has tasks: ${tasks}`);
    const group = categoryGroup(category);
    const saved = tab().waitForResponse((r) => r.url().endsWith("/ajax/tasks/reorder"));
    await dragAbove(
      group.getByRole("button", { name: `Move ${tasks[index]}` }),
      group.locator("table.category-tasks tbody").first(),
    );
    assert.equal((await saved).status(), 204);
    return tasks;
  }

  return { categoriesTable, categoryNames, categoryGroup, taskNames, dragAbove, dragTaskToTop };
}
