// The categories and tasks pages, form posts and calls over real HTTP with real sign-ins: who may open and
// change what (docs/permissions.md: every member sees the catalogue, owners and managers change it), what
// bad input and name clashes answer (a task's problems in the shop's staff language), and that another
// shop's owner gets the same 404 as for nothing at all.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { callWithForm } from "../support/form_calls.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import { assertEachRoleAnswers, pageAnswers } from "../support/who_may.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];

/** The demo shop's catalogue: a category and its tasks in order, and a second category. */
let category: { id: number; name: string; taskIds: number[] };
let secondCategory: { id: number; taskIds: number[] };
let categoryIds: number[] = [];
let theirCategoryId = 0;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `categories and tasks over HTTP: ${name}`, ...LONG_LIVED, fn });

/** Text of a page as a reader sees it (React escapes quotes in text). */
function textOf(html: string): string {
  return html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

const fixture = appFixture({
  roles: ROLES,
  async setup({ sql, otherShop }) {
    const [demo] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
    const categories = await sql<{ id: number; name: string }[]>`
      select id, name from categories where shop_id = ${demo.id} order by sort_order, id`;
    categoryIds = categories.map((c) => c.id);
    const tasksOf = async (id: number) =>
      (await sql<{ id: number }[]>`select id from tasks where category_id = ${id} order by sort_order, id`)
        .map((t) => t.id);
    category = { ...categories[0], taskIds: await tasksOf(categories[0].id) };
    secondCategory = { id: categories[1].id, taskIds: await tasksOf(categories[1].id) };
    [{ id: theirCategoryId }] = await sql<{ id: number }[]>`
      insert into categories (shop_id, name) values (${otherShop.id}, 'Their brakes') returning id`;
  },
});
const { sessions } = fixture;

/** Expected status per role; "login" is a redirect to the sign-in page. */
type Expected = Record<Role, number | "login">;
const PAGE = (who: Partial<Expected>): Expected =>
  pageAnswers({ mechanic: 200, manager: 200, owner: 200, ...who });
const MANAGE_PAGE = PAGE({ mechanic: 403 });
const CALL = (ok: number): Expected => ({
  anonymous: 401,
  mechanic: 403,
  manager: ok,
  owner: ok,
  otherShopOwner: 404,
});

const cases: { what: string; expected: Expected; request(client: HttpClient): Promise<Response> }[] = [
  {
    what: "GET /demo/categories",
    expected: PAGE({}),
    request: (s) => htmlPage(s, "/demo/categories?showAll=1"),
  },
  {
    what: "GET /demo/categories?openCategory",
    expected: PAGE({}),
    request: (s) => htmlPage(s, `/demo/categories?openCategory=${category.id}`),
  },
  {
    what: "GET /demo/categories/add",
    expected: MANAGE_PAGE,
    request: (s) => htmlPage(s, "/demo/categories/add"),
  },
  {
    what: "GET /demo/categories/{id}/edit",
    expected: PAGE({}),
    request: (s) => htmlPage(s, `/demo/categories/${category.id}/edit`),
  },
  {
    what: "GET /demo/categories/{id}/tasks/add",
    expected: MANAGE_PAGE,
    request: (s) => htmlPage(s, `/demo/categories/${category.id}/tasks/add`),
  },
  {
    what: "GET /demo/tasks",
    expected: PAGE({}),
    request: (s) => htmlPage(s, `/demo/tasks?search=pads&categoryId=${category.id}&orderBy=name&asc=0`),
  },
  { what: "GET /demo/tasks/add", expected: MANAGE_PAGE, request: (s) => htmlPage(s, "/demo/tasks/add") },
  {
    what: "GET /demo/tasks/{id}/edit",
    expected: PAGE({}),
    request: (s) => htmlPage(s, `/demo/tasks/${category.taskIds[0]}/edit`),
  },
  {
    what: "POST /ajax/tasks/{id}/status",
    expected: CALL(200),
    request: (s) =>
      callWithForm(s, `/ajax/tasks/${category.taskIds[0]}/status`, { IsActive: "true", Enabled: "true" }),
  },
  {
    what: "POST /ajax/categories/reorder",
    expected: CALL(204),
    request: (s) => s.call("/ajax/categories/reorder", "POST", { ids: categoryIds }),
  },
  {
    what: "POST /ajax/tasks/reorder",
    expected: CALL(204),
    request: (s) => s.call("/ajax/tasks/reorder", "POST", { ids: category.taskIds }),
  },
];

for (const testCase of cases) {
  test(`who may: ${testCase.what}`, async () => {
    await assertEachRoleAnswers(ROLES, testCase, (role) => testCase.request(sessions[role]), (answer) => {
      const { role, body, label } = answer;
      if (role === "otherShopOwner" || role === "anonymous") {
        assert.ok(!body.includes(category.name), `${label} must not show the shop's catalogue`);
      }
    });
  });
}

// Form posts with a blank name: whoever passes the gate meets the input check (400), so nothing changes.
const FORM_POSTS: [string, () => string][] = [
  ["/demo/categories/add", () => "/demo/categories/add"],
  ["/demo/categories/{id}/edit", () => `/demo/categories/${category.id}/edit`],
  ["/demo/categories/{id}/tasks/add", () => `/demo/categories/${category.id}/tasks/add`],
  ["/demo/tasks/add", () => "/demo/tasks/add"],
  ["/demo/tasks/{id}/edit", () => `/demo/tasks/${category.taskIds[0]}/edit`],
];

for (const [what, path] of FORM_POSTS) {
  test(`who may: POST ${what}`, async () => {
    const expected: Expected = {
      anonymous: "login",
      mechanic: 403,
      manager: 400,
      owner: 400,
      otherShopOwner: 404,
    };
    for (const role of ROLES) {
      const response = await sessions[role].postForm(path(), { name: " ", isActive: "1" });
      const body = await response.text();
      const label = `POST ${what} as ${role}`;
      if (expected[role] === "login") {
        assert.equal(response.status, 303, label);
        assert.match(response.headers.get("Location") ?? "", /^\/login\?reason=expired/, label);
      } else {
        assert.equal(response.status, expected[role], `${label}: ${body.slice(0, 300)}`);
      }
      if (expected[role] === 400) assert.match(body, /Name the (category|task)/, label);
    }
  });
}

test("another shop's owner cannot reach the demo catalogue through their own shop's address", async () => {
  const s = sessions.otherShopOwner;
  assert.equal(
    (await htmlPage(s, `/${fixture.otherShop.uriName}/tasks/${category.taskIds[0]}/edit`)).status,
    404,
  );
  assert.equal(
    (await htmlPage(s, `/${fixture.otherShop.uriName}/categories/${category.id}/edit`)).status,
    404,
  );
  const posted = await s.postForm(`/${fixture.otherShop.uriName}/categories/${category.id}/edit`, {
    name: "Taken over",
    isActive: "1",
  });
  assert.equal(posted.status, 404);
  // Their own category's id mixed with the demo shop's: no such rows in their shop.
  const mixed = await s.call("/ajax/categories/reorder", "POST", { ids: [theirCategoryId, category.id] });
  assert.equal(mixed.status, 404);
  assert.equal((await mixed.json()).message, "There is no such category in this shop.");
});

test("mechanics read the forms but cannot post them", async () => {
  const s = sessions.mechanic;
  const { html } = await s.page(`/demo/tasks/${category.taskIds[0]}/edit`);
  // The page as shown: its words also travel, unread, in its data for the scripts.
  const main = /<main[^>]*>.*?<\/main>/s.exec(html)![0];
  assert.doesNotMatch(main, /Save changes/);
  const refused = await s.postForm(`/demo/categories/${category.id}/edit`, {
    name: "Renamed",
    isActive: "1",
  });
  assert.equal(refused.status, 403);
  assert.match(await refused.text(), /Only shop owners and managers can change the inspection catalogue\./);
});

test("writes without the CSRF token are refused with 403", async () => {
  const s = sessions.manager;
  const call = await s.request(`/ajax/tasks/${category.taskIds[0]}/status`, {
    method: "POST",
    body: new URLSearchParams({ IsActive: "false" }),
  });
  assert.equal(call.status, 403);
  await call.body?.cancel();
  const form = await s.request("/demo/categories/add", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "No token", isActive: "1" }),
  });
  assert.equal(form.status, 403);
  await form.body?.cancel();
  const [row] = await fixture.sql`select count(*)::int as n from categories where name = 'No token'`;
  assert.equal(row.n, 0);
});

