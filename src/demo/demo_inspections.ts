// The demo shop's inspections, so the list, the quicklist and the checklist have something to show when the
// app first starts: eight inspections of the shop's default type in the states a real day leaves them in,
// made through the inspections module's own use cases (create, item saves, status actions) and so with
// their events, exactly as staff would have made them.
import {
  changeInspectionStatus,
  createInspection,
  listInspectionItems,
  type NewInspection,
  requireInspectionAccess,
  saveItems,
  type StatusAction,
} from "../../modules/inspections/mod.ts";
import { loadChecklistOutline } from "../../modules/catalog/mod.ts";
import { DEMO_SHOP, findShopByUriName, lookupCustomers } from "../../modules/shops/mod.ts";
import type { Sql } from "../platform/db.ts";
import type { Keys } from "../platform/keys.ts";
import type { Viewer } from "../platform/viewer.ts";

interface DemoInspection {
  customer: NewInspection["customer"];
  vehicle: NewInspection["vehicle"];
  ro: string;
  odometer: number;
  /** How many of the checklist's first tasks get a result (pass, then one warn and one fail). */
  results: number;
  actions: StatusAction[];
}

const DEMO_INSPECTIONS: DemoInspection[] = [
  {
    customer: { firstName: "Maria", lastName: "Gonzalez", phoneMobile: "+14155550101" },
    vehicle: { make: "Toyota", model: "RAV4", modelYear: 2019, plate: "8KJM214", plateIssuer: "CA" },
    ro: "RO-24051",
    odometer: 61230,
    results: 0,
    actions: [],
  },
  {
    customer: { firstName: "James", lastName: "Carter", phoneMobile: "+14155550102" },
    vehicle: { make: "Ford", model: "F-150", modelYear: 2016, plate: "7WQX553", plateIssuer: "CA" },
    ro: "RO-24052",
    odometer: 118400,
    results: 6,
    actions: [],
  },
  {
    customer: { firstName: "Priya", lastName: "Patel", phoneMobile: "+14155550103" },
    vehicle: { make: "Honda", model: "Civic", modelYear: 2021, plate: "9BCD881", plateIssuer: "CA" },
    ro: "RO-24053",
    odometer: 24880,
    results: 10,
    actions: ["checklistDone"],
  },
  {
    customer: { firstName: "", lastName: "", companyName: "Northside Plumbing", phoneMobile: "+14155550104" },
    vehicle: { make: "Ram", model: "ProMaster 2500", modelYear: 2018, plate: "44821K2", plateIssuer: "CA" },
    ro: "RO-24054",
    odometer: 142015,
    results: 10,
    actions: ["checklistDone", "approve"],
  },
  {
    customer: {
      firstName: "Chen",
      lastName: "Wei",
      phoneMobile: "+14155550105",
      email: "chen.wei@example.com",
    },
    vehicle: {
      make: "Subaru",
      model: "Outback",
      modelYear: 2017,
      vin: "4S4BSANC5H3312345",
      plate: "6TRD902",
    },
    ro: "RO-24055",
    odometer: 97310,
    results: 8,
    actions: ["checklistDone", "sendBack"],
  },
  {
    customer: { firstName: "Aisha", lastName: "Johnson", phoneMobile: "+14155550106" },
    vehicle: { make: "Chevrolet", model: "Malibu", modelYear: 2015, plate: "7LMN440" },
    ro: "RO-24041",
    odometer: 132550,
    results: 10,
    actions: ["checklistDone", "approve", "close"],
  },
  {
    customer: { firstName: "Tom", lastName: "Becker", phoneMobile: "+14155550107" },
    vehicle: { make: "Volkswagen", model: "Jetta", modelYear: 2020, plate: "8PQR118" },
    ro: "RO-24056",
    odometer: 38800,
    results: 0,
    actions: [],
  },
  {
    customer: { firstName: "Lucia", lastName: "Romero", phoneMobile: "+14155550108" },
    vehicle: { make: "Nissan", model: "Altima", modelYear: 2018, plate: "8XYZ305" },
    ro: "RO-24057",
    odometer: 71120,
    results: 3,
    actions: [],
  },
];

