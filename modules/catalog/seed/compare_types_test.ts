import assert from "node:assert/strict";
import { compareOutlines, summarize } from "./compare_types.ts";
import { priceHint } from "../tasks/price_hint.ts";
import { formatMoney } from "@platform/money.ts";
import { sayIn } from "@modules/text/ui.ts";

const dollars = (amount: number) => formatMoney(amount, "USD", "en-US");
/** The shipped en-US words, as a page without an override says them. */
const english = sayIn(null);
import type { OutlineCategory, OutlineTask } from "../outline_queries.server.ts";
import { DEFAULT_TASK_CONFIGURATION } from "../types.ts";

let ids = 0;
const task = (name: string, changes: Partial<OutlineTask> = {}): OutlineTask => ({
  ...DEFAULT_TASK_CONFIGURATION,
  id: ++ids,
  name,
  isActive: true,
  defaultPriorityId: null,
  defaultPriority: null,
  yellowFindingId: null,
  redFindingId: null,
  findings: [],
  ...changes,
});
const finding = (text: string) => ({
  id: ++ids,
  text,
  explanation: "",
  recommendation: "",
  priorityId: null,
  priority: null,
  status: "audited" as const,
});
const category = (name: string, tasks: OutlineTask[]): OutlineCategory => ({
  id: ++ids,
  name,
  isActive: true,
  tasks,
});

Deno.test("tasks are matched by name whatever the case: both, only in the template, only in the shop", () => {
  const template = [
    category("Brakes", [
      task("Front pads", { findings: [finding("Worn"), finding("Thin")] }),
      task("Rear pads"),
    ]),
  ];
  const shop = [
    category("Brakes", [task("FRONT PADS", { findings: [finding("worn"), finding("Squeal")] })]),
    category("Extras", [task("Brake noise")]),
  ];
  const compared = compareOutlines(template, shop, dollars, english);
  assert.deepEqual(compared.map((t) => [t.name, t.side, t.category]), [
    ["Front pads", "both", "Brakes"],
    ["Rear pads", "template", "Brakes"],
    ["Brake noise", "shop", "Extras"],
  ]);
  assert.deepEqual(compared[0].differences, []);
  assert.deepEqual(compared[0].findingsOnlyInTemplate, ["Thin"]);
  assert.deepEqual(compared[0].findingsOnlyInShop, ["Squeal"]);
  assert.deepEqual(summarize(compared), { both: 1, templateOnly: 1, shopOnly: 1, differing: 1 });
});

Deno.test("settings that differ are named in the shop's words, with both values", () => {
  const template = [category("Tires", [
    task("Tread depth", {
      valueMode: "required",
      values: [
        { label: "LF", inputType: "number", unit: "", ranges: [], percentOf: null },
        { label: "Checked on", inputType: "date", unit: "", ranges: [], percentOf: null },
      ],
      priceMin: 120,
      priceMax: 250,
      defaultPriority: { name: "Soon", colour: "#b54708" },
    }),
  ])];
  const shop = [category("Wheels", [task("Tread depth", { taskType: "na-pwf" })])];
  assert.deepEqual(compareOutlines(template, shop, dollars, english)[0].differences, [
    { setting: "Category", template: "Tires", shop: "Wheels" },
    { setting: "Result", template: "Pass / warn / fail", shop: "Pass / warn / fail, or not applicable" },
    { setting: "Values", template: "Required: LF, Checked on (date)", shop: "No values" },
    { setting: "Default priority", template: "Soon", shop: "None" },
    { setting: "Price hint", template: "$120.00–$250.00", shop: "None" },
  ]);
});

Deno.test("price hints read as a range, a floor or a ceiling, in the shop's currency", () => {
  assert.equal(priceHint(120, 250, dollars, english), "$120.00–$250.00");
  assert.equal(priceHint(1200.5, 1200.5, dollars, english), "$1,200.50");
  assert.equal(priceHint(40, null, dollars, english), "from $40.00");
  assert.equal(priceHint(null, 90, dollars, english), "up to $90.00");
  assert.equal(priceHint(null, null, dollars, english), null);
  const euros = (amount: number) => formatMoney(amount, "EUR", "es-MX");
  assert.equal(priceHint(120, 250, euros, english), "€120.00–€250.00");
  const spanish = sayIn({ culture: "es-MX", messages: {} });
  assert.equal(priceHint(40, null, euros, spanish), "desde €40.00");
});
