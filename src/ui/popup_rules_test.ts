import assert from "node:assert/strict";
import {
  frameLimit,
  frameSize,
  type PopupMeta,
  popupMode,
  popupOfState,
  popupTarget,
  popupTitle,
  readPopupMeta,
  scrollSize,
  trialSize,
  UNSAVED_POPUP,
} from "./popup_rules.ts";

Deno.test("links open popups from 1024 x 700; smaller viewports only when the link forces it", () => {
  assert.equal(popupMode({ width: 1024, height: 700 }, false), "popup");
  assert.equal(popupMode({ width: 1920, height: 1080 }, true), "popup");
  assert.equal(popupMode({ width: 1023, height: 800 }, false), "navigate");
  assert.equal(popupMode({ width: 1280, height: 699 }, false), "navigate");
  assert.equal(popupMode({ width: 390, height: 844 }, true), "full-screen");
});

Deno.test("a popup's history entry records the popup flag, target and previous location", () => {
  const state = { popup: true, target: "/demo/x?a=1", previousLocation: "/demo/gallery", forced: false };
  assert.deepEqual(popupOfState({ ...state, __TSR_index: 3, key: "k" }), state);
  assert.deepEqual(popupOfState({ popup: true, target: "/demo/x" }), {
    popup: true,
    target: "/demo/x",
    previousLocation: "",
    forced: false,
  });
  assert.equal(popupOfState({ __TSR_index: 2 }), null);
  assert.equal(popupOfState({ popup: true, target: "https://elsewhere.test/" }), null);
  assert.equal(popupOfState(null), null);
});

Deno.test("only same-origin links open in a popup", () => {
  const origin = "https://app.example";
  assert.equal(popupTarget("/demo/x?y=1#z", origin), "/demo/x?y=1#z");
  assert.equal(popupTarget("https://app.example/demo/x", origin), "/demo/x");
  assert.equal(popupTarget("https://other.example/demo/x", origin), null);
  assert.equal(popupTarget("http://[bad", origin), null);
});

Deno.test("the popup takes the page part of the page's title; a welcome page's title hides it", () => {
  assert.equal(popupTitle("Popup sample — Demo Auto Repair"), "Popup sample");
  assert.equal(popupTitle("Edit — Brakes — Demo Auto Repair"), "Edit — Brakes");
  assert.equal(popupTitle("Shop Inspections"), null);
  assert.equal(popupTitle("Welcome!"), null);
  assert.equal(popupTitle("  "), null);
});

Deno.test("pages declare their popup through meta tags; bad values count as absent", () => {
  const tags: Record<string, string> = {
    "popup-width": "720",
    "popup-height": " 520 ",
    "popup-max-width": "wide",
    "popup-resize": "scroll",
    "popup-header": "hidden",
  };
  assert.deepEqual(readPopupMeta((name) => tags[name] ?? null), {
    width: 720,
    height: 520,
    maxWidth: null,
    resize: "scroll",
    header: false,
  });
  assert.deepEqual(readPopupMeta(() => null), {
    width: null,
    height: null,
    maxWidth: null,
    resize: "auto",
    header: true,
  });
});

const AUTO: PopupMeta = { width: null, height: null, maxWidth: null, resize: "auto", header: true };

Deno.test("auto-size takes the first trial width and height at which the page fits", () => {
  // A page that needs 700 px of width and is 560 px tall at any width.
  const page = (size: { width: number; height: number }) => ({
    width: Math.max(size.width, 700),
    height: Math.max(size.height, 560),
  });
  const limit = frameLimit({ width: 1280, height: 800 }, AUTO);
  assert.deepEqual(limit, { width: 1248, height: 720 });
  assert.deepEqual(frameSize(AUTO, limit, page), { width: 720, height: 600 });
});

Deno.test("auto-size stops at the viewport and at the declared max width", () => {
  assert.equal(trialSize([480, 640, 720], 700, () => false), 640);
  assert.equal(trialSize([480, 640], 300, () => true), 300);
  const limit = frameLimit({ width: 1920, height: 1000 }, { ...AUTO, maxWidth: 800 });
  assert.equal(limit.width, 800);
  const huge = () => ({ width: 5000, height: 5000 });
  assert.deepEqual(frameSize(AUTO, limit, huge), { width: 790, height: 800 });
});

Deno.test("declared sizes win over trials; fixed pages are not measured", () => {
  const limit = { width: 1000, height: 700 };
  const measured: unknown[] = [];
  const measure = (size: { width: number; height: number }) => (measured.push(size), size);
  assert.deepEqual(frameSize({ ...AUTO, width: 640, height: 900 }, limit, measure), {
    width: 640,
    height: 700,
  });
  assert.deepEqual(measured, []);
  assert.deepEqual(frameSize({ ...AUTO, resize: "fixed" }, limit, measure), { width: 720, height: 600 });
  assert.deepEqual(measured, []);
});

Deno.test("scroll-based sizing adds 44 px of width and 68 px of height, at most 90vh", () => {
  const limit = frameLimit({ width: 1280, height: 800 }, AUTO);
  assert.deepEqual(scrollSize({ width: 600, height: 400 }, limit), { width: 644, height: 468 });
  assert.deepEqual(scrollSize({ width: 600, height: 2000 }, limit), { width: 644, height: 720 });
  const scroll: PopupMeta = { ...AUTO, resize: "scroll" };
  assert.deepEqual(frameSize(scroll, limit, () => ({ width: 500, height: 300 })), {
    width: 544,
    height: 368,
  });
});

Deno.test("the unsaved-changes question is the seed's", () => {
  assert.equal(UNSAVED_POPUP, "You have unsaved changes. Are you sure you want to close this popup?");
});
