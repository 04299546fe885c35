// The built-in templates are what a new shop works with from day one: every task can be completed as
// configured, every type has a checklist, and every problem a mechanic can report comes with words for the
// customer.
import assert from "node:assert/strict";
import { createShop } from "../shops/mod.ts";
import { dbTest, uniqueName } from "../../tests/support/databases.ts";
import { canWarnOrFail, taskConfigurationProblems } from "./tasks/task_rules.ts";
import { sayIn } from "@modules/text/ui.ts";
import {
  applyTemplateToShop,
  type CatalogDocument,
  exportTemplate,
  installTemplate,
  listInspectionTypes,
  listTemplates,
  readCatalogDocument,
} from "./mod.ts";
import { BUILT_IN_TEMPLATES } from "./templates/built_in.ts";
import { type GradedTask, isGraded, suggestResult } from "./checklist_view/value_grades.ts";

const DOCUMENTS: CatalogDocument[] = BUILT_IN_TEMPLATES.map(readCatalogDocument);
const tasksOf = (document: CatalogDocument) => document.categories.flatMap((category) => category.tasks);
/** What a document is as a file: without the keys an export leaves undefined. */
const asJson = (document: CatalogDocument) => JSON.parse(JSON.stringify(document));
const activeTypes = (document: CatalogDocument) => document.inspectionTypes.filter((type) => type.isActive);

Deno.test("the four built-in templates ship, each with several inspection types and one default", () => {
  assert.deepEqual(DOCUMENTS.map((d) => d.key), [
    "general-repair",
    "tire-and-lube",
    "fleet-diesel",
    "appliance",
  ]);
  for (const document of DOCUMENTS) {
    assert.ok(document.description.length > 20, `${document.key} describes itself for sign-up`);
    assert.ok(document.inspectionTypes.length >= 3, `${document.key} has several inspection types`);
    assert.equal(document.inspectionTypes.filter((type) => type.isDefault).length, 1, document.key);
    assert.ok(document.priorities.length >= 3, `${document.key} has priorities`);
  }
  const appliance = DOCUMENTS.find((d) => d.key === "appliance")!;
  assert.ok(appliance.inspectionTypes.every((type) => type.subjectType === "appliance"));
  const fleet = DOCUMENTS.find((d) => d.key === "fleet-diesel")!;
  assert.ok(
    fleet.inspectionTypes.every((type) => type.customerMode !== "required"),
    "a fleet needs no customer",
  );
});

Deno.test("every built-in task can be completed as configured and is on some checklist", () => {
  for (const document of DOCUMENTS) {
    const onAChecklist = new Set(document.inspectionTypes.flatMap((type) => type.tasks));
    for (const task of tasksOf(document)) {
      assert.deepEqual(taskConfigurationProblems(task, sayIn(null)), [], `${document.key}: ${task.name}`);
      assert.ok(onAChecklist.has(task.name), `${document.key}: ${task.name} is on no inspection type`);
    }
    for (const type of document.inspectionTypes) {
      assert.ok(type.tasks.length >= 5, `${document.key}: ${type.name} has a real checklist`);
      assert.ok(type.description.length > 0, `${document.key}: ${type.name} has a description`);
    }
  }
});