test("calls refuse bad input with 400 and a message", async () => {
  const s = sessions.manager;
  const expect400 = async (response: Response, message: RegExp) => {
    assert.equal(response.status, 400);
    assert.match((await response.json()).message, message);
  };
  await expect400(
    await callWithForm(s, `/ajax/tasks/${category.taskIds[0]}/status`, { IsActive: "maybe" }),
    /IsActive must be true or false/,
  );
  await expect400(
    await callWithForm(s, `/ajax/tasks/${category.taskIds[0]}/status`, {
      IsActive: "true",
      Enabled: "false",
    }),
    /disagree/,
  );
  await expect400(
    await s.call("/ajax/categories/reorder", "POST", { ids: "7,abc" }),
    /positive whole number/,
  );
  await expect400(
    await s.call("/ajax/tasks/reorder", "POST", { ids: [category.taskIds[0], secondCategory.taskIds[0]] }),
    /Reorder the tasks of one category at a time\./,
  );
  const missing = await callWithForm(s, "/ajax/tasks/2147483000/status", { IsActive: "true" });
  assert.equal(missing.status, 404);
  assert.equal((await missing.json()).message, "There is no such task in this shop.");
});

test("the status call answers the task's new status; reorder saves the order sent", async () => {
  const s = sessions.manager;
  const id = category.taskIds[1];
  const off = await callWithForm(s, `/ajax/tasks/${id}/status`, { IsActive: "false", Enabled: "false" });
  assert.deepEqual(await off.json(), { id, isActive: false });
  assert.doesNotMatch((await s.page("/demo/categories")).html, new RegExp(`/demo/tasks/${id}/edit`));
  assert.match((await s.page("/demo/categories?showAll=1")).html, new RegExp(`/demo/tasks/${id}/edit`));
  await callWithForm(s, `/ajax/tasks/${id}/status`, { IsActive: "true" });

  const reversed = [...categoryIds].reverse();
  const saved = await s.request("/ajax/categories/reorder", {
    method: "POST",
    headers: { "X-CSRF-Token": s.csrfToken, "Content-Type": "text/csv" },
    body: reversed.join(","),
  });
  assert.equal(saved.status, 204);
  const order = await fixture.sql<{ id: number }[]>`
    select id from categories where id = any(${categoryIds}::int[]) order by sort_order`;
  assert.deepEqual(order.map((row) => row.id), reversed);
  await s.call("/ajax/categories/reorder", "POST", { ids: categoryIds });
});

