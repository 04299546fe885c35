// A shop ready for inspections: an owner, a manager, two mechanics (all with the password PASSWORD for
// browser and HTTP tests), a catalogue whose tasks cover the checklist's modes, a default type holding all
// of them, and a second shop with its own member and inspection (the 404 tests). `extraTasks` adds plain
// pass/warn/fail tasks to the type (the 40-task and 150-task checklists).
import {
  createInspection,
  type NewInspection,
  requireInspectionAccess,
  saveItems,
} from "../../modules/inspections/mod.ts";
import { createShop, createUser } from "../../modules/shops/mod.ts";
import type { Sql } from "../../src/platform/db.ts";
import type { Keys } from "../../src/platform/keys.ts";
import { uniqueName } from "./databases.ts";
import { viewerOf } from "./viewers.ts";

export const PASSWORD = "inspect-the-brakes-42";

const OWNER = { isAdministrator: true, isManager: false, isMechanic: false };
const MANAGER = { isAdministrator: false, isManager: true, isMechanic: false };
const MECHANIC = { isAdministrator: false, isManager: false, isMechanic: true };

type Roles = typeof OWNER;

async function member(sql: Sql, shopId: number, displayName: string, roles: Roles) {
  const user = await createUser(sql, {
    shopId,
    email: `${uniqueName("u")}@inspect.example`,
    displayName,
    roles,
    password: PASSWORD,
  });
  return { ...user, viewer: viewerOf(user) };
}

export async function inspectionShop(sql: Sql, options: { extraTasks?: number } = {}) {
  const shop = await createShop(sql, { uriName: uniqueName("insp"), name: "Bay Street Auto" });
  const owner = await member(sql, shop.id, "Olga Owner", OWNER);
  const manager = await member(sql, shop.id, "Maya Manager", MANAGER);
  const mechanic = await member(sql, shop.id, "Carl Mechanic", MECHANIC);
  const mechanic2 = await member(sql, shop.id, "Dana Mechanic", MECHANIC);

  const [safety, soon] = await sql<{ id: number }[]>`
    insert into priorities (shop_id, name, colour, sort_order)
    values (${shop.id}, 'Safety', '#b42318', 1), (${shop.id}, 'Soon', '#b54708', 2) returning id`;
  const [brakes, tires, general] = await sql<{ id: number }[]>`
    insert into categories (shop_id, name, sort_order)
    values (${shop.id}, 'Brakes', 1), (${shop.id}, 'Tires', 2), (${shop.id}, 'General', 3) returning id`;
  const [pads, tread, wipers, inspectedOn, horn] = await sql<{ id: number }[]>`
    insert into tasks (shop_id, category_id, name, sort_order, task_type, conclusion_mode, media_mode, notes_mode,
                       value_mode, value_labels, value_input_types, default_priority_id, price_min, price_max)
    values
      (${shop.id}, ${brakes.id}, 'Front brake pads', 1, 'pwf', 'wf-required', 'optional', 'wf-required', 'none',
       '{}', '{}', ${safety.id}, 120, 260),
      (${shop.id}, ${tires.id}, 'Tire tread depth', 1, 'na-pwf', 'wf-optional', 'optional', 'optional', 'required',
       '{"Left front (32nds)","Right front (32nds)"}', '{number,number}', null, null, null),
      (${shop.id}, ${general.id}, 'Wiper blades', 1, 'yn', 'wf-optional', 'none', 'optional', 'none',
       '{}', '{}', null, null, null),
      (${shop.id}, ${general.id}, 'Next service due', 2, 'none', 'none', 'none', 'optional', 'optional',
       '{"Date"}', '{date}', null, null, null),
      (${shop.id}, ${general.id}, 'Horn works', 3, 'na-ck', 'none', 'none', 'none', 'none',
       '{}', '{}', null, null, null)
    returning id`;
  const [worn, cracked] = await sql<{ id: number }[]>`
    insert into findings (shop_id, task_id, text, status, explanation, recommendation, priority_id, sort_order)
    values
      (${shop.id}, ${pads.id}, 'Worn to 2 mm', 'audited', 'The pads are almost gone.', 'Replace the front pads.',
       ${safety.id}, 1),
      (${shop.id}, ${wipers.id}, 'Blades cracked', 'audited', 'Cracked blades smear.', 'Replace both blades.',
       ${soon.id}, 1)
    returning id`;
  const extra: number[] = [];
  for (let index = 1; index <= (options.extraTasks ?? 0); index++) {
    const [task] = await sql<{ id: number }[]>`
      insert into tasks (shop_id, category_id, name, sort_order, task_type, conclusion_mode, media_mode, notes_mode)
      values (${shop.id}, ${general.id}, ${`Check point ${String(index).padStart(3, "0")}`}, ${
      10 + index
    }, 'pwf',
              'wf-optional', 'optional', 'optional')
      returning id`;
    extra.push(task.id);
  }
  const [type] = await sql<{ id: number }[]>`
    insert into inspection_types (shop_id, name, is_default, subject_type, customer_mode)
    values (${shop.id}, 'Courtesy check', true, 'vehicle', 'optional') returning id`;
  const taskIds = [pads.id, tread.id, wipers.id, inspectedOn.id, horn.id, ...extra];
  await sql`insert into inspection_type_tasks ${
    sql(taskIds.map((taskId) => ({ shop_id: shop.id, inspection_type_id: type.id, task_id: taskId })))
  }`;

  const other = await createShop(sql, { uriName: uniqueName("othr"), name: "Across Town Tires" });
  const outsider = await member(sql, other.id, "Otto Outsider", OWNER);

  return {
    shop,
    owner,
    manager,
    mechanic,
    mechanic2,
    other,
    outsider,
    typeId: type.id,
    priorities: { safety: safety.id, soon: soon.id },
    tasks: { pads: pads.id, tread: tread.id, wipers: wipers.id, inspectedOn: inspectedOn.id, horn: horn.id },
    extraTasks: extra,
    findings: { worn: worn.id, cracked: cracked.id },
  };
}