const RESULT_ORDER = [
  "pass",
  "pass",
  "pass",
  "warn",
  "pass",
  "fail",
  "pass",
  "pass",
  "pass",
  "pass",
] as const;

/** Adds the demo inspections to the demo shop (once: only when it has none). */
export async function seedDemoInspections(sql: Sql, keys: Keys): Promise<number> {
  const shop = await findShopByUriName(sql, DEMO_SHOP.uriName);
  if (!shop) return 0;
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from inspections
    where shop_id = ${shop.id}`;
  if (count > 0) return 0;
  const people = await sql<{ id: number; email: string; displayName: string }[]>`
    select u.id, u.email, u.display_name as "displayName" from shop_members m join users u on u.id = m.user_id
    where m.shop_id = ${shop.id}`;
  const viewerOf = (email: string): Viewer => {
    const user = people.find((person) => person.email === email)!;
    return {
      sessionId: "demo-seed",
      userId: user.id,
      email: user.email,
      displayName: user.displayName,
      isPlatformAdmin: false,
      authMethod: "password",
      signedInAt: new Date(),
      actor: null,
      impersonationShopId: null,
    };
  };
  const manager = viewerOf("manager@demo.example");
  const outline = await loadChecklistOutline(sql, shop.id, { typeId: null, includeInactive: false });
  const mechanic = viewerOf("mechanic@demo.example");
  for (const demo of DEMO_INSPECTIONS) {
    // The demo's customers from seedDemo (found by their mobile) keep their one record and vehicle.
    const phone = demo.customer && "phoneMobile" in demo.customer ? demo.customer.phoneMobile ?? "" : "";
    const [known] = await lookupCustomers(sql, shop.id, { phone });
    const made = await sql.begin((tx) =>
      createInspection(tx, keys, shop.id, manager, {
        typeId: null,
        customer: known ? { id: known.id } : demo.customer,
        vehicle: known?.vehicles[0] ? { id: known.vehicles[0].id } : demo.vehicle,
        roNumber: demo.ro,
        odometer: demo.odometer,
        managerUserId: manager.userId,
        mechanicUserId: mechanic.userId,
        // The demo's history may have a car twice; nobody is at the counter to ask.
        confirmed: { secondCustomer: true, secondInspection: true },
      }, "")
    );
    const access = (viewer: Viewer) =>
      requireInspectionAccess(sql, keys, viewer, made.encId, "inspections.view");
    const items = (await listInspectionItems(sql, shop.id, made.id)).slice(0, demo.results);
    const tasks = new Map(
      outline.categories.flatMap((category) => category.tasks).map((task) => [task.id, task]),
    );
    for (const [index, item] of items.entries()) {
      // One item at a time: a result the task does not take (a yes/no task) is refused and left unchecked,
      // as it would be in the bay. A warn or fail gets the task's first finding and a price, so the
      // customer report has something to explain and to approve.
      const result = RESULT_ORDER[index];
      const task = tasks.get(item.taskId);
      const finding = result === "pass" ? undefined : task?.findings[0];
      await saveItems(sql, await access(manager), [{
        taskId: item.taskId,
        itemVersion: item.itemVersion,
        result,
        ...(finding ? { conclusionId: finding.id, priorityId: finding.priorityId } : {}),
        ...(result === "pass" ? {} : { price: task?.priceMin ?? (result === "fail" ? 240 : 85) }),
      }], "").catch(() => null);
    }
    for (const action of demo.actions) {
      await changeInspectionStatus(
        sql,
        await access(action === "checklistDone" ? mechanic : manager),
        action,
        "",
      );
    }
  }
  return DEMO_INSPECTIONS.length;
}
