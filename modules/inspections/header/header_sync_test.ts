// The details page's merge rule: nobody's edit is lost, and only a field both people changed asks.
import assert from "node:assert/strict";
import { applyAnswer, bodyOf, initialState, settle, type SyncState } from "./header_sync.ts";
import type { HeaderValues } from "./header_values.ts";
import { DEFAULT_REPORT_OPTIONS } from "../report_options.ts";

const STORED: HeaderValues = {
  firstName: "Jane",
  lastName: "Driver",
  companyName: "",
  phoneMobile: "+14155550142",
  phoneLandline: "",
  email: "jane@driver.example",
  modelYear: 2019,
  make: "Honda",
  model: "Civic",
  vin: "2HGFC2F59KH512345",
  plate: "7ABC123",
  plateIssuer: "CA",
  odometer: 48213,
  odometerUnit: "mi",
  roNumber: "RO-1001",
  typeId: 1,
  managerUserId: 2,
  mechanicUserId: 3,
  notes: "",
  salesPitch: "",
  reportOptions: DEFAULT_REPORT_OPTIONS,
};
const VERSIONS = { inspectionVersion: 1, subjectVersion: 1, customerVersion: 1 };

function typed(state: SyncState, changes: Partial<SyncState["input"]>): SyncState {
  return { ...state, input: { ...state.input, ...changes } };
}

Deno.test("header sync: a save posts only the changed fields, typed, with the versions of their parts", () => {
  const state = typed(initialState(STORED, VERSIONS), { odometer: "48,250", plate: "8xyz321" });
  const result = bodyOf(state, "header");
  assert.ok("body" in result);
  assert.deepEqual(result.body, {
    inspectionVersion: 1,
    odometer: 48250,
    plate: "8xyz321",
    subjectVersion: 1,
  });
  assert.deepEqual(bodyOf(typed(state, { odometer: "about 48k" }), "header"), {
    problem: "The odometer is a whole number from 0 to 9,999,999.",
  });
  const options = bodyOf(typed(state, { showPrices: "false" }), "reportOptions");
  assert.ok("body" in options);
  assert.deepEqual(options.body, { inspectionVersion: 1, showPrices: false });
});

Deno.test("header sync: on a conflict only the field both changed asks; the rest of their edits arrive", () => {
  // B read version 1, then typed an odometer and notes; meanwhile A saved the odometer and the RO.
  const mine = typed(initialState(STORED, VERSIONS), { odometer: "48300", notes: "Rattle at idle" });
  const sent = bodyOf(mine, "header");
  assert.ok("posted" in sent);
  const answer = {
    inspectionConflict: true,
    subjectConflict: false,
    customerConflict: false,
    inspectionVersion: 2,
    subjectVersion: 1,
    customerVersion: 1,
    values: { ...STORED, odometer: 48250, roNumber: "RO-1002" },
  };
  const merged = applyAnswer(mine, answer, sent.posted);
  assert.deepEqual(merged.conflicts, { odometer: "48250" });
  assert.equal(merged.input.odometer, "48300", "B's value stays in the input");
  assert.equal(merged.input.roNumber, "RO-1002", "A's RO arrives quietly");
  assert.equal(merged.input.notes, "Rattle at idle", "B's notes are still to be saved");
  assert.equal(merged.versions.inspectionVersion, 2);

  const theirs = settle(merged, "odometer", "theirs");
  assert.equal(theirs.input.odometer, "48250");
  const next = bodyOf(theirs, "header");
  assert.ok("body" in next);
  assert.deepEqual(
    next.body,
    { inspectionVersion: 2, notes: "Rattle at idle" },
    "B's notes go with the new version",
  );

  const kept = settle(merged, "odometer", "mine");
  const again = bodyOf(kept, "header");
  assert.ok("body" in again);
  assert.deepEqual(again.body, { inspectionVersion: 2, odometer: 48300, notes: "Rattle at idle" });
});

Deno.test("header sync: a saved field takes the server's spelling unless the user typed on", () => {
  const mine = typed(initialState(STORED, VERSIONS), { plate: "8xyz321 ", notes: "note " });
  const sent = bodyOf(mine, "header");
  assert.ok("posted" in sent);
  const answer = {
    inspectionConflict: false,
    subjectConflict: false,
    customerConflict: false,
    inspectionVersion: 2,
    subjectVersion: 2,
    customerVersion: 1,
    values: { ...STORED, plate: "8XYZ321", notes: "note" },
  };
  const stillTyping = typed(mine, { notes: "note more" });
  const merged = applyAnswer(stillTyping, answer, sent.posted);
  assert.equal(merged.input.plate, "8XYZ321");
  assert.equal(merged.input.notes, "note more");
  assert.deepEqual(merged.conflicts, {});
  const next = bodyOf(merged, "header");
  assert.ok("body" in next);
  assert.deepEqual(next.body, { inspectionVersion: 2, notes: "note more" });
});
