import assert from "node:assert/strict";
import { type FieldState, planTransform, readTransformed, transformOption } from "./text_transform_rules.ts";

const field = (overrides: Partial<FieldState>): FieldState => ({
  tag: "input",
  type: "text",
  id: "last-name",
  name: "lastName",
  value: "o'brien",
  disabled: false,
  readOnly: false,
  option: "person-title",
  ...overrides,
});

Deno.test("only free-text inputs with an id, a name and a value, enabled and writable, are transformed", () => {
  assert.equal(transformOption(field({})), "person-title");
  assert.equal(transformOption(field({ tag: "textarea", type: "textarea", option: "sentence" })), "sentence");
  assert.equal(transformOption(field({ type: "search" })), "person-title");
  for (
    const refused of [
      { id: "" },
      { name: "" },
      { value: "" },
      { disabled: true },
      { readOnly: true },
      { type: "number" },
      { type: "password" },
      { type: "tel" },
      { type: "hidden" },
    ]
  ) {
    assert.equal(transformOption(field(refused)), null, JSON.stringify(refused));
  }
});

Deno.test("the option is one of the six; e-mail inputs are lower case unless they name another", () => {
  for (
    const option of ["sentence", "general-title", "person-title", "vehicle-title", "uppercase", "lowercase"]
  ) {
    assert.equal(transformOption(field({ option })), option);
  }
  assert.equal(transformOption(field({ option: "title" })), null, "an unknown option is ignored");
  assert.equal(transformOption(field({ option: null })), null, "a text input without an option is left");
  assert.equal(transformOption(field({ type: "email", option: null })), "lowercase");
  assert.equal(transformOption(field({ type: "email", option: "uppercase" })), "uppercase");
});

Deno.test("upper and lower case are done locally; the four styles are grouped for the server", () => {
  const plan = planTransform([
    field({ id: "first", value: "ann" }),
    field({ id: "last", value: "o'brien" }),
    field({ id: "email", type: "email", option: null, value: "Ann.OBrien@Example.COM" }),
    field({ id: "plate", option: "uppercase", value: "abc 123" }),
    field({ id: "make", option: "vehicle-title", value: "bmw" }),
    field({ id: "notes", tag: "textarea", type: "textarea", option: "sentence", value: "pads worn" }),
    field({ id: "title", option: "general-title", value: "the report" }),
    field({ id: "vin", option: null, value: "left alone" }),
  ]);
  assert.deepEqual(plan.local, { email: "ann.obrien@example.com", plate: "ABC 123" });
  assert.deepEqual(plan.request, {
    toPersonTitleCase: { first: "ann", last: "o'brien" },
    toVehicleTitleCase: { make: "bmw" },
    toSentenceCase: { notes: "pads worn" },
    toGeneralTitleCase: { title: "the report" },
  });
});

Deno.test("the server is not called when no field needs a case style", () => {
  const plan = planTransform([field({ type: "email", option: null, value: "A@B.C" }), field({ value: "" })]);
  assert.deepEqual(plan, { local: { "last-name": "a@b.c" }, request: null });
});

Deno.test("the answer's transformed text replaces only the inputs sent; advanced mode is an error", () => {
  assert.deepEqual(
    readTransformed({ transformed: { first: "Ann", other: "x", last: 5 } }, ["first", "last"]),
    { first: "Ann" },
  );
  assert.throws(
    () => readTransformed({ fields: { first: { transformed: "Ann" } } }, ["first"]),
    /The server answered in advanced mode, which this page does not use\./,
  );
  assert.throws(() => readTransformed(null, ["first"]), /The server's answer had no transformed text\./);
});
