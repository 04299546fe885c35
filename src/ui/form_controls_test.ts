import assert from "node:assert/strict";
import {
  type ControlLike,
  isControlDirty,
  isFormDirty,
  isKept,
  readControls,
  resetClears,
  resetLabel,
  writeControls,
} from "./form_controls.ts";

const text = (name: string, value: string, defaultValue = ""): ControlLike => ({
  name,
  type: "text",
  value,
  defaultValue,
});
const option = (value: string, selected = false, defaultSelected = false) => ({
  value,
  selected,
  defaultSelected,
});
const multiple = (name: string, ...opts: ReturnType<typeof option>[]): ControlLike => ({
  name,
  type: "select-multiple",
  value: "",
  options: opts,
});
const single = (name: string, ...opts: ReturnType<typeof option>[]): ControlLike => ({
  name,
  type: "select-one",
  value: opts.find((o) => o.selected)?.value ?? "",
  options: opts,
});
const box = (name: string, value: string, checked: boolean, defaultChecked = false, type = "checkbox") => ({
  name,
  type,
  value,
  checked,
  defaultChecked,
});

Deno.test("a control is dirty when its value differs from its default", () => {
  assert.equal(isControlDirty(text("plate", "ABC123")), true);
  assert.equal(isControlDirty(text("plate", "ABC123", "ABC123")), false);
  assert.equal(isControlDirty({ name: "notes", type: "textarea", value: "", defaultValue: "" }), false);
  assert.equal(isControlDirty(box("waiting", "on", true)), true);
  assert.equal(isControlDirty(box("waiting", "on", true, true)), false);
  assert.equal(isControlDirty(box("contact", "sms", false, true, "radio")), true);
});

Deno.test("a multiple select is dirty when its selected options differ from the default ones", () => {
  assert.equal(isControlDirty(multiple("systems", option("brakes"), option("tires"))), false);
  assert.equal(isControlDirty(multiple("systems", option("brakes", true), option("tires"))), true);
  assert.equal(isControlDirty(multiple("systems", option("brakes", true, true), option("tires"))), false);
  assert.equal(isControlDirty(multiple("systems", option("brakes", false, true), option("tires"))), true);
});

Deno.test("a single select is dirty when it shows another option than its default (the first if none)", () => {
  assert.equal(isControlDirty(single("urgency", option("", true), option("today"))), false);
  assert.equal(isControlDirty(single("urgency", option(""), option("today", true))), true);
  assert.equal(isControlDirty(single("urgency", option(""), option("today", true, true))), false);
  assert.equal(isControlDirty(single("empty")), false);
});

Deno.test("hidden fields, passwords, files, buttons and data-draft=off controls are not kept", () => {
  assert.equal(isKept(text("plate", "")), true);
  for (const type of ["hidden", "password", "file", "submit", "button", "reset", "fieldset"]) {
    assert.equal(isKept({ name: "x", type, value: "" }), false, type);
  }
  assert.equal(isKept(text("", "x")), false, "a control without a name");
  assert.equal(isKept({ ...text("x", ""), dataset: { draft: "off" } }), false);
  // A changed CSRF token (hidden) does not make the form dirty.
  assert.equal(
    isFormDirty([{ name: "csrfToken", type: "hidden", value: "new", defaultValue: "old" }]),
    false,
  );
  assert.equal(isFormDirty([text("a", ""), text("b", "x")]), true);
});

Deno.test("the reset button says Clear form where resetting empties the form", () => {
  assert.equal(
    resetClears([text("a", "typed"), multiple("m", option("x", true)), single("s", option("1"))]),
    true,
  );
  assert.equal(resetClears([text("a", "", "saved")]), false);
  assert.equal(resetClears([box("c", "on", false, true)]), false);
  assert.equal(resetClears([multiple("m", option("x", false, true))]), false);
  assert.equal(resetClears([single("s", option("1"), option("2", false, true))]), false);
  assert.equal(resetClears([{ name: "csrfToken", type: "hidden", value: "t", defaultValue: "t" }]), true);
  assert.equal(resetLabel(true), "Clear form");
  assert.equal(resetLabel(false), "Reset form");
});

Deno.test("values read from controls are written back the same, lists as JSON", () => {
  const controls = () => [
    text("plate", "ABC123"),
    { name: "notes", type: "textarea", value: "Line one\nLine two", defaultValue: "" },
    multiple("systems", option("brakes", true), option("tires"), option("lights", true)),
    single("urgency", option(""), option("today", true)),
    box("contact", "sms", false, false, "radio"),
    box("contact", "email", true, false, "radio"),
    box("extras", "wash", true),
    box("extras", "wipers", false),
    box("waiting", "on", false),
    { name: "csrfToken", type: "hidden", value: "secret" },
  ];
  const values = readControls(controls());
  assert.deepEqual(values, {
    plate: "ABC123",
    notes: "Line one\nLine two",
    systems: '["brakes","lights"]',
    urgency: "today",
    contact: "email",
    extras: '["wash"]',
    waiting: "[]",
  });

  const blank = [
    text("plate", ""),
    { name: "notes", type: "textarea", value: "", defaultValue: "" },
    multiple("systems", option("brakes"), option("tires", true), option("lights")),
    single("urgency", option("", true), option("today")),
    box("contact", "sms", true, false, "radio"),
    box("contact", "email", false, false, "radio"),
    box("extras", "wash", false),
    box("extras", "wipers", true),
    box("waiting", "on", true),
    { name: "csrfToken", type: "hidden", value: "current" },
  ];
  writeControls(blank, values);
  assert.deepEqual(readControls(blank), values);
  assert.equal(blank[9].value, "current", "the CSRF token is never overwritten");
});

Deno.test("writing leaves alone controls the values do not name and options a select no longer has", () => {
  const plate = text("plate", "kept");
  const urgency = single("urgency", option("", true), option("today"));
  writeControls([plate, urgency], { urgency: "gone" });
  assert.equal(plate.value, "kept");
  assert.deepEqual(readControls([urgency]), { urgency: "" });
});
