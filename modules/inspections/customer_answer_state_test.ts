import assert from "node:assert/strict";
import { customerAnswerSummary } from "./customer_answer_state.ts";

Deno.test("customer's answer: everything approved is approved, with the amount", () => {
  assert.deepEqual(
    customerAnswerSummary([{ price: 120.1, answer: "approved" }, { price: 0.2, answer: "approved" }]),
    { state: "approved", approvedAmount: 120.3, declinedAmount: 0 },
  );
});

Deno.test("customer's answer: some approved, the rest declined or not answered, is partly approved", () => {
  assert.deepEqual(
    customerAnswerSummary([
      { price: 100, answer: "approved" },
      { price: 40, answer: "declined" },
      { price: null, answer: "approved" },
    ]),
    { state: "partlyApproved", approvedAmount: 100, declinedAmount: 40 },
  );
  assert.equal(
    customerAnswerSummary([{ price: 100, answer: "approved" }, { price: 40, answer: null }]).state,
    "partlyApproved",
    "an item left open is not approved",
  );
});

Deno.test("customer's answer: nothing approved and something declined is declined; nothing answered is none", () => {
  assert.deepEqual(
    customerAnswerSummary([{ price: 100, answer: "declined" }, { price: 40, answer: null }]),
    { state: "declined", approvedAmount: 0, declinedAmount: 100 },
  );
  assert.equal(customerAnswerSummary([{ price: 100, answer: null }]).state, null);
  assert.equal(customerAnswerSummary([]).state, null);
});
