// The findings and priorities pages, form posts and calls over real HTTP (docs/catalog/findings_and_priorities.md,
// docs/permissions.md): who may open and make each, the 400s that say what is wrong, the 404s that give
// nothing of another shop away, and what a mechanic's "add finding" from the checklist does.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { callWithForm } from "../support/form_calls.ts";
import { htmlPage } from "../support/http_client.ts";
import { assertEachRoleAnswers, callAnswers, pageAnswers, type WhoMayCase } from "../support/who_may.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];

let taskId: number;
let otherTaskId: number;
let findingId: number;
let priorityId: number;
const FINDING = "Front pads at 3 mm — contract";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `catalog findings: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  roles: ROLES,
  async setup({ sql }) {
    const [demo] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
    [{ id: taskId }, { id: otherTaskId }] = await sql<{ id: number }[]>`
      select id from tasks where shop_id = ${demo.id} and name in ('Front brake pads', 'Rotors and drums')
      order by name`;
    [{ id: priorityId }] = await sql<{ id: number }[]>`
      select id from priorities where shop_id = ${demo.id} and name = 'Soon'`;
    [{ id: findingId }] = await sql<{ id: number }[]>`
      insert into findings (shop_id, task_id, text, status, explanation)
      values (${demo.id}, ${taskId}, ${FINDING}, 'audited', 'Secret explanation') returning id`;
  },
});
const { sessions } = fixture;

/** Expected status per role; "login" is a redirect to the sign-in page. */
type Expected = Record<Role, number | "login">;
const PAGE = (who: Partial<Expected>): Expected =>
  pageAnswers({ mechanic: 200, manager: 200, owner: 200, ...who });
const POST = (ok: number): Expected => ({
  anonymous: "login",
  mechanic: 403,
  manager: ok,
  owner: ok,
  otherShopOwner: 404,
});
const CALL: (who: Partial<Expected>) => Expected = callAnswers;
const MANAGERS = (ok: number) => CALL({ mechanic: 403, manager: ok, owner: ok });

type Case = WhoMayCase<Role, [Role]>;

const cases: Case[] = [
  {
    what: "GET /demo/findings",
    expected: PAGE({}),
    request: (s) => htmlPage(s, "/demo/findings?search=pads"),
  },
  { what: "GET /demo/findings/add", expected: PAGE({}), request: (s) => htmlPage(s, "/demo/findings/add") },
  {
    what: "GET /demo/findings/{id}/edit",
    expected: PAGE({}),
    request: (s) => htmlPage(s, `/demo/findings/${findingId}/edit`),
  },
  {
    what: "GET /demo/tasks/{id}/findings",
    expected: PAGE({}),
    request: (s) => htmlPage(s, `/demo/tasks/${taskId}/findings`),
  },
  {
    what: "GET /demo/tasks/{id}/findings/add",
    expected: PAGE({}),
    request: (s) => htmlPage(s, `/demo/tasks/${taskId}/findings/add`),
  },
  {
    what: "GET /demo/tasks/{id}/findings/{id}/edit",
    expected: PAGE({}),
    request: (s) => htmlPage(s, `/demo/tasks/${taskId}/findings/${findingId}/edit`),
  },
  { what: "GET /demo/priorities", expected: PAGE({}), request: (s) => htmlPage(s, "/demo/priorities") },
  {
    what: "GET /demo/priorities/add",
    expected: PAGE({ mechanic: 403 }),
    request: (s) => htmlPage(s, "/demo/priorities/add"),
  },
  {
    what: "GET /demo/priorities/{id}/edit",
    expected: PAGE({}),
    request: (s) => htmlPage(s, `/demo/priorities/${priorityId}/edit`),
  },
  {
    what: "POST /demo/findings/{id}/edit",
    expected: POST(303),
    request: (s) =>
      s.postForm(`/demo/findings/${findingId}/edit`, {
        text: FINDING,
        status: "audited",
        priorityId: String(priorityId),
        explanation: "Secret explanation",
        recommendation: "",
      }),
  },
  {
    what: "POST /demo/priorities/{id}/edit",
    expected: POST(303),
    request: (s) =>
      s.postForm(`/demo/priorities/${priorityId}/edit`, {
        name: "Soon",
        colour: "#b54708",
        isActive: "true",
      }),
  },
  {
    what: "GET /ajax/findings?shop=demo",
    expected: CALL({ mechanic: 200, manager: 200, owner: 200 }),
    request: (s) => s.request("/ajax/findings?shop=demo&search=contract"),
  },
  {
    what: "POST /ajax/findings/new",
    expected: CALL({ mechanic: 201, manager: 201, owner: 201 }),
    request: (s, role) =>
      s.call("/ajax/findings/new", "POST", { taskId, findingText: `Added by the ${role}` }),
  },
  {
    what: "POST /ajax/findings/{id}",
    expected: MANAGERS(200),
    request: (s) => s.call(`/ajax/findings/${findingId}`, "POST", { recommendation: "Replace the pads." }),
  },
  {
    what: "POST /ajax/findings/{id}/status",
    expected: MANAGERS(200),
    request: (s) =>
      callWithForm(s, `/ajax/findings/${findingId}/status`, { IsActive: "true", Enabled: "true" }),
  },
  {
    what: "POST /ajax/findings/reorder",
    expected: MANAGERS(204),
    request: (s) => s.call("/ajax/findings/reorder", "POST", { ids: [findingId] }),
  },
  {
    what: "POST /ajax/findings/audit",
    expected: MANAGERS(200),
    request: (s) => s.call("/ajax/findings/audit", "POST", { ids: [findingId] }),
  },
  {
    what: "POST /ajax/priorities/reorder",
    expected: MANAGERS(204),
    request: (s) =>
      s.request("/ajax/priorities/reorder", {
        method: "POST",
        headers: { "X-CSRF-Token": s.csrfToken, "Content-Type": "text/csv" },
        body: String(priorityId),
      }),
  },
  {
    what: "POST /ajax/priorities/{id}/status",
    expected: MANAGERS(200),
    request: (s) =>
      callWithForm(s, `/ajax/priorities/${priorityId}/status`, { IsActive: "true", Enabled: "true" }),
  },
];

for (const testCase of cases) {
  test(`who may: ${testCase.what}`, async () => {
    const request = (role: Role) => testCase.request(sessions[role], role);
    await assertEachRoleAnswers(ROLES, testCase, request, ({ role, body, label }) => {
      // A refused form post shows the sender's own input again; every other answer must show nothing.
      if ((role === "otherShopOwner" || role === "anonymous") && !testCase.what.startsWith("POST /demo")) {
        assert.ok(!body.includes(FINDING), `${label} must not show the finding`);
        assert.ok(!body.includes("Secret explanation"), `${label} must not show the explanation`);
      }
      if (role === "otherShopOwner" && testCase.what.includes("/ajax/") && testCase.what.includes("{id}")) {
        assert.match(body, /There is no such (finding|priority) in this shop\./, label);
      }
    });
  });
}

test("a write without the CSRF token is refused with 403 and changes nothing", async () => {
  const owner = sessions.owner;
  const response = await owner.request(`/ajax/findings/${findingId}/status`, {
    method: "POST",
    body: new URLSearchParams({ IsActive: "false", Enabled: "false" }),
  });
  assert.equal(response.status, 403);
  await response.body?.cancel();
  const noToken = await owner.request("/ajax/findings/new", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ taskId, findingText: "No token" }),
  });
  assert.equal(noToken.status, 403);
  await noToken.body?.cancel();
  const [row] = await fixture.sql`select status from findings where id = ${findingId}`;
  assert.notEqual(row.status, "archived");
  assert.equal((await fixture.sql`select 1 from findings where text = 'No token'`).length, 0);
});

test("bad input is a 400 that says what is wrong", async () => {
  const owner = sessions.owner;
  const cases: Array<[() => Promise<Response>, string]> = [
    [
      () => owner.request("/ajax/findings?shop=demo&page=0"),
      'page must be a whole number from 1 to 100000; \\"0\\" is not.',
    ],
    [
      () => owner.request("/ajax/findings?shop=demo&pageSize=1000"),
      "pageSize must be a whole number from 1 to 200",
    ],
    [() => owner.request("/ajax/findings?shop=demo&orderBy=nonsense"), "orderBy must be one of"],
    [() => owner.request("/ajax/findings?shop=demo&from=2026-02-01&to=2026-01-01"), "is after the"],
    [() => owner.request("/ajax/findings?shop=demo&from=soon"), "from must be a date written YYYY-MM-DD"],
    [() => owner.request("/ajax/findings"), "Send shop"],
    [() => owner.call("/ajax/findings/new", "POST", { findingText: "x" }), "Send taskId"],
    [() => owner.call("/ajax/findings/new", "POST", { taskId, findingText: "  " }), "Write the finding."],
    [
      () => owner.call("/ajax/findings/new", "POST", { taskId, findingText: "x", priorityId: 999999 }),
      "active priorities",
    ],
    [
      () => owner.call(`/ajax/findings/${findingId}`, "POST", { status: "done" }),
      '\\"done\\" is not a finding status',
    ],
    [
      () => owner.call("/ajax/findings/reorder", "POST", { ids: "1,abc" }),
      "Every id must be a positive whole number.",
    ],
    [() => owner.call("/ajax/findings/audit", "POST", {}), "Send the ids of the findings to mark audited"],
    [
      () => callWithForm(owner, `/ajax/findings/${findingId}/status`, { IsActive: "maybe" }),
      "IsActive must be true or false.",
    ],
    [() => callWithForm(owner, `/ajax/priorities/${priorityId}/status`, {}), "Send IsActive (or Enabled)"],
  ];
  for (const [send, message] of cases) {
    const response = await send();
    const text = await response.text();
    assert.equal(response.status, 400, `${message}: ${text}`);
    assert.ok(text.includes(message), `expected "${message}" in ${text}`);
  }
  const listPage = await htmlPage(owner, "/demo/findings?page=0");
  assert.equal(listPage.status, 400);
  const html = await listPage.text();
  assert.match(html, /page must be a whole number from 1 to 100000; &quot;0&quot; is not\./);
  assert.match(html, /What the filters mean/, "the filters stay, to correct the query");
});

test("unknown ids and ids of another shop are 404s with the thing's message", async () => {
  const owner = sessions.owner;
  const unknown = await callWithForm(owner, "/ajax/findings/987654321/status", { IsActive: "true" });
  assert.equal(unknown.status, 404);
  assert.deepEqual(await unknown.json(), { message: "There is no such finding in this shop." });
  const unknownTask = await owner.call("/ajax/findings/new", "POST", { taskId: 987654321, findingText: "x" });
  assert.equal(unknownTask.status, 404);
  assert.deepEqual(await unknownTask.json(), { message: "There is no such task in this shop." });
  const reorder = await owner.call("/ajax/findings/reorder", "POST", { ids: [findingId, 987654321] });
  assert.equal(reorder.status, 404);
  await reorder.body?.cancel();
  for (
    const path of [
      `/demo/tasks/${otherTaskId}/findings/${findingId}/edit`,
      "/demo/findings/987654321/edit",
      "/demo/tasks/987654321/findings",
      "/demo/priorities/987654321/edit",
    ]
  ) {
    const response = await htmlPage(owner, path);
    assert.equal(response.status, 404, path);
    await response.body?.cancel();
  }
});

test("a finding from the checklist is new, and resending it answers the same finding", async () => {
  const mechanic = sessions.mechanic;
  const first = await mechanic.call("/ajax/findings/new", "POST", {
    taskId,
    findingText: "Pads squeal",
    inspectionId: 5,
  });
  assert.equal(first.status, 201);
  const { finding } = await first.json();
  assert.equal(finding.status, "new");
  assert.equal(finding.creator, "Mia Mechanic");
  assert.equal(finding.taskName, "Front brake pads");
  const again = await mechanic.call("/ajax/findings/new", "POST", { taskId, text: "pads SQUEAL" });
  assert.equal(again.status, 200);
  assert.equal((await again.json()).finding.id, finding.id);
});

test("the add page prefills the checklist's text and goes back to that inspection's checklist", async () => {
  const manager = sessions.manager;
  const { html } = await manager.page(
    `/demo/tasks/${taskId}/findings/add?inspectionId=42&findingText=Rotor%20lip`,
  );
  assert.match(html, />Rotor lip<\/textarea>/);
  assert.match(html, /name="inspectionId" value="42"/);
  const back = await manager.postForm(`/demo/tasks/${taskId}/findings/add`, {
    text: "Rotor lip",
    status: "audited",
    priorityId: "",
    explanation: "",
    recommendation: "",
    inspectionId: "42",
  });
  assert.equal(back.status, 303);
  assert.equal(back.headers.get("Location"), "/demo/inspections/42/checklist");
  const ignored = await manager.page(`/demo/tasks/${taskId}/findings/add?inspectionId=-3`);
  assert.doesNotMatch(
    ignored.html,
    /name="inspectionId"/,
    "only a positive whole number names an inspection",
  );
  const plain = await manager.postForm(`/demo/tasks/${taskId}/findings/add`, {
    text: "Rotor rust",
    status: "audited",
    inspectionId: "abc",
  });
  assert.equal(plain.headers.get("Location"), `/demo/tasks/${taskId}/findings?done=added`);
  const clash = await manager.postForm(`/demo/tasks/${taskId}/findings/add`, {
    text: "rotor RUST",
    status: "audited",
  });
  assert.equal(clash.status, 409);
  assert.match(await clash.text(), /Front brake pads already has the finding &quot;rotor RUST&quot;\./);
});

test("a mechanic's add form saves a new finding with its text and priority only; /findings/add asks for the task", async () => {
  const mechanic = sessions.mechanic;
  await mechanic.page(`/demo/tasks/${taskId}/findings/add`);
  const added = await mechanic.postForm(`/demo/tasks/${taskId}/findings/add`, {
    text: "Caliper sticking",
    status: "audited",
    priorityId: String(priorityId),
    explanation: "Not the mechanic's to write",
  });
  assert.equal(added.status, 303);
  const [row] = await fixture.sql`
    select f.status, f.explanation, f.priority_id as "priorityId", u.email
    from findings f join users u on u.id = f.created_by_user_id where f.text = 'Caliper sticking'`;
  assert.deepEqual({ ...row }, {
    status: "new",
    explanation: "",
    priorityId,
    email: "mechanic@demo.example",
  });

  const owner = sessions.owner;
  await owner.page("/demo/findings/add");
  const noTask = await owner.postForm("/demo/findings/add", { text: "Loose", status: "audited" });
  assert.equal(noTask.status, 404);
  assert.match(await noTask.text(), /There is no such task in this shop\./);
  const withTask = await owner.postForm("/demo/findings/add", {
    taskId: String(otherTaskId),
    text: "Loose",
    status: "legacy",
  });
  assert.equal(withTask.status, 303);
  assert.equal(withTask.headers.get("Location"), `/demo/tasks/${otherTaskId}/findings?done=added`);
});

test("priorities: a name clash re-renders the form with the message; a new one goes last", async () => {
  const owner = sessions.owner;
  await owner.page("/demo/priorities/add");
  const clash = await owner.postForm("/demo/priorities/add", {
    name: "soon",
    colour: "#123456",
    isActive: "true",
  });
  assert.equal(clash.status, 409);
  assert.match(await clash.text(), /There is already a priority named &quot;soon&quot;\./);
  const noColour = await owner.postForm("/demo/priorities/add", { name: "Later", colour: "blue" });
  assert.equal(noColour.status, 400);
  await noColour.body?.cancel();
  const added = await owner.postForm("/demo/priorities/add", { name: "Later", colour: "#ABCDEF" });
  assert.equal(added.status, 303);
  assert.equal(added.headers.get("Location"), "/demo/priorities?done=added");
  const { html } = await owner.page("/demo/priorities");
  assert.match(html, /Later/);
  const [row] = await fixture.sql`
    select colour, is_active, sort_order = (select max(sort_order) from priorities p where p.shop_id = priorities.shop_id) as last
    from priorities where name = 'Later'`;
  assert.deepEqual({ ...row }, { colour: "#abcdef", is_active: false, last: true });
});

test("the findings list shows the shop's findings with the columns asked for", async () => {
  const { html, status } = await sessions.mechanic.page("/demo/findings?search=contract&c=1&icl=1");
  assert.equal(status, 200);
  assert.match(html, new RegExp(FINDING));
  assert.match(html, /Secret explanation/, "the customer columns");
  assert.match(html, /Last edited/);
  // The page as shown: its words also travel, unread, in its data for the scripts.
  const main = /<main[^>]*>.*?<\/main>/s.exec(html)![0];
  assert.doesNotMatch(main, /Mark audited/, "mechanics do not audit");
  assert.match((await sessions.manager.page("/demo/findings")).html, /Mark audited/);
});

test("paging links keep every other parameter; a ticked box's 1 after its hidden 0 wins", async () => {
  const owner = sessions.owner;
  const { html } = await owner.page("/demo/findings?search=pads&pageSize=1&fo=1&c=1&orderBy=text");
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
  const next = hrefs.find((href) => /[?&]page=2(&|$)/.test(href));
  assert.ok(next, "a link to page 2");
  const params = new URL(next!, fixture.app.url).searchParams;
  for (
    const [name, value] of [["search", "pads"], ["pageSize", "1"], ["fo", "1"], ["c", "1"], [
      "orderBy",
      "text",
    ]]
  ) {
    assert.equal(params.get(name), value, `${name} is kept`);
  }
  assert.match(html, /1–1 of \d+ findings/);
  // The form without scripts: a ticked "Audited" sends fa=0 then fa=1.
  const ticked = await owner.page("/demo/findings?search=contract&fa=0&fa=1");
  assert.match(ticked.html, new RegExp(FINDING));
  const unticked = await owner.page("/demo/findings?search=contract&fa=0");
  assert.doesNotMatch(unticked.html, new RegExp(FINDING));
  assert.match(unticked.html, /No findings match these filters\./);
});
