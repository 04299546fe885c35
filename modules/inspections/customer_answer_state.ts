// What the customer's answers come to, for the advisers' work queue: one state and the amounts approved and
// declined, from each recommended item's price and present answer. Pure: the answer computes it in its
// transaction and stores it on the inspection (customer_answers.ts recordCustomerAnswer).
import type { CustomerAnswerState } from "./types.ts";

export interface RecommendedItem {
  /** The amount the report shows for it; null when unpriced. */
  price: number | null;
  answer: "approved" | "declined" | null;
}

export interface CustomerAnswerSummary {
  /** Null until something is answered. */
  state: CustomerAnswerState | null;
  approvedAmount: number;
  declinedAmount: number;
}

export function customerAnswerSummary(items: readonly RecommendedItem[]): CustomerAnswerSummary {
  let approved = 0, declined = 0, open = 0, approvedAmount = 0, declinedAmount = 0;
  for (const item of items) {
    if (item.answer === "approved") {
      approved++;
      approvedAmount += item.price ?? 0;
    } else if (item.answer === "declined") {
      declined++;
      declinedAmount += item.price ?? 0;
    } else open++;
  }
  const state: CustomerAnswerState | null = approved > 0
    ? declined === 0 && open === 0 ? "approved" : "partlyApproved"
    : declined > 0
    ? "declined"
    : null;
  // Cents, as the prices are kept: sums of decimals drift (0.1 + 0.2).
  const cents = (amount: number) => Math.round(amount * 100) / 100;
  return { state, approvedAmount: cents(approvedAmount), declinedAmount: cents(declinedAmount) };
}
