// The customer the counter is typing, already the shop's (issue 32): as a mobile number, an e-mail address or
// a plate is typed into the form (the add form's new-customer fields, quick-create's), the shop's customer
// with the same one (GET /ajax/customers/same) is offered, one tap to use them instead of making a second.
// It reads the form it sits in by the fields' names, so both forms use it as they are.
import { useEffect, useRef, useState } from "react";
import type { SameCustomer } from "@modules/shops/ui.ts";
import { getJson } from "@ui/calls.ts";
import { INSPECTION_ADD_MESSAGES as M, useWords } from "@modules/text/ui.ts";

const WATCHED = { mobile: "cust_phone_mobile", email: "cust_email", plate: "license" } as const;

export const sameCustomerName = (customer: SameCustomer) =>
  `${customer.firstName} ${customer.lastName}`.trim() || customer.companyName;

export function SameCustomerOffer(props: {
  shopUriName: string;
  /** Whether the form is making a new customer (the offer is pointless once one is chosen). */
  active: boolean;
  onUse(customer: SameCustomer): void;
}) {
  const say = useWords();
  const here = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState("");
  const [found, setFound] = useState<SameCustomer[]>([]);

  useEffect(() => {
    const form = here.current?.closest("form");
    if (!form) return;
    const read = () => {
      const value = (name: string) =>
        ((form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "").trim();
      const keys = Object.fromEntries(
        Object.entries(WATCHED).map(([key, name]) => [key, value(name)]).filter(([, text]) => text !== ""),
      );
      setTyped(new URLSearchParams(keys).toString());
    };
    read();
    form.addEventListener("input", read);
    return () => form.removeEventListener("input", read);
  }, []);

  useEffect(() => {
    if (!typed || !props.active) return setFound([]);
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const { customers } = await getJson<{ customers: SameCustomer[] }>(
          `/ajax/customers/same?shop=${encodeURIComponent(props.shopUriName)}&${typed}`,
        );
        if (current) setFound(customers.slice(0, 3));
      } catch {
        // The offer is a help: a look-up that fails leaves the form as it is, and the save still asks.
      }
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, props.active]);

  return (
    <div ref={here} className="same-customer" aria-live="polite">
      {props.active && found.map((customer) => (
        <p key={customer.id} className="same-customer-offer">
          <span>
            {say(M.sameCustomerFound, { name: sameCustomerName(customer), by: customer.sameBy[0] })}{" "}
            <span className="hint">
              {[customer.phoneMobileFormatted, customer.email].filter(Boolean).join(" · ")}
            </span>
          </span>
          <button type="button" className="button" onClick={() => props.onUse(customer)}>
            {say(M.useCustomer, { name: sameCustomerName(customer) })}
          </button>
        </p>
      ))}
    </div>
  );
}
