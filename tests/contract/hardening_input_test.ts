// Issue 17, item 4: the four kinds of input that made 500s on main (44 answers of 500 in 74,304 fuzzed
// requests), each sent as the issue sent it: every one is now a 400 with a message that says what is
// wrong, /ajax calls answer JSON {message}, a form post shows its page again with the message, and nothing
// is kept. Also the inputs the fuzzer (fuzz_test.ts) found since, kept as regressions.
import assert from "node:assert/strict";
import { convert } from "html-to-text";
import { startTestApp, type TestApp } from "../support/app.ts";
import { HttpClient } from "../support/http_client.ts";

async function withApp(fn: (app: TestApp) => Promise<void>): Promise<void> {
  const app = await startTestApp();
  try {
    await fn(app);
  } finally {
    await app.close();
  }
}

async function owner(app: TestApp): Promise<HttpClient> {
  const client = new HttpClient(app.url);
  await client.signIn("owner@demo.example", "demo-owner-2026");
  return client;
}

async function stranger(app: TestApp): Promise<HttpClient> {
  const client = new HttpClient(app.url);
  await client.page("/login");
  return client;
}

/** A 400 answered as JSON {message} matching `message`. */
async function refusedCall(response: Response, message: RegExp): Promise<void> {
  assert.equal(response.status, 400);
  assert.match(response.headers.get("Content-Type") ?? "", /^application\/json/);
  assert.match((await response.json()).message, message);
}

/** A 400 answered with the form's page again: its message in the alert, and the form to send again. */
async function refusedForm(response: Response, message: RegExp, formField: string): Promise<void> {
  assert.equal(response.status, 400);
  const html = await response.text();
  const alert = /<p class="form-error" role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? "";
  assert.match(decodeEntities(alert), message);
  assert.match(html, new RegExp(`name="${formField}"`));
  assert.match(html, /name="csrfToken" value="[^"]+"/);
}

/** The page's text as a reader sees it: entities decoded, no tags. */
function decodeEntities(html: string): string {
  return convert(html, { wordwrap: false });
}

/** A page's error report, sent as the page sends it (JSON, no CSRF token: the call is exempt). */
async function postErrorReport(browser: HttpClient, body: string): Promise<Response> {
  return await browser.request("/ajax/misc/errors", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
}

async function count(app: TestApp, table: "client_error_reports" | "suggestions" | "findings") {
  const [{ rows }] = await app.services.sql<{ rows: number }[]>`
    select count(*)::int as rows from ${app.services.sql(table)}`;
  return rows;
}

const NO_BOUNDARY = /^The form could not be read: a multipart\/form-data body needs a boundary/;
const NUL = /holds a NUL character \(U\+0000\), which text here cannot contain\.$/;

Deno.test("multipart/form-data without a boundary: /login and /register show their page with the message", async () => {
  await withApp(async (app) => {
    const browser = await stranger(app);
    for (const [path, field] of [["/login", "password"], ["/register", "displayName"]]) {
      // As the fuzzer sent them: the token in the header, the body a multipart without its boundary.
      const response = await browser.request(path, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data", "X-CSRF-Token": browser.csrfToken },
        body: "email=owner%40demo.example",
      });
      await refusedForm(response, NO_BOUNDARY, field);
    }
    // Without a token to read from it, the same message, on the error page (not a 403 about the token).
    const noToken = await browser.request("/login", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "email=owner%40demo.example",
    });
    assert.equal(noToken.status, 400);
    assert.match(decodeEntities(await noToken.text()), /a multipart\/form-data body needs a boundary/);
    // A call answers JSON; a body cut short is refused the same way.
    const signedIn = await owner(app);
    await refusedCall(
      await signedIn.request("/ajax/misc/suggestions", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data", "X-CSRF-Token": signedIn.csrfToken },
        body: "text=Bigger buttons",
      }),
      NO_BOUNDARY,
    );
    await refusedCall(
      await signedIn.request("/ajax/misc/suggestions", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x", "X-CSRF-Token": signedIn.csrfToken },
        body: "this is not multipart",
      }),
      /^The form could not be read: its body is not valid multipart\/form-data\.$/,
    );
  });
});

