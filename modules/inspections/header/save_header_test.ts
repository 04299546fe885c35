// Header saves against the database: what each part's stale version does (not written, reported, the
// current parts written), that a resend is idempotent, the events they write, and what is refused.
import assert from "node:assert/strict";
import { Keys } from "@platform/keys.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { accessOf, inspectionShop, newInspection } from "../../../tests/support/inspection_shop.ts";
import { saveItems } from "../checklist/save_items.ts";
import {
  readPostedHeader,
  readPostedNotes,
  readPostedReportOptions,
  readPostedSalesPitch,
} from "./posted_header.ts";
import { saveHeader } from "./save_header.ts";
import { changeInspectionStatus } from "../change_status.ts";

const keys = new Keys("save header test secret key, long enough");
type Sql = Parameters<typeof saveHeader>[0];

/** A header post (POST .../header) as the call reads it. */
function postHeader(sql: Sql, access: Parameters<typeof saveHeader>[1], body: unknown, page = "") {
  return saveHeader(sql, access, readPostedHeader(body), page, "header");
}

async function trail(sql: Sql, inspectionId: number) {
  return [
    ...await sql<{ kind: string; summary: string; userName: string; page: string }[]>`
    select kind, summary, user_name as "userName", page from inspection_events
    where inspection_id = ${inspectionId} and kind <> 'created' order by id`,
  ];
}

async function setUp(sql: Sql) {
  const shop = await inspectionShop(sql);
  const inspection = await newInspection(sql, keys, shop);
  const carl = await accessOf(sql, keys, inspection.encId, shop.mechanic);
  const dana = await accessOf(sql, keys, inspection.encId, shop.mechanic2);
  return { shop, inspection, carl, dana };
}

dbTest("a header save writes each part, raises its version and names the changes", async ({ sql }) => {
  const { inspection, carl } = await setUp(sql);
  const response = await postHeader(sql, carl, {
    inspectionVersion: 1,
    subjectVersion: 1,
    customerVersion: 1,
    roNumber: "RO-1002",
    odometer: 48250,
    phoneMobile: "+1 415 555 0199",
    plate: " 8xyz321 ",
  }, "/shop/inspections/x");
  assert.equal(response.httpStatus, 200);
  assert.deepEqual(
    [response.inspectionConflict, response.subjectConflict, response.customerConflict],
    [false, false, false],
  );
  assert.deepEqual(
    [response.inspectionVersion, response.subjectVersion, response.customerVersion],
    [2, 2, 2],
  );
  assert.equal(response.values.roNumber, "RO-1002");
  assert.equal(response.values.plate, "8XYZ321", "plates are kept in capitals");
  assert.equal(response.values.phoneMobile, "(415) 555-0199", "stored in E.164, shown formatted");
  assert.deepEqual(await trail(sql, inspection.id), [{
    kind: "header",
    summary: "odometer 48,213 → 48,250 mi, RO RO-1001 → RO-1002, mobile (415) 555-0142 → (415) 555-0199, " +
      "plate 7ABC123 → 8XYZ321",
    userName: "Carl Mechanic",
    page: "/shop/inspections/x",
  }]);
});

dbTest(
  "a stale inspection part is not written; the current vehicle part is; a resend is idempotent",
  async ({ sql }) => {
    const { inspection, carl, dana } = await setUp(sql);
    const carlSaves = await postHeader(sql, carl, { inspectionVersion: 1, odometer: 48250 });
    assert.equal(carlSaves.httpStatus, 200);

    // Dana read version 1 too: she changes the odometer, the notes and the make.
    const danaSaves = await postHeader(sql, dana, {
      inspectionVersion: 1,
      subjectVersion: 1,
      odometer: 48300,
      notes: "Rattle at idle",
      make: "Acura",
    });
    assert.equal(danaSaves.httpStatus, 409);
    assert.equal(danaSaves.inspectionConflict, true);
    assert.equal(danaSaves.subjectConflict, false);
    assert.equal(danaSaves.customerConflict, false);
    assert.equal(danaSaves.values.odometer, 48250, "Carl's odometer stays");
    assert.equal(danaSaves.values.notes, "", "nothing of the stale part is written");
    assert.equal(danaSaves.values.make, "Acura", "the vehicle part was current and is saved");
    assert.equal(danaSaves.inspectionVersion, 2);
    assert.equal(danaSaves.subjectVersion, 2);

    // Dana keeps Carl's odometer and sends her notes again with the new version.
    const again = await postHeader(sql, dana, { inspectionVersion: 2, notes: "Rattle at idle" });
    assert.equal(again.httpStatus, 200);
    assert.equal(again.values.notes, "Rattle at idle");
    assert.equal(again.values.odometer, 48250);

    // Her connection dropped: she resends the same post with the old version. Nothing changes, no conflict.
    const resend = await postHeader(sql, dana, { inspectionVersion: 2, notes: "Rattle at idle" });
    assert.equal(resend.httpStatus, 200);
    assert.equal(resend.inspectionVersion, 3, "no new version for no change");
    assert.deepEqual((await trail(sql, inspection.id)).map((event) => [event.summary, event.userName]), [
      ["odometer 48,213 → 48,250 mi", "Carl Mechanic"],
      ["make Honda → Acura", "Dana Mechanic"],
      ["notes changed", "Dana Mechanic"],
    ]);
  },
);

