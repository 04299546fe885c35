// POST /ajax/misc/text over real HTTP: signed-in staff get each group's text recased under the same ids, in
// advanced mode per field; a signed-out caller, a missing CSRF token and a malformed body are refused.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, DEMO_STAFF, signedInClient } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";

let mechanic: HttpClient;
const fixture = appFixture({
  async setup({ app }) {
    mechanic = await signedInClient(app, DEMO_STAFF.mechanic.email, DEMO_STAFF.mechanic.password);
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `text transform call: ${name}`, ...LONG_LIVED, fn });

test("each group comes back recased under its input ids", async () => {
  const response = await mechanic.call("/ajax/misc/text", "POST", {
    toSentenceCase: { notes: "LEFT FRONT PADS AT 2MM. ABS LIGHT ON" },
    toGeneralTitleCase: { title: "brake inspection for the front" },
    toPersonTitleCase: { lastName: "mcdonald-o'brien jr", company: "acme auto llc" },
    toVehicleTitleCase: { model: "ford f-150 xlt 4x4" },
  });
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    transformed: {
      notes: "Left front pads at 2mm. ABS light on",
      title: "Brake Inspection for the Front",
      lastName: "McDonald-O'Brien Jr",
      company: "Acme Auto LLC",
      model: "Ford F-150 XLT 4x4",
    },
  });
});

test("advanced mode answers fields: each input's style, text and transformed text", async () => {
  const response = await mechanic.call("/ajax/misc/text", "POST", {
    advancedMode: true,
    fields: { make: { text: "bmw", style: "vehicle-title" } },
    toPersonTitleCase: { first: "ANN" },
  });
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    fields: {
      first: { style: "person-title", text: "ANN", transformed: "Ann" },
      make: { style: "vehicle-title", text: "bmw", transformed: "BMW" },
    },
  });
});

test("a malformed body is a 400 that says what is wrong", async () => {
  const cases: Array<[unknown, string]> = [
    [{ toPersonTitleCase: { first: 1 } }, 'toPersonTitleCase["first"] must be text.'],
    [{ toSentenceCase: "notes" }, "toSentenceCase must be an object that maps input ids to text."],
    [{ advancedMode: "maybe", toSentenceCase: { a: "b" } }, "advancedMode must be true or false."],
    [[1, 2], "The request body must be a JSON object."],
  ];
  for (const [body, message] of cases) {
    const response = await mechanic.call("/ajax/misc/text", "POST", body);
    assert.equal(response.status, 400, message);
    assert.deepEqual(await response.json(), { message });
  }
  const text = await mechanic.call("/ajax/misc/text", "POST", undefined, { "Content-Type": "text/plain" });
  assert.equal(text.status, 415);
});

test("a signed-out caller is asked to sign in (401)", async () => {
  const visitor = new HttpClient(fixture.app.url);
  await visitor.page("/login");
  const response = await visitor.call("/ajax/misc/text", "POST", { toSentenceCase: { notes: "hello" } });
  assert.equal(response.status, 401);
  assert.deepEqual(await response.json(), { message: "Sign in to continue." });
});

test("a call without the CSRF token is refused (403)", async () => {
  const response = await mechanic.request("/ajax/misc/text", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ toSentenceCase: { notes: "hello" } }),
  });
  assert.equal(response.status, 403);
  assert.deepEqual(await response.json(), {
    message: "This form has expired or was not sent by this app's page. Reload the page and try again.",
  });
});
