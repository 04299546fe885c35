// The checklist page's loader against the database: the outline in checklist order with the items, the
// read-only reasons, and carry-forward from the right previous inspection of the same vehicle (never
// another vehicle's, never another shop's).
import assert from "node:assert/strict";
import { Keys } from "@platform/keys.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { accessOf, inspectionShop, newInspection } from "../../../tests/support/inspection_shop.ts";
import { changeInspectionStatus } from "../change_status.ts";
import { loadChecklistPage } from "./checklist_page.server.ts";
import { requireInspectionAccess } from "../inspection_access.ts";
import { type ChecklistPreviewQuery, loadChecklistPreview } from "./checklist_preview.server.ts";
import { saveItems } from "./save_items.ts";
import { requireShopAccess } from "@modules/shops/mod.ts";

const keys = new Keys("checklist page test secret key, long enough");

dbTest(
  "the page holds the inspection's tasks in order with their items, editable by a mechanic",
  async ({ sql }) => {
    const shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    const page = await loadChecklistPage(sql, await accessOf(sql, keys, inspection.encId, shop.mechanic));
    assert.equal(page.mode, "normal");
    assert.equal(page.lockedReason, null);
    assert.deepEqual(page.categories.map((category) => category.name), ["Brakes", "Tires", "General"]);
    assert.deepEqual(page.categories[2].tasks.map((task) => task.name), [
      "Wiper blades",
      "Next service due",
      "Horn works",
    ]);
    assert.equal(page.items.length, 5);
    assert.deepEqual(page.categories[0].tasks[0].findings.map((finding) => finding.text), ["Worn to 2 mm"]);
    assert.equal(page.summary.vehicleName, "2019 Honda Civic");
    assert.equal(page.carryForward, null, "a first visit has nothing to carry forward");
    assert.equal(page.staffNames[shop.mechanic2.id], "Dana Mechanic");
  },
);

dbTest("after the audit a mechanic gets the checklist read-only, with the reason", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  await changeInspectionStatus(
    sql,
    await accessOf(sql, keys, inspection.encId, shop.mechanic),
    "checklistDone",
    "",
    "",
  );
  await changeInspectionStatus(
    sql,
    await accessOf(sql, keys, inspection.encId, shop.manager),
    "approve",
    "",
    "",
  );
  const page = await loadChecklistPage(sql, await accessOf(sql, keys, inspection.encId, shop.mechanic));
  assert.equal(page.mode, "readOnly");
  assert.match(page.lockedReason!, /only owners and managers change its items now/);
  const managers = await loadChecklistPage(sql, await accessOf(sql, keys, inspection.encId, shop.manager));
  assert.equal(managers.mode, "normal");
});

dbTest(
  "another shop's member, another shop's address and a tampered id all get the same 404",
  async ({ sql }) => {
    const shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    // The page opens the inspection through its gate (inspectionPage), with the address's shop.
    const refused = (viewer: typeof shop.owner.viewer, uriName: string, encId: string) =>
      assert.rejects(requireInspectionAccess(sql, keys, viewer, encId, "inspections.view", uriName), {
        message: "There is no such inspection in this shop.",
      });
    await refused(shop.outsider.viewer, shop.other.uriName, inspection.encId);
    await refused(shop.outsider.viewer, shop.shop.uriName, inspection.encId);
    await refused(shop.owner.viewer, shop.other.uriName, inspection.encId);
    await refused(shop.owner.viewer, shop.shop.uriName, inspection.encId.slice(0, -2) + "AA");
  },
);

