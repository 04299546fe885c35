import assert from "node:assert/strict";
import { Messages } from "@modules/text/mod.ts";
import { INSPECTION_DETAILS_MESSAGES as M, VEHICLE_HISTORY_MESSAGES } from "@modules/text/mod.ts";
import { roLabel } from "./inspection_status.tsx";

const sayIn = (culture: string, overrides = {}) => {
  const messages = new Messages(culture, overrides);
  return (key: string, values?: Record<string, string>) => messages.text(key, values);
};

Deno.test("an RO number that already starts with the label's word is not labelled again", () => {
  const say = sayIn("en-US");
  assert.equal(roLabel(say, M.ro, "24056"), "RO 24056");
  assert.equal(roLabel(say, M.ro, "RO-24056"), "RO-24056");
  assert.equal(roLabel(say, M.ro, "ro 24056"), "ro 24056");
  assert.equal(roLabel(say, M.ro, "RO24056"), "RO24056");
  assert.equal(roLabel(say, M.ro, "ROSS-1"), "RO ROSS-1");
  assert.equal(roLabel(sayIn("es-MX"), M.ro, "RO-24056"), "Orden RO-24056");
  assert.equal(roLabel(sayIn("fr-CA"), M.ro, "BT-7"), "BT-7");
  // The vehicle's and customer's history say it with {number}.
  assert.equal(roLabel(say, VEHICLE_HISTORY_MESSAGES.roNumber, "RO-501", "number"), "RO-501");
  assert.equal(roLabel(say, VEHICLE_HISTORY_MESSAGES.roNumber, "501", "number"), "RO 501");
  // The shop's own wording of the label decides the word.
  assert.equal(
    roLabel(sayIn("en-US", { "en-US": { [M.ro]: "Work order {ro}" } }), M.ro, "Work order 9"),
    "Work order 9",
  );
});
