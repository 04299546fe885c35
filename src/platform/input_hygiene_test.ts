// The input-hygiene layer on a small app of its own: what it refuses (and names), what it lets through
// untouched, and the error handler's last safety net on a real database's refusals.
import assert from "node:assert/strict";
import { Hono } from "hono";
import { backends, sharedDatabase } from "../../tests/support/databases.ts";
import { UserFacingError } from "./errors.ts";
import { readForm } from "./forms.ts";
import { type AppEnv, readJson } from "./http.ts";
import { inputErrorOfDatabase, inputHygiene } from "./input_hygiene.ts";
import { createLogger } from "./log.ts";
import type { Services } from "./request_context.ts";

function hygienicApp(services: Partial<Services> = {}) {
  const logLines: string[] = [];
  const log = createLogger({ level: "info", format: "json", write: (line) => logLines.push(line) });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("services", { log, ...services } as Services);
    c.set("requestId", "test-request");
    await next();
  });
  app.use(inputHygiene());
  app.post("/ajax/echo", async (c) => c.json({ echo: await readJson(c) }));
  // As a form page answers: a refusal is the page again with the message.
  app.post("/form", async (c) => {
    try {
      return c.json({ fields: await readForm(c) });
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error;
      return c.text(`the form again: ${error.message}`, error.status);
    }
  });
  app.post("/raw", async (c) => c.text(await c.req.raw.text()));
  app.get("/:shop/things/:id", (c) => c.text(`thing ${c.req.param("id")}`));
  app.get("/:shop", (c) => c.text(`shop ${c.req.param("shop")}`));
  app.get("/db/int", async (c) => {
    await services.sql!`select ${c.req.query("value") ?? ""}::int4`;
    return c.text("stored");
  });
  app.onError((thrown, c) => {
    const error = inputErrorOfDatabase(c, thrown) ?? thrown;
    if (error instanceof UserFacingError) return c.json({ message: error.message }, error.status);
    return c.json({ message: `unhandled: ${error.message}` }, 500);
  });
  return { app, logLines };
}

const json = (body: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body,
});

async function refusal(response: Response): Promise<string> {
  assert.equal(response.status, 400);
  return (await response.json()).message;
}

Deno.test("a NUL character is refused wherever it is sent, naming the place", async () => {
  const { app } = hygienicApp();
  assert.match(
    await refusal(await app.request("/demo?search=a%00b")),
    /query parameter "search" holds a NUL/,
  );
  assert.match(await refusal(await app.request("/demo/things/%00")), /^The address holds a NUL/);
  assert.match(
    await refusal(await app.request("/demo", { headers: { Cookie: "session=%00" } })),
    /cookie "session".*holds a NUL/,
  );
  assert.match(
    await refusal(await app.request("/demo", { headers: { Referer: "http://localhost/%00/x" } })),
    /Referer header holds a NUL/,
  );
  assert.match(
    await refusal(await app.request("/ajax/echo", json('{"items":[{"text":"a\\u0000b"}]}'))),
    /JSON field "items\[0\]\.text" holds a NUL character/,
  );
  assert.match(await refusal(await app.request("/ajax/echo", json('{"a\\u0000":1}'))), /JSON field's name/);
  const text = await app.request("/raw", {
    method: "POST",
    headers: { "Content-Type": "text/csv" },
    body: "1,\0",
  });
  assert.match(await refusal(text), /request body holds a NUL/);
});

Deno.test("a lone surrogate in JSON is refused; a whole emoji is kept", async () => {
  const { app } = hygienicApp();
  assert.match(
    await refusal(await app.request("/ajax/echo", json('{"message":"\\ud800"}'))),
    /JSON field "message" holds a broken character \(a lone UTF-16 surrogate\)/,
  );
  const emoji = await app.request("/ajax/echo", json('{"message":"\\ud83d\\ude00"}'));
  assert.deepEqual(await emoji.json(), { echo: { message: "😀" } });
});

Deno.test("a form that cannot be read is refused; a form page gets the refusal to show with its page", async () => {
  const { app } = hygienicApp();
  const noBoundary = await app.request("/form", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data" },
    body: "name=x",
  });
  assert.equal(noBoundary.status, 400);
  assert.equal(
    await noBoundary.text(),
    "the form again: The form could not be read: a multipart/form-data body needs a boundary in its Content-Type.",
  );
  const broken = await app.request("/form", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    body: "this is not multipart",
  });
  assert.match(await broken.text(), /^the form again: The form could not be read: its body is not valid/);
  const nul = await app.request("/form", { method: "POST", body: new URLSearchParams({ name: "a\0b" }) });
  assert.equal(
    await nul.text(),
    'the form again: The field "name" holds a NUL character (U+0000), which text here cannot contain.',
  );
  // An /ajax call is answered at once, whoever would have read the body.
  const call = await app.request("/ajax/echo", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data" },
    body: "x",
  });
  assert.match(await refusal(call), /needs a boundary/);
});

Deno.test("a JSON number under an id's name must fit an id column; text and other numbers are the reader's", async () => {
  const { app } = hygienicApp();
  assert.equal(
    await refusal(await app.request("/ajax/echo", json('{"ids":[3,2147483648]}'))),
    'The JSON field "ids[1]" is 2147483648, which is not an id: ids are whole numbers up to 2147483647.',
  );
  assert.match(await refusal(await app.request("/ajax/echo", json('{"taskId":1.5}'))), /"taskId" is 1.5/);
  const fits = { ids: [2147483647], taskId: -2147483648, workOrderId: "99999999999", odometer: 3e9 };
  const kept = await app.request("/ajax/echo", json(JSON.stringify(fits)));
  assert.deepEqual(await kept.json(), { echo: fits });
});

Deno.test("digits in the address beyond an id are refused, except the first segment (a shop's name)", async () => {
  const { app } = hygienicApp();
  assert.equal(
    await refusal(await app.request("/demo/things/2147483648")),
    "The address names 2147483648, which is not an id: ids are whole numbers up to 2147483647.",
  );
  assert.equal(await (await app.request("/demo/things/2147483647")).text(), "thing 2147483647");
  assert.equal(await (await app.request("/2147483648")).text(), "shop 2147483648");
});

Deno.test("the body stays whole for the handler and for whatever reads the raw request", async () => {
  const { app } = hygienicApp();
  const body = '{"text":"Bremsbeläge 😀"}';
  assert.equal(await (await app.request("/raw", json(body))).text(), body);
  assert.deepEqual(await (await app.request("/ajax/echo", json(body))).json(), { echo: JSON.parse(body) });
  const form = await app.request("/form", { method: "POST", body: new URLSearchParams({ name: "Olivia" }) });
  assert.deepEqual(await form.json(), { fields: { name: "Olivia" } });
});

for (const backend of backends()) {
  Deno.test(`${backend}: a value the database refuses is a 400 with a message, logged as a warning`, async () => {
    const { sql } = await sharedDatabase(backend);
    const { app, logLines } = hygienicApp({ sql });
    assert.equal(
      await refusal(await app.request("/db/int?value=4294967296")),
      "A number in the request is too large or too small to be stored.",
    );
    assert.equal(
      await refusal(await app.request("/db/int?value=twelve")),
      "A value in the request is not of the kind expected here (such as a number where text was sent).",
    );
    const warnings = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === "warn");
    assert.deepEqual(warnings.map((entry) => [entry.msg, entry.code, entry.path]), [
      ["the database refused a value of the request", "22003", "/db/int"],
      ["the database refused a value of the request", "22P02", "/db/int"],
    ]);
  });
}