test("categories: add, rename, refuse a clash and a blank name, refuse deleting one with tasks", async () => {
  const s = sessions.manager;
  await s.page("/demo/categories/add");
  const added = await s.postForm("/demo/categories/add", { name: "  Air   conditioning ", isActive: "1" });
  assert.equal(added.status, 303);
  const location = added.headers.get("Location")!;
  const id = Number(/openCategory=(\d+)/.exec(location)?.[1]);
  assert.match(location, /^\/demo\/categories\?openCategory=\d+&done=category-added$/);
  assert.match((await s.page(location)).html, /The category was added\./);

  const clash = await s.postForm("/demo/categories/add", {
    name: category.name.toUpperCase(),
    isActive: "1",
  });
  assert.equal(clash.status, 409);
  assert.match(
    textOf(await clash.text()),
    new RegExp(`This shop already has a category named "${category.name.toUpperCase()}"\\.`),
  );
  const blank = await s.postForm(`/demo/categories/${id}/edit`, { name: " ", isActive: "1" });
  assert.equal(blank.status, 400);
  assert.match(textOf(await blank.text()), /Name the category/);

  const renamed = await s.postForm(`/demo/categories/${id}/edit`, { name: "A/C" });
  assert.equal(renamed.headers.get("Location"), `/demo/categories?openCategory=${id}&done=category-saved`);
  const [row] = await fixture.sql`select name, is_active from categories where id = ${id}`;
  assert.deepEqual({ ...row }, { name: "A/C", is_active: false });

  const inUse = await s.postForm(`/demo/categories/${category.id}/edit`, { intent: "delete" });
  assert.equal(inUse.status, 409);
  assert.match(await inUse.text(), /Move or delete its tasks first\./);
  const deleted = await s.postForm(`/demo/categories/${id}/edit`, { intent: "delete" });
  assert.equal(deleted.headers.get("Location"), "/demo/categories?done=category-deleted");
  assert.equal((await htmlPage(s, `/demo/categories/${id}/edit`)).status, 404);
});

