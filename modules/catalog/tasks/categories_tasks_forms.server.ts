// The categories and tasks pages' form posts (they work without scripts). Each form posts to its own page's
// address, so a refusal re-renders that page with the message and the input; the Delete button is the same
// form's second submit button (intent=delete). Success answers a 303 to a page that says what was done.
import { type Context, Hono } from "hono";
import { formAction, type FormFields, seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { type ShopAccess, shopOfRequest, staffMessages } from "@modules/shops/mod.ts";
import type { Say } from "@modules/text/ui.ts";
import { deleteCategory } from "../categories/delete_category.ts";
import { deleteTask } from "./delete_task.ts";
import { createCategory, readCategoryName, updateCategory } from "../categories/save_category.ts";
import { createTask, updateTask } from "./save_task.ts";
import { readTaskForm } from "./task_form_fields.ts";

export const catalogTaskForms = new Hono<AppEnv>();

const ID = "{[1-9][0-9]{0,9}}";

const manageAccess = (c: Context<AppEnv>) => shopOfRequest(c, "catalog.manage");

/** How a task's problems are said: in the shop's staff language, as the form lists them. */
async function staffSay(c: Context<AppEnv>, shop: ShopAccess["shop"]): Promise<Say> {
  const words = await staffMessages(c.get("services").sql, shop);
  return (key, values) => words.text(key, values);
}

function categoryOf(form: FormFields) {
  return { name: readCategoryName(form.name), isActive: form.isActive === "1" };
}

catalogTaskForms.post(
  "/:shopUriName/categories/add",
  formAction(async (c, form) => {
    const { shop } = await manageAccess(c);
    const id = await createCategory(c.get("services").sql, shop.id, categoryOf(form));
    return seeOther(c, `/${shop.uriName}/categories?openCategory=${id}&done=category-added`);
  }),
);

catalogTaskForms.post(
  `/:shopUriName/categories/:id${ID}/edit`,
  formAction(async (c, form) => {
    const { shop } = await manageAccess(c);
    const id = Number(c.req.param("id"));
    const { sql } = c.get("services");
    if (form.intent === "delete") {
      await deleteCategory(sql, shop.id, id);
      return seeOther(c, `/${shop.uriName}/categories?done=category-deleted`);
    }
    await updateCategory(sql, shop.id, id, categoryOf(form));
    return seeOther(c, `/${shop.uriName}/categories?openCategory=${id}&done=category-saved`);
  }),
);

async function addTask(c: Context<AppEnv>, form: FormFields, fixedCategoryId: number | null) {
  const { shop } = await manageAccess(c);
  const say = await staffSay(c, shop);
  const task = readTaskForm(
    fixedCategoryId === null ? form : { ...form, categoryId: String(fixedCategoryId) },
    say,
  );
  const id = await createTask(c.get("services").sql, shop.id, task, say);
  return seeOther(c, `/${shop.uriName}/tasks/${id}/edit?done=added`);
}

catalogTaskForms.post("/:shopUriName/tasks/add", formAction((c, form) => addTask(c, form, null)));

catalogTaskForms.post(
  `/:shopUriName/categories/:id${ID}/tasks/add`,
  formAction((c, form) => addTask(c, form, Number(c.req.param("id")))),
);

catalogTaskForms.post(
  `/:shopUriName/tasks/:id${ID}/edit`,
  formAction(async (c, form) => {
    const { shop } = await manageAccess(c);
    const id = Number(c.req.param("id"));
    const { sql } = c.get("services");
    if (form.intent === "delete") {
      const outcome = await deleteTask(sql, shop.id, id);
      return outcome === "deleted"
        ? seeOther(c, `/${shop.uriName}/tasks?done=task-deleted`)
        : seeOther(c, `/${shop.uriName}/tasks/${id}/edit?done=deactivated`);
    }
    const say = await staffSay(c, shop);
    await updateTask(sql, shop.id, id, readTaskForm(form, say), say);
    return seeOther(c, `/${shop.uriName}/tasks/${id}/edit?done=saved`);
  }),
);
