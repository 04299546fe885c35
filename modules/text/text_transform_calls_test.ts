import assert from "node:assert/strict";
import { InputError } from "@platform/errors.ts";
import { MAX_FIELDS, MAX_TEXT_CHARS, readFieldRequests } from "./text_transform_calls.server.ts";

Deno.test("the four groups and fields each name their style; other body fields are ignored", () => {
  assert.deepEqual(
    readFieldRequests({
      advancedMode: false,
      csrfToken: "x",
      toSentenceCase: { notes: "worn pads" },
      toGeneralTitleCase: {},
      toPersonTitleCase: { first: "ann", last: "o'neil" },
      toVehicleTitleCase: null,
      fields: { make: { text: "bmw", style: "vehicle-title" } },
    }),
    [
      { id: "notes", style: "sentence", text: "worn pads" },
      { id: "first", style: "person-title", text: "ann" },
      { id: "last", style: "person-title", text: "o'neil" },
      { id: "make", style: "vehicle-title", text: "bmw" },
    ],
  );
});

Deno.test("malformed groups, repeated ids and too much text are refused with a message", () => {
  const refusal = (body: Record<string, unknown>, message: string) =>
    assert.throws(
      () => readFieldRequests(body),
      (error) => error instanceof InputError && error.message === message,
    );
  refusal(
    {},
    "Nothing to transform: send toSentenceCase, toGeneralTitleCase, toPersonTitleCase, toVehicleTitleCase or fields, mapping input ids to text.",
  );
  refusal({ toSentenceCase: ["a"] }, "toSentenceCase must be an object that maps input ids to text.");
  refusal({ toSentenceCase: "a" }, "toSentenceCase must be an object that maps input ids to text.");
  refusal({ toPersonTitleCase: { first: 5 } }, 'toPersonTitleCase["first"] must be text.');
  refusal(
    { fields: { make: { text: "bmw", style: "uppercase" } } },
    'fields["make"] must be {text, style} with style one of sentence, general-title, person-title, vehicle-title.',
  );
  refusal(
    { toSentenceCase: { a: "x" }, toGeneralTitleCase: { a: "y" } },
    'The input "a" is listed twice; send each input once.',
  );
  refusal({ toSentenceCase: { "": "x" } }, "An input id must have 1 to 200 characters.");
  refusal(
    { toSentenceCase: { notes: "x".repeat(MAX_TEXT_CHARS + 1) } },
    `The text of "notes" has ${MAX_TEXT_CHARS + 1} characters; at most ${MAX_TEXT_CHARS} can be transformed.`,
  );
  const many = Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, "x"]));
  refusal(
    { toSentenceCase: many },
    `Send at most ${MAX_FIELDS} fields at once; this request has ${MAX_FIELDS + 1}.`,
  );
});
