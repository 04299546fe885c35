import assert from "node:assert/strict";
import { isControlDirty } from "./form_dirty.ts";

Deno.test("a text control is changed when its value differs from the rendered one", () => {
  assert.equal(isControlDirty({ kind: "text", value: "Brakes", defaultValue: "Brakes" }), false);
  assert.equal(isControlDirty({ kind: "text", value: "Brakes!", defaultValue: "Brakes" }), true);
  assert.equal(isControlDirty({ kind: "text", value: "", defaultValue: "x" }), true);
});

Deno.test("a checkbox or radio is changed when ticked differently than rendered", () => {
  assert.equal(isControlDirty({ kind: "check", checked: true, defaultChecked: true }), false);
  assert.equal(isControlDirty({ kind: "check", checked: false, defaultChecked: true }), true);
});

const option = (selected: boolean, defaultSelected: boolean) => ({ selected, defaultSelected });

Deno.test("a select is changed when its choice differs; unmarked, the first option is the default", () => {
  const select = (options: ReturnType<typeof option>[]) =>
    ({ kind: "select", multiple: false, options }) as const;
  assert.equal(isControlDirty(select([option(false, false), option(true, true)])), false);
  assert.equal(isControlDirty(select([option(true, false), option(false, true)])), true);
  assert.equal(isControlDirty(select([option(true, false), option(false, false)])), false);
  assert.equal(isControlDirty(select([option(false, false), option(true, false)])), true);
});

Deno.test("a multiple select compares every selected option with the defaults", () => {
  const multiple = (options: ReturnType<typeof option>[]) =>
    ({ kind: "select", multiple: true, options }) as const;
  assert.equal(isControlDirty(multiple([option(false, false), option(false, false)])), false);
  assert.equal(isControlDirty(multiple([option(true, true), option(true, true)])), false);
  assert.equal(isControlDirty(multiple([option(true, true), option(false, true)])), true);
  assert.equal(isControlDirty(multiple([option(true, false), option(false, false)])), true);
});
