// Seed URLs are contracts: a page addressed with the query parameters seed 000 section 2 lists, as another
// system writes them (plain name=value pairs, numbers as digits, booleans as 1 or 0), is answered as it is:
// no redirect to a JSON-quoted form (TanStack's default serializer answered `year=2003` with a 307 to
// `year=%222003%22`), and the links the page writes keep the plain form.
import assert from "node:assert/strict";
import { appFixture } from "../support/app_fixture.ts";

const fixture = appFixture({ roles: ["anonymous", "owner"] });

const SEED_URLS = [
  "/demo/inspections/add?cust_fname=Dana&cust_lname=Reyes&cust_phone_mobile=5551234567&year=2003&make=Honda" +
  "&model=Civic&mileage=123456&vin=1HGCM82633A004352&ro=RO-1001&inspectionNotes=Brakes%20squeal",
  "/demo/inspections?status=all&search=civic&from=2026-01-01&to=2026-12-31&orderBy=created&page=1&pageSize=50&asc=0",
  "/demo/findings?search=pads&fn=1&fa=1&fl=0&fo=0&c=1&a=0&icn=1&ica=1&icl=0&ico=0&orderBy=text&page=1&pageSize=50&asc=1",
  "/demo/tasks?search=brake&orderBy=name&page=1",
  "/demo/users?type=mechanic&status=all&search=demo&orderBy=email&asc=0",
  "/demo/inspection-types?showAll=1",
  "/demo/inspection-types/compare?showUnusedTasks=1&showInactiveTasks=0&showInactiveTypes=1",
  "/demo/categories?showAll=1",
  "/demo/seed/tasks?showDisabled=1",
  "/login?reason=signin&redirectTo=%2Fdemo%2Finspections",
];

for (const url of SEED_URLS) {
  Deno.test(`seed URLs are answered as they are: ${url.split("?")[0]}`, async () => {
    const client = url.startsWith("/login") ? fixture.sessions.anonymous : fixture.sessions.owner;
    const { status, response, html } = await client.page(url, { follow: false });
    assert.equal(status, 200, `${url} answered ${status} ${response.headers.get("Location") ?? ""}`);
    // Every link the page writes is plain: no JSON-quoted value (%22) in any href.
    const quoted = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).filter((href) =>
      href.includes("%22")
    );
    assert.deepEqual(quoted, [], `${url} writes JSON-quoted links`);
  });
}

Deno.test("a work-order system's prefill link fills the add form with its values as typed", async () => {
  const { html } = await fixture.sessions.owner.page(SEED_URLS[0], { follow: false });
  for (const value of ["Dana", "Reyes", "2003", "Honda", "1HGCM82633A004352", "RO-1001"]) {
    assert.ok(html.includes(`value="${value}"`), `the form shows ${value}`);
  }
});

Deno.test("an inspection's and a task's pages with their seed parameters are answered as they are", async () => {
  const { sql, sessions: { owner } } = fixture;
  const list = await owner.page("/demo/inspections", { follow: false });
  const enc = /\/demo\/inspections\/([A-Za-z0-9_-]{10,})\/checklist/.exec(list.html)?.[1];
  assert.ok(enc, "the list links an inspection's checklist");
  const [task] = await sql<{ id: number; categoryId: number }[]>`
    select t.id, t.category_id as "categoryId" from tasks t join shops s on s.id = t.shop_id
    where s.uri_name = 'demo' order by t.id limit 1`;
  const back = encodeURIComponent("/demo/inspections?status=all");
  for (
    const url of [
      `/demo/inspections/${enc}?returnUrl=${back}`,
      `/demo/inspections/${enc}/checklist?lang=es&categoryId=${task.categoryId}&returnUrl=${back}`,
      `/demo/inspections/${enc}/audit?returnUrl=${back}`,
      `/demo/inspections/${enc}/events?page=1`,
      `/demo/tasks/${task.id}/findings/add?inspectionId=1&findingText=Worn%20pads`,
      `/demo/tasks?search=brake&categoryId=${task.categoryId}`,
    ]
  ) {
    const { status, response } = await owner.page(url, { follow: false });
    assert.equal(status, 200, `${url} answered ${status} ${response.headers.get("Location") ?? ""}`);
  }
});