dbTest("a stale customer or vehicle part is reported and not written", async ({ sql }) => {
  const { carl, dana } = await setUp(sql);
  await postHeader(sql, carl, {
    inspectionVersion: 1,
    customerVersion: 1,
    subjectVersion: 1,
    email: "JANE@new.example",
    vin: "1HGCM82633A004352",
  });
  const stale = await postHeader(sql, dana, {
    inspectionVersion: 1,
    customerVersion: 1,
    subjectVersion: 1,
    email: "jd@other.example",
    vin: "2HGFC2F59KH000000",
    roNumber: "RO-7",
  });
  assert.equal(stale.httpStatus, 409);
  assert.deepEqual(
    [stale.inspectionConflict, stale.customerConflict, stale.subjectConflict],
    [false, true, true],
  );
  assert.equal(stale.values.email, "jane@new.example", "Carl's e-mail stays (lower-cased)");
  assert.equal(stale.values.vin, "1HGCM82633A004352");
  assert.equal(stale.values.roNumber, "RO-7", "the current inspection part is saved");
  assert.equal(stale.customerVersion, 2);
});

dbTest("the type changes (with a new checklist) only while no result is saved", async ({ sql }) => {
  const { shop, inspection, carl, dana } = await setUp(sql);
  const [{ id: tires }] = await sql<{ id: number }[]>`
    insert into inspection_types (shop_id, name, subject_type, customer_mode)
    values (${shop.shop.id}, 'Tire check', 'vehicle', 'optional') returning id`;
  await sql`insert into inspection_type_tasks (shop_id, inspection_type_id, task_id)
            values (${shop.shop.id}, ${tires}, ${shop.tasks.tread})`;
  const changed = await postHeader(sql, carl, { inspectionVersion: 1, typeId: tires });
  assert.equal(changed.httpStatus, 200);
  const items = await sql`select task_name from inspection_items where inspection_id = ${inspection.id}`;
  assert.deepEqual(items.map((item) => item.task_name), ["Tire tread depth"]);
  const [row] = await sql`select type_name from inspections where id = ${inspection.id}`;
  assert.equal(row.type_name, "Tire check");
  assert.equal((await trail(sql, inspection.id))[0].summary, "type Courtesy check → Tire check");

  await saveItems(sql, dana, [{ taskId: shop.tasks.tread, itemVersion: 1, result: "nota" }], "");
  await assert.rejects(
    postHeader(sql, carl, { inspectionVersion: 2, typeId: shop.typeId, odometer: 1 }),
    (error: Error & { status: number }) =>
      error.status === 409 &&
      error.message ===
        "The inspection type can't be changed any more: results have been saved on its checklist.",
  );
  const [after] = await sql`select odometer, version from inspections where id = ${inspection.id}`;
  assert.deepEqual([after.odometer, after.version], [48213, 2], "nothing of the refused post is written");
});

dbTest("bad input is refused with a message that names it, and nothing is written", async ({ sql }) => {
  const { shop, inspection, carl } = await setUp(sql);
  const refused = async (body: Record<string, unknown>, message: RegExp) => {
    await assert.rejects(
      (async () => await postHeader(sql, carl, body))(),
      (error: Error & { status: number }) => error.status === 400 && message.test(error.message),
    );
  };
  await refused({ inspectionVersion: 1, odometer: 10_000_000 }, /whole number from 0 to 9,999,999/);
  await refused({ inspectionVersion: 1, odometer: 12.5 }, /whole number from 0 to 9,999,999/);
  await refused({ inspectionVersion: 1, subjectVersion: 1, modelYear: 1885 }, /1886 to 2100/);
  await refused({ inspectionVersion: 1, customerVersion: 1, email: "jane at home" }, /not an e-mail address/);
  await refused({ inspectionVersion: 1, roNumber: "R".repeat(41) }, /at most 40 characters/);
  await refused(
    { inspectionVersion: 1, managerUserId: shop.outsider.id },
    /not an active member of this shop/,
  );
  await refused({ inspectionVersion: 1, odometerUnit: "furlongs" }, /one of mi, km, h/);
  await refused({ inspectionVersion: 1, colour: "red" }, /Unknown field: colour/);
  await refused({ odometer: 5 }, /inspectionVersion/);
  await refused(
    { inspectionVersion: 1, customerVersion: 1, firstName: "", lastName: "", companyName: "" },
    /needs a first name/,
  );
  await refused({ inspectionVersion: 1, phoneMobile: "(415) 555-0199" }, /customerVersion is missing/);
  await refused(
    { inspectionVersion: 1, customerVersion: 1, phoneMobile: "12" },
    /"12" is not a phone number we can send text messages to/,
  );
  await refused(
    { inspectionVersion: 1, customerVersion: 1, phoneLandline: "555-12" },
    /"555-12" is not a phone/,
  );
  const [row] = await sql`select version from inspections where id = ${inspection.id}`;
  assert.equal(row.version, 1);
  assert.deepEqual(await trail(sql, inspection.id), []);
});

