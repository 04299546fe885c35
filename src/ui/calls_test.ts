// The JSON helpers against a real HTTP server that answers what each test asks for: status, content type
// and body come from the query (?status=&type=&body=); /echo answers what it received.
import assert from "node:assert/strict";
import { callNoContent, getJson, postForm, postJson, putJson, UnexpectedResponseError } from "./calls.ts";

const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (request) => {
  const url = new URL(request.url);
  if (url.pathname === "/echo") {
    return Response.json(
      { method: request.method, type: request.headers.get("Content-Type"), body: await request.text() },
      { status: Number(url.searchParams.get("status") ?? 200) },
    );
  }
  const type = url.searchParams.get("type");
  const body = url.searchParams.get("body");
  const status = Number(url.searchParams.get("status"));
  // A byte body gets no content type of its own, so "no content type" can be tested.
  return new Response(status === 204 || body === null ? null : new TextEncoder().encode(body), {
    status,
    headers: type ? { "Content-Type": type } : {},
  });
});
// The process may end while it listens.
server.unref();
const base = `http://127.0.0.1:${server.addr.port}`;
const answer = (status: number, type: string | null, body?: string) =>
  `${base}/reply?${new URLSearchParams({
    status: String(status),
    ...(type ? { type } : {}),
    ...(body === undefined ? {} : { body }),
  })}`;

async function refusal(call: Promise<unknown>): Promise<UnexpectedResponseError> {
  try {
    await call;
  } catch (error) {
    assert.ok(error instanceof UnexpectedResponseError, String(error));
    return error;
  }
  assert.fail("the call should have thrown");
}

Deno.test("a data call accepts 200 and 201 with a JSON content type", async () => {
  assert.deepEqual(await getJson(answer(200, "application/json; charset=utf-8", '{"a":1}')), { a: 1 });
  assert.deepEqual(await postJson(`${base}/echo?status=201`, { vin: "X" }), {
    method: "POST",
    type: "application/json",
    body: '{"vin":"X"}',
  });
  assert.deepEqual(await putJson(`${base}/echo`, { a: 1 }), {
    method: "PUT",
    type: "application/json",
    body: '{"a":1}',
  });
  const form = await postForm<{ type: string; body: string }>(
    `${base}/echo`,
    new URLSearchParams({ name: "Dana" }),
  );
  assert.match(form.type, /^application\/x-www-form-urlencoded/);
  assert.equal(form.body, "name=Dana");
});

Deno.test("a GET expects 200 only; a 201 is unexpected", async () => {
  const error = await refusal(getJson(answer(201, "application/json", "{}")));
  assert.equal(error.status, 201);
  assert.equal(error.message, "Unexpected server response: JSON (status 201).");
});

Deno.test("a success without JSON is unexpected, and says what came", async () => {
  const html = await refusal(postJson(answer(200, "text/html; charset=utf-8", "<p>hi</p>"), { a: 1 }));
  assert.equal(html.message, "Unexpected server response: an HTML page (status 200).");
  assert.equal(html.response.text, "<p>hi</p>");
  assert.equal(html.request.method, "POST");
  assert.equal(html.request.body, '{"a":1}');
  assert.match(html.request.url, /\/reply\?/);
  const empty = await refusal(getJson(answer(204, null)));
  assert.equal(empty.message, "Unexpected server response: no content type (status 204).");
  const broken = await refusal(getJson(answer(200, "application/json", "{nope")));
  assert.equal(broken.message, "Unexpected server response: the JSON could not be read (status 200).");
});

Deno.test("a no-content call expects 204 and nothing else", async () => {
  assert.equal(await callNoContent("POST", answer(204, null)), undefined);
  const ok = await refusal(callNoContent("DELETE", answer(200, "application/json", "{}")));
  assert.equal(ok.status, 200);
  assert.equal(ok.request.method, "DELETE");
  assert.equal(ok.request.body, null);
});

Deno.test("an error's message: plain text, or JSON message / errorMessage", async () => {
  const text = await refusal(
    postJson(answer(400, "text/plain; charset=utf-8", " The VIN is too short. "), {}),
  );
  assert.equal(text.message, "The VIN is too short.");
  assert.equal(text.status, 400);
  assert.equal(text.response.type, "text/plain; charset=utf-8");
  const json = await refusal(getJson(answer(404, "application/json", '{"message":"No such inspection."}')));
  assert.equal(json.message, "No such inspection.");
  const legacy = await refusal(
    callNoContent("PUT", answer(409, "application/json", '{"errorMessage":"Taken."}')),
  );
  assert.equal(legacy.message, "Taken.");
});

Deno.test("HTML, no content type and other types give the generic message", async () => {
  const cases: Array<[number, string | null, string, string]> = [
    [502, "text/html", "<h1>Bad gateway</h1>", "Unexpected server response: an HTML page (status 502)."],
    [500, null, "oops", "Unexpected server response: no content type (status 500)."],
    [500, "image/png", "....", "Unexpected server response: image/png (status 500)."],
    [
      500,
      "application/json",
      '{"detail":"x"}',
      "Unexpected server response: JSON without a message (status 500).",
    ],
    [503, "text/plain", "  ", "Unexpected server response: an empty answer (status 503)."],
  ];
  for (const [status, type, body, message] of cases) {
    const error = await refusal(getJson(answer(status, type, body)));
    assert.equal(error.message, message);
    assert.equal(error.status, status);
  }
});
