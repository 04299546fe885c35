// The type's report preview reads like a real report: a finding of the shop's first priority is a fail, any
// other finding a warn at the task's lowest price; a task without findings passes and shows only when the
// shop tells customers of it always; a task the customer is never told of is left out.
import assert from "node:assert/strict";
import type { ChecklistOutline, OutlineTask } from "../catalog/mod.ts";
import type { ReportOptions } from "../inspections/mod.ts";
import { sampleReport } from "./sample_report.ts";
import { Messages, REPORT_MESSAGES } from "../text/mod.ts";

/** The app's report defaults, as a shop that never changed them has them. */
const DEFAULT_REPORT_OPTIONS: ReportOptions = {
  showPassedItems: true,
  showPrices: true,
  showTechnicianNotes: false,
  showSummary: true,
};

const SAFETY = { id: 1, name: "Safety", colour: "#b42318" };
const SOON = { id: 2, name: "Soon", colour: "#b54708" };

function task(id: number, name: string, change: Partial<OutlineTask>): OutlineTask {
  return {
    id,
    name,
    notifyMode: "relevant",
    priceMin: null,
    findings: [],
    ...change,
  } as OutlineTask;
}

function finding(id: number, text: string, priorityId: number) {
  return {
    id,
    text,
    explanation: `Why ${text}`,
    recommendation: `Fix ${text}`,
    priorityId,
    priority: null,
    status: "audited" as const,
  };
}

const outline = {
  type: {
    id: 7,
    name: "Brake check",
    description: "",
    subjectType: "vehicle",
    customerMode: "optional",
    isActive: true,
  },
  priorities: [SAFETY, SOON],
  categories: [{
    id: 1,
    name: "Brakes",
    isActive: true,
    tasks: [
      task(10, "Pads", { priceMin: 120, findings: [finding(100, "Worn", SAFETY.id)] }),
      task(11, "Rotors", { priceMin: 300, findings: [finding(101, "Scored", SOON.id)] }),
      task(12, "Brake fluid", { notifyMode: "always" }),
      task(13, "Hoses", {}),
      task(14, "Internal check", { notifyMode: "disabled", findings: [finding(102, "Note", SAFETY.id)] }),
    ],
  }],
} as ChecklistOutline;

const shop = {
  name: "Bay Street Auto",
  uriName: "bay",
  timeZone: "America/New_York",
  currency: "USD",
  contact: { phone: "", email: "", address: "", website: "", accentColor: "" },
  logoUrl: null,
};

Deno.test("sample report: results follow the findings' priorities, and only what customers are told shows", () => {
  const report = sampleReport(outline, shop, "en", {
    messages: new Messages("en-US"),
    translated: (text) => text,
  }, DEFAULT_REPORT_OPTIONS);
  assert.deepEqual(
    report.groups.map((group) => [group.result, group.items.map((item) => item.taskName)]),
    [["fail", ["Pads"]], ["warn", ["Rotors"]], ["pass", ["Brake fluid"]]],
  );
  const pads = report.groups[0].items[0];
  assert.equal(pads.findingText, "Worn");
  assert.equal(pads.explanation, "Why Worn");
  assert.equal(pads.price, 120);
  assert.equal(pads.answerable, true);
  assert.equal(report.groups[2].items[0].answerable, false);
  assert.deepEqual(report.counts, { fail: 1, warn: 1, pass: 1 });
  assert.equal(report.totals.recommended, 420);
  assert.equal(report.facts.vehicleName, "Brake check");
});

Deno.test("sample report: the shop's wording and its catalogue's translations, as a sent report has them", () => {
  const spanish = new Messages("es-MX", { "es-MX": { [REPORT_MESSAGES.title]: "Revisión de su coche" } });
  const translations: Record<string, string> = { Pads: "Balatas", Worn: "Desgastadas" };
  const report = sampleReport(outline, shop, "es", {
    messages: spanish,
    translated: (text) => translations[text] ?? text,
  }, DEFAULT_REPORT_OPTIONS);
  assert.equal(report.culture, "es-MX");
  assert.equal(report.words.title, "Revisión de su coche");
  const pads = report.groups[0].items[0];
  assert.equal(pads.taskName, "Balatas");
  assert.equal(pads.findingText, "Desgastadas");
  assert.equal(report.groups[1].items[0].taskName, "Rotors", "not translated: as the shop wrote it");
});

Deno.test("sample report: the shop's report defaults: no passed items listed, no prices", () => {
  const report = sampleReport(outline, shop, "en", {
    messages: new Messages("en-US"),
    translated: (text) => text,
  }, { ...DEFAULT_REPORT_OPTIONS, showPassedItems: false, showPrices: false });
  assert.deepEqual(
    report.groups.map((group) => [group.result, group.items.map((item) => item.taskName)]),
    [["fail", ["Pads"]], ["warn", ["Rotors"]]],
  );
  assert.deepEqual(report.counts, { fail: 1, warn: 1, pass: 1 }, "the summary still counts the pass");
  assert.equal(report.groups[0].items[0].price, null);
  assert.equal(report.totals.recommended, 0);
  assert.equal(report.options.showPrices, false);
});
