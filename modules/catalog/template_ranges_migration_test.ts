// Migration 0035: a shop that added a template before the templates graded their readings gets the ranges,
// units and suggested findings where its task is still exactly as the template made it, and nothing where the
// shop changed it.
import assert from "node:assert/strict";
import { createShop } from "../shops/mod.ts";
import { dbTest, uniqueName } from "../../tests/support/databases.ts";
import { applyCatalog, readCatalogDocument } from "./mod.ts";

const finding = (text: string) => ({
  text,
  explanation: "Why it matters.",
  recommendation: "We recommend a look.",
});

// The tasks as the general repair template gave them before migration 0035.
const BEFORE = readCatalogDocument({
  format: "shop-inspections.catalog/1",
  key: "before-0035",
  name: "Before 0035",
  priorities: [],
  categories: [{
    name: "Under the hood",
    tasks: [
      {
        name: "Battery test",
        taskType: "pwf",
        conclusionMode: "wf-required",
        valueMode: "required",
        values: [
          { label: "Measured CCA", inputType: "number" },
          { label: "Rated CCA", inputType: "number" },
          { label: "Voltage", inputType: "number" },
        ],
        findings: [finding("Battery weak"), finding("Battery failed the test")],
      },
      {
        // The shop's own wording: left as it is.
        name: "Coolant level and freeze protection",
        taskType: "pwf",
        conclusionMode: "wf-required",
        valueMode: "optional",
        values: [{ label: "Freeze point (°C)", inputType: "number" }],
        findings: [finding("Freeze protection too weak")],
      },
      {
        name: "Rotors and drums",
        taskType: "pwf",
        conclusionMode: "wf-required",
        findings: [finding("Rotors grooved or worn thin"), finding("Rotors below minimum thickness")],
      },
    ],
  }],
  inspectionTypes: [{
    name: "Courtesy check",
    tasks: ["Battery test", "Coolant level and freeze protection", "Rotors and drums"],
  }],
});

dbTest(
  "issue 32: migration 0035 gives a shop's template tasks their ranges where that is safe",
  async ({ sql }) => {
    const migration = await Deno.readTextFile(
      new URL("../../migrations/0035_template_value_ranges.sql", import.meta.url),
    );
    // The schema part ran when the database was made; the updates are run again on this shop's old tasks.
    const updates = migration.slice(migration.indexOf("-- A shop that added a template before"));
    class RolledBack extends Error {}
    await assert.rejects(
      sql.begin(async (tx) => {
        const shop = await createShop(tx, { uriName: uniqueName("m35").slice(0, 40), name: "Before 0035" });
        await applyCatalog(tx, shop.id, BEFORE, { typeNameClash: "refuse", updateExisting: false });
        await tx.unsafe(updates);
        const tasks = await tx<
          {
            name: string;
            labels: string[];
            units: string[];
            percentOf: number[];
            grades: unknown[];
            valueMode: string;
            red: string | null;
          }[]
        >`
        select t.name, t.value_labels as labels, t.value_units as units, t.value_percent_of as "percentOf",
               t.value_grades as grades, t.value_mode as "valueMode", f.text as red
        from tasks t left join findings f on f.shop_id = t.shop_id and f.id = t.red_finding_id
        where t.shop_id = ${shop.id} order by t.name`;
        const [battery, coolant, rotors] = tasks;
        assert.equal(battery.name, "Battery test");
        assert.deepEqual(battery.units, ["CCA", "CCA", "V"]);
        assert.deepEqual(battery.percentOf, [2, 0, 0]);
        assert.equal(battery.red, "Battery failed the test");
        assert.deepEqual(coolant.labels, ["Freeze point (°C)"]);
        assert.deepEqual(coolant.grades, [[]]);
        assert.equal(coolant.red, null);
        assert.deepEqual(rotors.labels, ["Thinnest rotor", "Its minimum thickness"]);
        assert.equal(rotors.valueMode, "optional");
        assert.equal(rotors.red, "Rotors below minimum thickness");
        throw new RolledBack();
      }),
      RolledBack,
    );
  },
);