Deno.test("a NUL character in a search, a finding, a suggestion, an error report or a customer's name is a 400", async () => {
  await withApp(async (app) => {
    const signedIn = await owner(app);
    const [{ taskId }] = await app.services.sql<{ taskId: number }[]>`
      select t.id as "taskId" from tasks t join shops s on s.id = t.shop_id where s.uri_name = 'demo' limit 1`;
    const findings = await count(app, "findings");
    const suggestions = await count(app, "suggestions");
    const reports = await count(app, "client_error_reports");

    const page = await signedIn.request("/demo/findings?search=%00", { headers: { Accept: "text/html" } });
    assert.equal(page.status, 400);
    assert.match(decodeEntities(await page.text()), /The query parameter "search" holds a NUL character/);
    await refusedCall(await signedIn.call("/ajax/findings?shop=demo&search=%00", "GET"), NUL);

    await refusedCall(
      await signedIn.call("/ajax/findings/new", "POST", { taskId, text: "Pads worn\0" }),
      /^The JSON field "text" holds a NUL character/,
    );
    await refusedForm(
      await signedIn.postForm(`/demo/tasks/${taskId}/findings/add`, { text: "Pads worn\0" }),
      /^The field "text" holds a NUL character/,
      "text",
    );
    await refusedCall(
      await signedIn.call("/ajax/misc/suggestions", "POST", { text: "Bigger\0buttons" }),
      /^The JSON field "text" holds a NUL character/,
    );
    await refusedCall(
      await signedIn.call("/ajax/misc/errors", "POST", { message: "TypeError\0" }),
      /^The JSON field "message" holds a NUL character/,
    );
    await signedIn.page("/demo/inspections/add");
    await refusedForm(
      await signedIn.postForm("/demo/inspections/add", { cust_fname: "Ann\0", cust_lname: "Example" }),
      /^The field "cust_fname" holds a NUL character/,
      "cust_fname",
    );
    // A cookie: the session's, percent-encoded as cookies are.
    const cookie = await fetch(`${app.url}/demo`, { headers: { Cookie: "session=%00" } });
    assert.equal(cookie.status, 400);
    assert.match(
      decodeEntities(await cookie.text()),
      /The cookie "session" \(clear this site's cookies\) holds a NUL/,
    );

    assert.equal(await count(app, "findings"), findings);
    assert.equal(await count(app, "suggestions"), suggestions);
    assert.equal(await count(app, "client_error_reports"), reports);
  });
});

Deno.test('a lone surrogate in JSON ({"message":"\\ud800"} to /ajax/misc/errors) is a 400, nothing kept', async () => {
  await withApp(async (app) => {
    const browser = await stranger(app);
    const reports = await count(app, "client_error_reports");
    const response = await postErrorReport(browser, '{"message":"\\ud800"}');
    await refusedCall(
      response,
      /^The JSON field "message" holds a broken character \(a lone UTF-16 surrogate\); send the text as valid Unicode\.$/,
    );
    assert.equal(await count(app, "client_error_reports"), reports);
  });
});

Deno.test("ids of 2^31 and more, in a body or in the address, are a 400 that says ids end at 2147483647", async () => {
  await withApp(async (app) => {
    const signedIn = await owner(app);
    const findings = await count(app, "findings");
    await refusedCall(
      await signedIn.call("/ajax/types/reorder", "POST", { ids: [2147483648] }),
      /^The JSON field "ids\[0\]" is 2147483648, which is not an id: ids are whole numbers up to 2147483647\.$/,
    );
    await refusedCall(
      await signedIn.call("/ajax/findings/new", "POST", { taskId: 2147483648, text: "Pads worn" }),
      /^The JSON field "taskId" is 2147483648, which is not an id/,
    );
    await refusedCall(
      await signedIn.request("/ajax/types/reorder", {
        method: "POST",
        headers: { "Content-Type": "text/csv", "X-CSRF-Token": signedIn.csrfToken },
        body: "1,2147483648",
      }),
      /^2147483648 is not an id: ids are whole numbers up to 2147483647\.$/,
    );
    await refusedCall(
      await signedIn.call("/ajax/tasks/9999999999/status", "POST", { isActive: false }),
      /^The address names 9999999999, which is not an id: ids are whole numbers up to 2147483647\.$/,
    );
    assert.equal(await count(app, "findings"), findings);
  });
});

Deno.test("found by the fuzzer: a customer's answers sent as multipart without a boundary show the report again", async () => {
  await withApp(async (app) => {
    const [{ encId }] = await app.services.sql<{ encId: string }[]>`
      select enc_id as "encId" from inspections where status = 'audited' limit 1`;
    const customer = new HttpClient(app.url);
    const { html } = await customer.page(`/r/${encId}`);
    const token = /name="csrfToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const response = await customer.request(`/r/${encId}`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data", "X-CSRF-Token": token },
      body: "answer-1=yes",
    });
    assert.equal(response.status, 400);
    const page = await response.text();
    assert.match(/role="alert"[^>]*>([^<]*)</.exec(page)?.[1] ?? "", NO_BOUNDARY);
    assert.match(page, new RegExp(`action="/r/${encId}`));
  });
});