const TASK = {
  name: "A/C vent temperature",
  isActive: "1",
  taskType: "pwf",
  conclusionMode: "wf-optional",
  mediaMode: "optional",
  notesMode: "optional",
  valueMode: "required",
  value1Label: "Center vent (°F)",
  value1Type: "number",
  value2Label: "",
  value2Type: "text",
  notifyMode: "relevant",
  defaultPriorityId: "",
  priceMin: "89",
  priceMax: "$149.50",
  instructions: "Max A/C, recirculate, 5 minutes.",
};

test("tasks: add, refuse a bad combination with the input kept, refuse a clash, edit, delete", async () => {
  const s = sessions.owner;
  await s.page("/demo/tasks/add");
  const added = await s.postForm(`/demo/categories/${category.id}/tasks/add`, TASK);
  assert.equal(added.status, 303);
  const location = added.headers.get("Location")!;
  assert.match(location, /^\/demo\/tasks\/\d+\/edit\?done=added$/);
  const id = Number(/tasks\/(\d+)/.exec(location)![1]);
  const { html } = await s.page(location);
  assert.match(html, /The task was added\./);
  assert.match(html, /value="Center vent \(°F\)"/);
  assert.match(html, /value="149.50"/);

  const refused = await s.postForm("/demo/tasks/add", {
    ...TASK,
    name: "Horn",
    categoryId: String(category.id),
    taskType: "ck",
  });
  assert.equal(refused.status, 400);
  const refusedText = textOf(await refused.text());
  assert.match(refusedText, /never records warn or fail, so findings cannot depend on warn or fail/);
  assert.match(refusedText, /value="Horn"/, "the input comes back");

  const badPrice = await s.postForm(`/demo/tasks/${id}/edit`, {
    ...TASK,
    categoryId: String(category.id),
    priceMin: "cheap",
  });
  assert.equal(badPrice.status, 400);
  assert.match(await badPrice.text(), /The lowest price must be an amount such as 45 or 45.50\./);

  const clash = await s.postForm("/demo/tasks/add", {
    ...TASK,
    name: "a/c VENT temperature",
    categoryId: String(category.id),
  });
  assert.equal(clash.status, 409);
  assert.match(textOf(await clash.text()), /This shop already has a task named "a\/c VENT temperature"\./);

  const moved = await s.postForm(`/demo/tasks/${id}/edit`, {
    ...TASK,
    categoryId: String(secondCategory.id),
    valueMode: "none",
    value1Label: "",
  });
  assert.equal(moved.headers.get("Location"), `/demo/tasks/${id}/edit?done=saved`);
  const [row] = await fixture.sql`select category_id, value_labels from tasks where id = ${id}`;
  assert.deepEqual({ ...row }, { category_id: secondCategory.id, value_labels: [] });

  const searched = textOf((await s.page(`/demo/tasks?search=${encodeURIComponent("vent A/C")}`)).html);
  assert.match(searched, /1 task</);
  assert.match(searched, /A\/C vent temperature/);

  const deleted = await s.postForm(`/demo/tasks/${id}/edit`, { intent: "delete" });
  assert.equal(deleted.headers.get("Location"), "/demo/tasks?done=task-deleted");
  assert.equal((await htmlPage(s, `/demo/tasks/${id}/edit`)).status, 404);
});

