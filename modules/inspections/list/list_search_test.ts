// Reading the list's address and the add form's fields: the defaults, and the refusals that say what is wrong.
import assert from "node:assert/strict";
import { InputError } from "@platform/errors.ts";
import { newInspectionOf, readAddValues } from "../add/add_fields.ts";
import { inspectionsFilterOf, inspectionsSearchOfParams } from "./list_search.ts";
import { splitName } from "../add/quick_create_fields.ts";

Deno.test("the list's defaults: open inspections, newest first, 50 a page", () => {
  const filter = inspectionsFilterOf({});
  assert.equal(filter.status, "open");
  assert.ok(!filter.statuses.includes("closed"));
  assert.equal(filter.statuses.length, 6);
  assert.deepEqual([filter.orderBy, filter.asc, filter.page, filter.pageSize], ["created", false, 1, 50]);
  assert.equal(inspectionsFilterOf({ orderBy: "customer" }).asc, true, "names read A to Z");
  assert.equal(filter.answer, null, "every inspection, answered or not");
  assert.equal(inspectionsFilterOf({ answer: "partlyApproved" }).answer, "partlyApproved");
});

Deno.test("a bad value is refused with what is wrong", () => {
  const refusals: Array<[Record<string, string>, RegExp]> = [
    [{ status: "done" }, /^status must be one of open, all, created/],
    [{ answer: "yes" }, /^answer must be one of answered, none, approved, partlyApproved, declined/],
    [{ orderBy: "price" }, /^orderBy must be one of/],
    [{ asc: "yes" }, /^asc must be 1 or 0\.$/],
    [{ page: "0" }, /^page must be a whole number from 1 to 100000; "0" is not\.$/],
    [{ pageSize: "500" }, /^pageSize must be a whole number from 1 to 200/],
    [{ mechanic: "abc" }, /^mechanic must be a whole number/],
    [{ from: "2026-02-30" }, /^from must be a date written YYYY-MM-DD/],
    [{ to: "yesterday" }, /^to must be a date/],
    [{ from: "2026-03-01", to: "2026-02-01" }, /is after the "to" date/],
  ];
  for (const [query, message] of refusals) {
    assert.throws(
      () => inspectionsFilterOf(inspectionsSearchOfParams(new URLSearchParams(query))),
      (error: Error) => error instanceof InputError && message.test(error.message),
      JSON.stringify(query),
    );
  }
  const timed = inspectionsFilterOf({ from: "2026-03-01T08:30:00-05:00" });
  assert.equal(timed.from, "2026-03-01T13:30:00.000Z", "an ISO time with its offset is an instant");
});

Deno.test("the add form's post: a new customer and vehicle, or chosen ones by id", () => {
  const made = newInspectionOf(readAddValues({
    cust_fname: " Ann ",
    cust_lname: "Lee",
    cust_phone_mobile: "555 0101",
    make: "Mazda",
    model: "3",
    year: "2020",
    license: "abc123",
    mileage: "48,213",
    odoUnit: "km",
    ro: "RO-9",
    typeId: "",
  }));
  assert.equal(made.typeId, null, "the shop's default type");
  assert.deepEqual(
    [
      made.customer && "firstName" in made.customer && made.customer.firstName,
      made.odometer,
      made.odometerUnit,
    ],
    ["Ann", 48213, "km"],
  );
  assert.equal(made.vehicle && "modelYear" in made.vehicle && made.vehicle.modelYear, 2020);
  const chosen = newInspectionOf(readAddValues({ customerId: "12", subjectId: "7", cust_fname: "ignored" }));
  assert.deepEqual([chosen.customer, chosen.vehicle], [{ id: 12 }, { id: 7 }]);
  const bare = newInspectionOf({});
  assert.deepEqual([bare.customer, bare.vehicle], [null, null]);
  const byKey = newInspectionOf({ customerCrmKey: "C-1", subjectCrmKey: "V-1" });
  assert.ok(byKey.customer && byKey.vehicle, "a work-order key alone looks the customer and vehicle up");
  for (
    const [values, message] of [
      [{ mileage: "lots" }, /^The odometer reading must be a whole number from 0 to 9999999/],
      [{ year: "1066" }, /^The model year must be a whole number from 1886 to 2100/],
      [{ odoUnit: "furlongs" }, /^odoUnit must be one of mi, km, h/],
      [{ ro: "x".repeat(41) }, /^ro is too long: at most 40 characters\.$/],
      [{ customerId: "-3" }, /^customerId must be a whole number/],
    ] as const
  ) {
    assert.throws(
      () => newInspectionOf(values),
      (error: Error) => message.test(error.message),
      message.source,
    );
  }
});

Deno.test("quick-create's one name box: the last word is the last name", () => {
  assert.deepEqual(splitName("Jane Driver"), { first: "Jane", last: "Driver" });
  assert.deepEqual(splitName("Mary Ann Smith"), { first: "Mary Ann", last: "Smith" });
  assert.deepEqual(splitName("Anna van der Berg"), { first: "Anna", last: "van der Berg" });
  assert.deepEqual(splitName(" Cher "), { first: "", last: "Cher" });
});
