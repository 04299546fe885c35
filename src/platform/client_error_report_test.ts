import assert from "node:assert/strict";
import { MAX_FIELD_CHARS, readClientErrorReport, readErrorBeacon } from "./client_error_report.ts";
import { InputError } from "./errors.ts";

Deno.test("a report keeps its known fields only, objects as JSON text", () => {
  const read = readClientErrorReport({
    message: "TypeError: x is undefined",
    level: "error",
    clientUtcUnixMS: 1_790_000_000_000,
    clientHints: { mobile: false },
    documentUrl: "http://localhost/demo/gallery",
    somethingElse: "dropped",
  });
  assert.deepEqual(read, {
    level: "error",
    message: "TypeError: x is undefined",
    documentUrl: "http://localhost/demo/gallery",
    report: {
      clientUtcUnixMS: 1_790_000_000_000,
      level: "error",
      message: "TypeError: x is undefined",
      documentUrl: "http://localhost/demo/gallery",
      clientHints: '{"mobile":false}',
    },
  });
});

Deno.test("a long field is cut and says how long it was", () => {
  const read = readClientErrorReport({ message: "m", errorEvent: "e".repeat(MAX_FIELD_CHARS + 10) });
  assert.equal(read.report.errorEvent, `${"e".repeat(MAX_FIELD_CHARS)}… (${MAX_FIELD_CHARS + 10} chars)`);
});

Deno.test("a cut through an emoji keeps no half of it (the report's json column would refuse it)", () => {
  const read = readClientErrorReport({ message: `${"a".repeat(MAX_FIELD_CHARS - 1)}😀 and more` });
  assert.equal(read.message, `${"a".repeat(MAX_FIELD_CHARS - 1)}… (${MAX_FIELD_CHARS + 10} chars)`);
  assert.ok(read.message.isWellFormed());
});

Deno.test("a report without a level is an error", () => {
  assert.equal(readClientErrorReport({ message: "m" }).level, "error");
});

Deno.test("what is not a report, or has no message, is refused with a message", () => {
  assert.throws(() => readClientErrorReport([1]), new InputError("An error report must be a JSON object."));
  assert.throws(() => readClientErrorReport({ level: "error" }), {
    message: "An error report must have a message.",
  });
  assert.throws(() => readClientErrorReport({ message: "  " }), InputError);
});

Deno.test("the beacon keeps the original error and why the report failed", () => {
  const read = readErrorBeacon(
    new URLSearchParams({ originalError: "Boom", metaError: "Failed to fetch" }),
    "http://localhost/demo/gallery",
  );
  assert.equal(read.message, "Boom");
  assert.equal(read.documentUrl, "http://localhost/demo/gallery");
  assert.equal(read.level, "beacon");
  assert.deepEqual(read.report, { originalError: "Boom", metaError: "Failed to fetch" });
  assert.equal(readErrorBeacon(new URLSearchParams({ metaError: "only this" }), "").message, "only this");
  assert.throws(() => readErrorBeacon(new URLSearchParams(), ""), {
    message: "An error beacon needs originalError or metaError.",
  });
});