export type InspectionShop = Awaited<ReturnType<typeof inspectionShop>>;

/** A new inspection of the shop's default type for Jane Driver's 2019 Honda Civic (made anew each time). */
export async function newInspection(
  sql: Sql,
  keys: Keys,
  fixture: InspectionShop,
  input: Partial<NewInspection> = {},
) {
  const inspection = await sql.begin((tx) =>
    createInspection(tx, keys, fixture.shop.id, fixture.manager.viewer, {
      typeId: null,
      customer: {
        firstName: "Jane",
        lastName: "Driver",
        phoneMobile: "+14155550142",
        email: "jane@driver.example",
      },
      vehicle: { make: "Honda", model: "Civic", modelYear: 2019, vin: "2HGFC2F59KH512345", plate: "7ABC123" },
      roNumber: "RO-1001",
      odometer: 48213,
      mechanicUserId: fixture.mechanic.id,
      managerUserId: fixture.manager.id,
      // Tests of other things make Jane's car again and again: the add form's questions are not asked here.
      confirmed: { secondCustomer: true, secondInspection: true },
      ...input,
    }, "")
  );
  return inspection;
}

/** The access a member has to an inspection, as the calls and pages get it. */
export function accessOf(sql: Sql, keys: Keys, encId: string, who: { viewer: ReturnType<typeof viewerOf> }) {
  return requireInspectionAccess(sql, keys, who.viewer, encId, "inspections.view");
}

/**
 * The mechanic's results that the audit tests review: worn front pads with the mechanic's `notes`, a tread
 * depth to watch and wipers that pass, then `more` rows in the same save.
 */
export async function saveAuditResults(
  sql: Sql,
  keys: Keys,
  fixture: InspectionShop,
  encId: string,
  notes: string,
  more: Parameters<typeof saveItems>[2] = [],
) {
  const mechanic = await accessOf(sql, keys, encId, fixture.mechanic);
  await saveItems(sql, mechanic, [
    {
      taskId: fixture.tasks.pads,
      itemVersion: 1,
      result: "fail",
      conclusionId: fixture.findings.worn,
      notes,
    },
    { taskId: fixture.tasks.tread, itemVersion: 1, result: "warn", value1: "4", value2: "5" },
    { taskId: fixture.tasks.wipers, itemVersion: 1, result: "pass" },
    ...more,
  ], "");
}
