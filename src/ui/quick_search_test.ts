import assert from "node:assert/strict";
import {
  afterKey,
  type DateTyping,
  isTypingKey,
  NOT_TYPING,
  onDateBlur,
  onDateChange,
} from "./quick_search.ts";

const T = 1_000_000;

Deno.test("a date picked without typing submits on change", () => {
  assert.deepEqual(onDateChange(NOT_TYPING, T), { submit: true, state: NOT_TYPING });
});

Deno.test("a change within 2 seconds of a key press is held; one 2 seconds later submits", () => {
  const typed = afterKey(NOT_TYPING, "2", T);
  const held = onDateChange(typed, T + 1999);
  assert.equal(held.submit, false);
  assert.equal(held.state.changeHeld, true);
  assert.equal(onDateChange(typed, T + 2000).submit, true);
});

Deno.test("leaving the field within 2 seconds of typing submits, later only if a change was held", () => {
  const typed = afterKey(NOT_TYPING, "Backspace", T);
  assert.deepEqual(onDateBlur(typed, T + 1999), { submit: true, state: NOT_TYPING });
  assert.equal(onDateBlur(typed, T + 2000).submit, false, "typed long ago, nothing held");
  const held: DateTyping = onDateChange(typed, T + 500).state;
  assert.equal(onDateBlur(held, T + 60_000).submit, true, "a held change is never left unsent");
  assert.equal(onDateBlur(NOT_TYPING, T).submit, false, "focus passing through submits nothing");
});

Deno.test("Tab, Enter, Escape and modifier keys are not typing", () => {
  for (const key of ["Tab", "Shift", "Enter", "Escape"]) assert.equal(isTypingKey(key), false, key);
  for (const key of ["2", "Backspace", "ArrowUp", "Delete"]) assert.equal(isTypingKey(key), true, key);
  assert.equal(afterKey(NOT_TYPING, "Tab", T), NOT_TYPING);
});