dbTest(
  "notes, sales pitch and report options save with the same rules and their own events",
  async ({ sql }) => {
    const { inspection, carl, shop } = await setUp(sql);
    const manager = await accessOf(sql, keys, inspection.encId, shop.manager);
    const notes = await saveHeader(
      sql,
      carl,
      readPostedNotes({ inspectionVersion: 1, notes: "Customer waiting" }),
      "",
      "notes",
    );
    assert.equal(notes.values.notes, "Customer waiting");
    const pitch = await saveHeader(
      sql,
      manager,
      readPostedSalesPitch({ inspectionVersion: 2, salesPitch: "Pads are at 2 mm: safety first." }),
      "",
      "salesPitch",
    );
    assert.equal(pitch.inspectionVersion, 3);
    const options = await saveHeader(
      sql,
      manager,
      readPostedReportOptions({ inspectionVersion: 3, showPrices: false, showTechnicianNotes: true }),
      "",
      "reportOptions",
    );
    assert.deepEqual(options.values.reportOptions, {
      showPassedItems: true,
      showPrices: false,
      showTechnicianNotes: true,
      showSummary: true,
    });
    const stale = await saveHeader(
      sql,
      carl,
      readPostedNotes({ inspectionVersion: 1, notes: "Other words" }),
      "",
      "notes",
    );
    assert.equal(stale.httpStatus, 409);
    assert.equal(stale.values.notes, "Customer waiting");
    assert.throws(
      () => readPostedReportOptions({ inspectionVersion: 3, showPrices: "yes" }),
      /showPrices must be true or false/,
    );
    assert.throws(
      () => readPostedReportOptions({ inspectionVersion: 3, showEverything: true }),
      /Unknown report option/,
    );
    assert.deepEqual((await trail(sql, inspection.id)).map((event) => [event.kind, event.summary]), [
      ["notes", "notes changed"],
      ["salesPitch", "sales pitch changed"],
      ["reportOptions", "report: prices hidden, technician's notes shown"],
    ]);
  },
);

dbTest("a closed inspection's header is not changed", async ({ sql }) => {
  const { inspection, shop, carl } = await setUp(sql);
  const manager = await accessOf(sql, keys, inspection.encId, shop.manager);
  await changeInspectionStatus(sql, manager, "close", "");
  await assert.rejects(
    saveHeader(sql, carl, readPostedNotes({ inspectionVersion: 1, notes: "late" }), "", "notes"),
    (error: Error & { status: number }) =>
      error.status === 409 &&
      error.message === "This inspection is closed. A manager can reopen it to change it.",
  );
});

dbTest("a header adds a customer and a vehicle to an inspection that had none", async ({ sql }) => {
  const { shop } = await setUp(sql);
  const bare = await newInspection(sql, keys, shop, { customer: null, vehicle: null });
  const access = await accessOf(sql, keys, bare.encId, shop.mechanic);
  const response = await postHeader(sql, access, {
    inspectionVersion: 1,
    lastName: "Walker",
    make: "Ford",
    model: "Transit",
    modelYear: 2021,
  });
  assert.equal(response.httpStatus, 200);
  assert.equal(response.values.lastName, "Walker");
  assert.equal(response.values.model, "Transit");
  assert.equal(response.customerVersion, 1);
  assert.equal(response.subjectVersion, 1);
  const [row] = await sql`
    select s.customer_id = i.customer_id as owned from inspections i join subjects s on s.id = i.subject_id
    where i.id = ${bare.id}`;
  assert.equal(row.owned, true, "the new vehicle belongs to the new customer");
});

dbTest(
  "an owner acting as a mechanic is named in the trail with who was at the keyboard",
  async ({ sql }) => {
    const { inspection, shop, carl } = await setUp(sql);
    const actingAsCarl = {
      ...carl,
      viewer: {
        ...carl.viewer,
        actor: { userId: shop.owner.id, displayName: "Olga Owner", initials: "OO" },
        impersonationShopId: shop.shop.id,
      },
    };
    await saveHeader(
      sql,
      actingAsCarl,
      readPostedNotes({ inspectionVersion: 1, notes: "Called the customer" }),
      "",
      "notes",
    );
    assert.deepEqual((await trail(sql, inspection.id)).map((event) => event.userName), [
      "Carl Mechanic (by Olga Owner)",
    ]);
  },
);