Deno.test("found by reading: an error report from a page whose address holds %00 is kept, with no shop", async () => {
  await withApp(async (app) => {
    const browser = await stranger(app);
    const reports = await count(app, "client_error_reports");
    // The shop is read from the page's first segment, percent-decoded: a NUL there names no shop.
    const response = await postErrorReport(
      browser,
      JSON.stringify({ message: "TypeError: x is undefined", documentUrl: `${app.url}/%00/inspections` }),
    );
    assert.equal(response.status, 204);
    assert.equal(await count(app, "client_error_reports"), reports + 1);
  });
});

Deno.test("found by the fuzzer and by reading: ids past 2^31 as text are refused where they are read", async () => {
  await withApp(async (app) => {
    const signedIn = await owner(app);
    const findings = await count(app, "findings");
    // As JSON text, not a number: the reader's check, not the boundary's.
    await refusedCall(
      await signedIn.call("/ajax/findings/new", "POST", { taskId: "2147483648", text: "Pads worn" }),
      /^taskId must be an id, a whole number from 1 to 2147483647\.$/,
    );
    const [{ typeId }] = await app.services.sql<{ typeId: number }[]>`
      select t.id as "typeId" from inspection_types t join shops s on s.id = t.shop_id
      where s.uri_name = 'demo' limit 1`;
    await refusedCall(
      await signedIn.call(`/ajax/types/${typeId}/publish-to-tenants`, "POST", { shopIds: "2147483648" }),
      /^Every shop id must be a positive whole number\.$/,
    );
    // A form's taskId past 2^31 names no task of the shop: the add page again, with its 404.
    await signedIn.page("/demo/findings/add");
    const form = await signedIn.postForm("/demo/findings/add", { taskId: "2147483648", text: "Pads worn" });
    assert.equal(form.status, 404);
    assert.match(await form.text(), /name="text"/);
    await signedIn.page("/demo/tasks/add");
    await refusedForm(
      await signedIn.postForm("/demo/tasks/add", { name: "Wipers", categoryId: "9999999999" }),
      /^Choose the task's category\.$/,
      "name",
    );
    const act = await signedIn.postForm("/session/impersonateUser", { userId: "2147483648" });
    assert.equal(act.status, 400);
    assert.match(await act.text(), /Choose the user to act as\./);
    // A work order's link naming a customer and a vehicle past 2^31: the add page, saying it found neither.
    const prefilled = await signedIn.page(
      `/demo/inspections/add?customerId=${encodeURIComponent('"9999999999"')}&subjectId=${
        encodeURIComponent('"9999999999"')
      }`,
    );
    assert.equal(prefilled.status, 200);
    assert.match(decodeEntities(prefilled.html), /The customer in the link is not one of this shop's/);
    assert.match(decodeEntities(prefilled.html), /The vehicle in the link is not one of this shop's/);
    assert.equal(await count(app, "findings"), findings);
    const refusedByTheDatabase = app.logEntries().filter((entry) =>
      entry.msg === "the database refused a value of the request"
    );
    assert.deepEqual(refusedByTheDatabase, []);
  });
});

Deno.test("issue 32: a percent escape that is not UTF-8 (%FF, a lone %C3, %zz) in a query or an address is a 400, signed in or not", async () => {
  await withApp(async (app) => {
    const addresses = [
      [
        "/switch-shop?next=%FF",
        /The query parameter "next" holds "next=%FF", whose percent escapes are not UTF-8/,
      ],
      ["/demo/appt-list?day=%C3", /The query parameter "day" holds "day=%C3"/],
      ["/login?next=%zz", /The query parameter "next" holds "next=%zz"/],
      ["/demo/inspections?%E0%A4=1", /A query parameter's name holds "%E0%A4=1"/],
      ["/%FF/inspections", /The address holds "%FF", whose percent escapes are not UTF-8/],
    ] as const;
    for (const client of [await owner(app), await stranger(app)]) {
      for (const [address, message] of addresses) {
        const page = await client.page(address, { follow: false });
        assert.equal(page.status, 400, address);
        assert.match(decodeEntities(page.html), message, address);
      }
      await refusedCall(
        await client.request("/ajax/customers/lookup?shop=demo&mobile=%FF%FE"),
        /The query parameter "mobile" holds "mobile=%FF%FE"/,
      );
      // The server answers the same address, well escaped.
      assert.equal((await client.page("/login?next=%C3%A9")).status, 200);
    }
  });
});