Deno.test("every task that can warn or fail has findings worded for the customer, with a priority", () => {
  for (const document of DOCUMENTS) {
    for (const task of tasksOf(document)) {
      const where = `${document.key}: ${task.name}`;
      if (canWarnOrFail(task.taskType) && task.conclusionMode !== "none") {
        assert.ok(task.findings.length >= 1, `${where} has findings`);
      }
      for (const finding of task.findings) {
        assert.ok(finding.priority, `${where}: "${finding.text}" has a priority`);
        assert.match(
          finding.explanation,
          /^[A-Z].*\.$/,
          `${where}: "${finding.text}" explains why it matters`,
        );
        assert.match(
          finding.recommendation,
          /^We /,
          `${where}: "${finding.text}" says what the shop recommends`,
        );
        assert.ok(finding.explanation.length <= 200, `${where}: "${finding.text}" is short and plain`);
        assert.ok(
          finding.explanation.split(/\.\s/).length <= 2,
          `${where}: "${finding.text}" is one or two sentences`,
        );
      }
    }
    // US spelling and units, as the customer reads them.
    // (The en-GB translations spell them the British way: that is what they are for.)
    const words = JSON.stringify({ ...document, translations: undefined });
    for (
      const british of [/\btyres?\b/i, /\bcentre\b/i, /\bcolour\b(?!")/i, /\baluminium\b/i, /\bkm\b/, /°C/]
    ) {
      assert.doesNotMatch(words.replace(/"colour":/g, ""), british, document.key);
    }
  }
});

Deno.test("measured tasks record the values an adviser quotes", () => {
  const labels = (key: string, name: string) =>
    tasksOf(DOCUMENTS.find((d) => d.key === key)!).find((task) => task.name === name)!.values.map((v) =>
      `${v.label}:${v.inputType}`
    );
  assert.deepEqual(labels("general-repair", "Tire tread depth"), [
    "LF:number",
    "RF:number",
    "LR:number",
    "RR:number",
  ]);
  assert.deepEqual(labels("general-repair", "Battery test"), [
    "Measured CCA:number",
    "Rated CCA:number",
    "Voltage:number",
  ]);
  assert.deepEqual(labels("general-repair", "Front brake pads"), ["Left:number", "Right:number"]);
  // Measurements carry their unit and the grades the instructions give (a tread of 2/32 fails).
  const tread = tasksOf(DOCUMENTS.find((d) => d.key === "general-repair")!).find((task) =>
    task.name === "Tire tread depth"
  )!;
  assert.deepEqual(tread.values.map((v) => v.unit), ["32nds", "32nds", "32nds", "32nds"]);
  assert.deepEqual(tread.values[0].ranges.find((range) => range.grade === "red"), {
    grade: "red",
    min: null,
    max: 2,
  });
  assert.equal(tread.redFinding, "Tires worn out");
  assert.ok(labels("fleet-diesel", "Pushrod stroke").length === 3);
  assert.deepEqual(labels("fleet-diesel", "Steer tire tread depth"), ["Left:number", "Right:number"]);
});

dbTest(
  "each built-in template installs into a template shop and exports as it was written",
  async ({ sql }) => {
    class RolledBack extends Error {}
    // A template installed here would show on every sign-up page of the run: install, check, roll back.
    await assert.rejects(
      sql.begin(async (tx) => {
        for (const document of DOCUMENTS) {
          const key = uniqueName("t").slice(0, 30);
          const installed = await installTemplate(tx, { ...document, key }, {
            replace: false,
            origin: "imported",
          });
          assert.deepEqual(installed.created, {
            categories: document.categories.length,
            tasks: tasksOf(document).length,
            findings: tasksOf(document).reduce((sum, task) => sum + task.findings.length, 0),
            types: document.inspectionTypes.length,
          });
          const summary = (await listTemplates(tx)).find((template) => template.key === key)!;
          assert.equal(summary.typeCount, document.inspectionTypes.length);
          const exported = await exportTemplate(tx, key);
          assert.deepEqual(asJson({ ...exported, key: document.key }), asJson(document), document.key);
        }
        throw new RolledBack();
      }),
      RolledBack,
    );
  },
);

dbTest(
  "a shop that signs up with a template gets its active inspection types and default",
  async ({ sql }) => {
    for (const document of DOCUMENTS) {
      const shop = await createShop(sql, {
        uriName: uniqueName(document.key).slice(0, 40),
        name: document.name,
      });
      await sql.begin((tx) => applyTemplateToShop(tx, shop.id, document.key));
      const types = await listInspectionTypes(sql, shop.id, { includeInactive: true });
      assert.deepEqual(
        types.map((type) => [type.name, type.taskCount, type.isDefault]),
        activeTypes(document).map((type) => [type.name, type.tasks.length, type.isDefault]),
        document.key,
      );
    }
  },
);

/** A document's task as the checklist grades it: its findings numbered in order. */
function gradedTask(task: CatalogDocument["categories"][number]["tasks"][number]): GradedTask {
  const findings = task.findings.map((finding, index) => ({ id: index + 1, text: finding.text }));
  const idOf = (text: string | undefined) => findings.find((finding) => finding.text === text)?.id ?? null;
  return {
    ...task,
    yellowFindingId: idOf(task.yellowFinding),
    redFindingId: idOf(task.redFinding),
    findings,
  };
}

Deno.test("issue 32: every measured task of the four templates grades its readings, with their units", () => {
  for (const document of DOCUMENTS) {
    for (const task of tasksOf(document)) {
      const where = `${document.key}: ${task.name}`;
      const numbers = task.values.filter((value) => value.inputType === "number");
      // The odometer and engine hours on the gauge check are read for the record, not against a limit.
      if (canWarnOrFail(task.taskType) && numbers.length > 0 && task.name !== "Gauges and warning lights") {
        assert.ok(isGraded({ values: task.values }), `${where} grades its readings`);
      }
      for (const value of numbers) {
        // A unit is the value's, not part of its label: "Freeze point", in °F.
        assert.doesNotMatch(value.label, /\((°F|in|psi|mi|%|s|in H2O)\)$/, `${where}: ${value.label}`);
        if (value.ranges.length > 0) assert.notEqual(value.unit, "", `${where}: ${value.label} has a unit`);
      }
      for (const finding of [task.yellowFinding, task.redFinding]) {
        if (finding) assert.ok(task.findings.some((f) => f.text === finding), `${where}: ${finding}`);
      }
    }
  }
});

Deno.test("issue 32: a battery at 12.6 CCA of 650 rated and 98 V fails; one at 600 of 650 and 12.6 V passes", () => {
  for (const key of ["general-repair", "tire-and-lube"]) {
    const battery = tasksOf(DOCUMENTS.find((d) => d.key === key)!).find((task) =>
      task.name === "Battery test"
    )!;
    assert.deepEqual(battery.values.map((value) => value.unit), ["CCA", "CCA", "V"]);
    const failed = suggestResult(gradedTask(battery), ["12.6", "650", "98"])!;
    assert.equal(failed.result, "fail", key);
    assert.equal(failed.finding?.text, "Battery failed the test");
    assert.deepEqual(failed.because, ["Measured CCA 12.6 CCA (1% of 650 CCA)"]);
    assert.equal(suggestResult(gradedTask(battery), ["450", "650", "12.5"])?.result, "warn");
    assert.equal(suggestResult(gradedTask(battery), ["600", "650", "12.6"])?.result, "pass");
    // 98 V is no battery's reading: not graded Good, whatever the CCA.
    assert.equal(suggestResult(gradedTask(battery), ["600", "650", "98"]), null);
  }
  const general = tasksOf(DOCUMENTS.find((d) => d.key === "general-repair")!);
  const rotors = general.find((task) => task.name === "Rotors and drums")!;
  assert.equal(
    suggestResult(gradedTask(rotors), ["25.8", "26"])?.finding?.text,
    "Rotors below minimum thickness",
  );
  const coolant = general.find((task) => task.name === "Coolant level and freeze protection")!;
  assert.equal(suggestResult(gradedTask(coolant), ["5"])?.result, "fail");
  const oven = tasksOf(DOCUMENTS.find((d) => d.key === "appliance")!).find((task) =>
    task.name === "Oven temperature"
  )!;
  assert.equal(suggestResult(gradedTask(oven), ["350", "300"])?.result, "fail");
  assert.equal(suggestResult(gradedTask(oven), ["350", "355"])?.result, "pass");
});