test("deleting a task something still references deactivates it, and the page says so", async () => {
  const s = sessions.manager;
  const { sql } = fixture;
  const id = category.taskIds[category.taskIds.length - 1];
  // Stands in for the inspection items, which will reference tasks ON DELETE RESTRICT.
  const scratch = `scratch_items_${uniqueName("c").replaceAll("-", "_")}`;
  await sql`create table ${sql(scratch)} (task_id int references tasks (id) on delete restrict)`;
  try {
    await sql`insert into ${sql(scratch)} values (${id})`;
    const posted = await s.postForm(`/demo/tasks/${id}/edit`, { intent: "delete" });
    assert.equal(posted.headers.get("Location"), `/demo/tasks/${id}/edit?done=deactivated`);
    const { html } = await s.page(`/demo/tasks/${id}/edit?done=deactivated`);
    assert.match(html, /Inspections already use this task, so it was deactivated instead of deleted/);
    assert.match(html, /Inactive/);
  } finally {
    await sql`drop table ${sql(scratch)}`;
  }
});

test("a task's problems are in the shop's staff language, with the owner's wording", async () => {
  const s = sessions.owner;
  const wording = "/ajax/localizations/es-MX/messages?shop=demo";
  const refusal = async (fields: Record<string, string>) => {
    await s.page("/demo/tasks/add");
    const posted = await s.postForm("/demo/tasks/add", {
      ...TASK,
      categoryId: String(category.id),
      ...fields,
    });
    assert.equal(posted.status, 400);
    return textOf(await posted.text());
  };
  await fixture.sql`update shops set staff_language = 'es-MX' where uri_name = 'demo'`;
  try {
    const horn = await refusal({ name: "Claxon", taskType: "ck", mediaMode: "wf-required" });
    assert.match(
      horn,
      /Este tipo de tarea nunca registra advertencia ni falla, así que los hallazgos y las fotos no pueden depender de advertencia o falla\./,
    );
    assert.doesNotMatch(horn, /never records warn or fail/);
    assert.match(
      await refusal({ priceMin: "barato" }),
      /El precio más bajo debe ser un monto como 45 o 45\.50\./,
    );
    assert.match(
      await refusal({ value1Type: "number", value1Green: "bien" }),
      /Center vent \(°F\), verde: «bien» no es un rango\. Escríbalo como «3-4», «5 or more» o «2 or less»\./,
    );
    // The form lists the problems as they come, with the same words: the page is sent them.
    const { html } = await s.page("/demo/tasks/add");
    assert.ok(html.includes("Nombre al menos un valor, o ponga el modo de valores en «Sin valores»."));

    const saved = await s.call(wording, "PUT", {
      key: "taskForm.problemPrices",
      message: "El precio mínimo no puede pasar del máximo.",
    });
    assert.equal(saved.status, 200, await saved.text());
    assert.match(
      await refusal({ priceMin: "200" }),
      /El precio mínimo no puede pasar del máximo\./,
    );
  } finally {
    const reset = await s.call(wording.replace("messages?", "messages/reset?"), "POST", {
      key: "taskForm.problemPrices",
    });
    await reset.body?.cancel();
    await fixture.sql`update shops set staff_language = 'en-US' where uri_name = 'demo'`;
  }
});
