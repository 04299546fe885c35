// The question a save came back with (409, ask_first.ts): the customer with the same mobile number, to use,
// or a second customer confirmed; the car's open inspection, to open, or a second one confirmed. Confirming
// sends the same form again with the answer (confirmSecondCustomer / confirmSecondInspection = 1). The add
// form, quick-create and the Details tab (a customer added to an inspection without one) show it.
import type { AskFirstDetails } from "./ask_first.ts";
import type { SameCustomer } from "@modules/shops/ui.ts";
import { INSPECTION_ADD_MESSAGES as M, useWords } from "@modules/text/ui.ts";
import { sameCustomerName } from "./same_customer_offer.tsx";

/** The words the question says, for a page whose words are another area's (the Details tab). */
export const ASK_FIRST_WORDS = [
  M.useCustomer,
  M.saveSecondCustomer,
  M.openThatInspection,
  M.startSecondInspection,
];

/** The question in a 409's body, if it is one (a stale version's 409 or a refusal is not). */
export function askedFirst(body: unknown): AskFirstDetails | null {
  const ask = (body as { ask?: unknown } | null)?.ask;
  return ask === "secondCustomer" || ask === "secondInspection" ? body as AskFirstDetails : null;
}

export function AskFirstQuestion(props: {
  message: string;
  question: AskFirstDetails;
  shopUriName: string;
  onUse(customer: SameCustomer): void;
  onConfirm(field: "confirmSecondCustomer" | "confirmSecondInspection"): void;
}) {
  const say = useWords();
  const { question } = props;
  return (
    <div className="form-question" role="alert">
      <p>{props.message}</p>
      <div className="form-question-actions">
        {question.ask === "secondCustomer"
          ? (
            <>
              {question.sameCustomers.slice(0, 3).map((customer) => (
                <button
                  key={customer.id}
                  type="button"
                  className="button primary"
                  onClick={() => props.onUse(customer)}
                >
                  {say(M.useCustomer, { name: sameCustomerName(customer) })}
                </button>
              ))}
              <button
                type="button"
                className="button"
                onClick={() => props.onConfirm("confirmSecondCustomer")}
              >
                {say(M.saveSecondCustomer)}
              </button>
            </>
          )
          : (
            <>
              <a
                className="button primary"
                href={`/${props.shopUriName}/inspections/${question.openInspection.encId}/checklist`}
              >
                {say(M.openThatInspection)}
              </a>
              <button
                type="button"
                className="button"
                onClick={() => props.onConfirm("confirmSecondInspection")}
              >
                {say(M.startSecondInspection)}
              </button>
            </>
          )}
      </div>
    </div>
  );
}
