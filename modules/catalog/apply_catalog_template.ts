// Fills a shop's catalogue from a template: categories, their tasks, and inspection types built from those
// tasks. The demo shop uses it now; sign-up and the template CLI use it for the shop-type templates.
import type { Tx } from "../../src/platform/db.ts";
import { InputError } from "../../src/platform/errors.ts";
import { insertCategory, insertInspectionType, insertTask, insertTypeTasks } from "./queries.server.ts";
import type { CatalogTemplate } from "./types.ts";

export async function applyCatalogTemplate(tx: Tx, shopId: number, template: CatalogTemplate): Promise<void> {
  const taskIds = new Map<string, number>();
  for (const [categoryIndex, category] of template.categories.entries()) {
    const categoryId = await insertCategory(tx, shopId, category.name, categoryIndex);
    for (const [taskIndex, task] of category.tasks.entries()) {
      if (taskIds.has(task.name)) throw new InputError(`The template names the task "${task.name}" twice.`);
      const id = await insertTask(tx, shopId, {
        categoryId,
        name: task.name,
        taskType: task.taskType,
        sortOrder: taskIndex,
      });
      taskIds.set(task.name, id);
    }
  }
  for (const [typeIndex, type] of template.inspectionTypes.entries()) {
    const typeId = await insertInspectionType(tx, shopId, {
      name: type.name,
      subjectType: type.subjectType,
      customerMode: type.customerMode,
      isDefault: type.isDefault ?? false,
      isActive: type.isActive ?? true,
      sortOrder: typeIndex,
    });
    const ids = type.tasks.map((name) => {
      const id = taskIds.get(name);
      if (id === undefined) {
        throw new InputError(`The inspection type "${type.name}" names an unknown task "${name}".`);
      }
      return id;
    });
    await insertTypeTasks(tx, shopId, typeId, ids);
  }
}