dbTest(
  "carry-forward reads the vehicle's latest earlier inspection with results, and only its own",
  async ({ sql }) => {
    const shop = await inspectionShop(sql);
    const oldest = await newInspection(sql, keys, shop, { odometer: 30_000 });
    const vehicle = { id: oldest.subjectId! };
    const customer = { id: oldest.customerId! };
    await saveItems(sql, await accessOf(sql, keys, oldest.encId, shop.mechanic), [
      { taskId: shop.tasks.wipers, itemVersion: 1, result: "pass" },
    ], "");
    const previous = await newInspection(sql, keys, shop, { vehicle, customer, odometer: 45_100 });
    // The manager: the tread was sold, and only owners and managers mark work as sold.
    await saveItems(sql, await accessOf(sql, keys, previous.encId, shop.manager), [
      {
        taskId: shop.tasks.pads,
        itemVersion: 1,
        result: "warn",
        conclusionId: shop.findings.worn,
        notes: "Soon",
      },
      {
        taskId: shop.tasks.wipers,
        itemVersion: 1,
        result: "fail",
        conclusionId: shop.findings.cracked,
        price: 40,
      },
      { taskId: shop.tasks.horn, itemVersion: 1, result: "pass" },
      { taskId: shop.tasks.tread, itemVersion: 1, result: "fail", value1: "2", value2: "3", sold: true },
    ], "");
    // An inspection of the vehicle with nothing recorded is not "last time".
    await newInspection(sql, keys, shop, { vehicle, customer });
    // Another vehicle's inspection with results is never this one's.
    const otherCar = await newInspection(sql, keys, shop, {
      vehicle: { make: "Ford", model: "Focus", modelYear: 2015, vin: "", plate: "OTHER1" },
    });
    await saveItems(sql, await accessOf(sql, keys, otherCar.encId, shop.mechanic), [
      { taskId: shop.tasks.horn, itemVersion: 1, result: "nota" },
    ], "");
    const current = await newInspection(sql, keys, shop, { vehicle, customer });

    const page = await loadChecklistPage(sql, await accessOf(sql, keys, current.encId, shop.mechanic));
    const carry = page.carryForward!;
    assert.equal(carry.previous.odometer, 45_100);
    assert.match(carry.label, /^\w{3} \d{1,2}, \d{4}, 45,100 mi$/);
    // The day and the reading as the page's culture writes them.
    const french = await loadChecklistPage(
      sql,
      await accessOf(sql, keys, current.encId, shop.mechanic),
      "fr-CA",
    );
    assert.match(french.carryForward!.label, /^\d{1,2} \S+ \d{4}, 45\s100 mi$/u);
    assert.deepEqual(carry.lastTime[shop.tasks.pads], { result: "warn", findingText: "Worn to 2 mm" });
    assert.deepEqual(carry.lastTime[shop.tasks.horn], { result: "pass", findingText: "" });
    assert.equal(carry.lastTime[shop.tasks.inspectedOn], undefined, "nothing recorded, nothing shown");
    assert.deepEqual(
      carry.recommendations.map((item) => [item.taskName, item.result, item.findingText, item.price]),
      [["Front brake pads", "warn", "Worn to 2 mm", null], ["Wiper blades", "fail", "Blades cracked", 40]],
      "warn and fail that were not sold; the sold tread is not offered again",
    );

    const otherPage = await loadChecklistPage(sql, await accessOf(sql, keys, otherCar.encId, shop.mechanic));
    assert.equal(otherPage.carryForward, null, "the other car's first visit");
    const first = await loadChecklistPage(sql, await accessOf(sql, keys, oldest.encId, shop.mechanic));
    assert.equal(first.carryForward, null, "later inspections are never 'last time'");
  },
);

dbTest(
  "the type preview shows the type's tasks, blank, and names what it did not understand",
  async ({ sql }) => {
    const shop = await inspectionShop(sql, { extraTasks: 2 });
    // As the page loads it: its gate (catalog.view in the address's shop), then the preview.
    const loadChecklistPreviewAs = async (
      viewer: typeof shop.owner.viewer,
      uriName: string,
      typeId: number | null,
      query: ChecklistPreviewQuery,
    ) =>
      loadChecklistPreview(sql, await requireShopAccess(sql, viewer, uriName, "catalog.view"), typeId, query);
    const preview = await loadChecklistPreviewAs(shop.manager.viewer, shop.shop.uriName, shop.typeId, {
      subjectType: "A",
      customerMode: "9",
      odo: "1200",
    });
    assert.equal(preview.mode, "typePreview");
    assert.equal(preview.items.length, 7);
    assert.ok(preview.items.every((item) => item.result === "none"));
    assert.equal(preview.subjectType, "appliance");
    assert.equal(preview.customerMode, "optional", "the type's own, since 9 is not a customer mode");
    assert.equal(preview.notices.length, 1);
    const chosen = await loadChecklistPreviewAs(shop.mechanic.viewer, shop.shop.uriName, null, {
      taskIds: `${shop.tasks.horn},${shop.tasks.pads}`,
      name: "Quick look",
    });
    assert.deepEqual(chosen.categories.flatMap((c) => c.tasks.map((t) => t.name)), [
      "Front brake pads",
      "Horn works",
    ]);
    assert.equal(chosen.typeName, "Quick look");
    const none = await loadChecklistPreviewAs(shop.manager.viewer, shop.shop.uriName, null, {});
    assert.equal(none.categories.length, 0);
    assert.match(none.notices[0], /Choose the type's tasks first/);
    await assert.rejects(
      loadChecklistPreviewAs(shop.outsider.viewer, shop.shop.uriName, shop.typeId, {}),
      { status: 404 },
    );
    await assert.rejects(
      loadChecklistPreviewAs(shop.outsider.viewer, shop.other.uriName, shop.typeId, {}),
      { status: 404 },
      "another shop's type id in the outsider's own shop",
    );
  },
);
