// The add form's customer: type a name, phone number or e-mail and the shop's matching customers appear (GET
// /ajax/customers/lookup), each with its vehicles; pick one, or keep "A new customer" and fill in the fields.
// Without scripts the known customer of the link (if any) and the new-customer fields are there to use.
import { useEffect, useRef, useState } from "react";
import type { CustomerMatch } from "@modules/shops/ui.ts";
import { getJson } from "@ui/calls.ts";
import { Field } from "@ui/forms.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { type AddValues, filledFrom } from "./add_fields.ts";
import { RadioChoice } from "./radio_choice.tsx";

export function customerName(customer: CustomerMatch): string {
  return `${customer.firstName} ${customer.lastName}`.trim() || customer.companyName;
}

export function CustomerPicker(props: {
  shopUriName: string;
  values: AddValues;
  initial: CustomerMatch | null;
  mode: "none" | "required" | "optional";
  onChoose(customer: CustomerMatch | null): void;
}) {
  const { values } = props;
  const hydrated = useHydrated();
  const [matches, setMatches] = useState<CustomerMatch[]>(props.initial ? [props.initial] : []);
  const [chosen, setChosen] = useState(values.customerId ?? "");
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const asked = useRef(0);
  const filled = filledFrom(values);

  useEffect(() => {
    const search = query.trim();
    if (search.length < 2) return;
    const ticket = ++asked.current;
    const timer = setTimeout(async () => {
      try {
        const { customers } = await getJson<{ customers: CustomerMatch[] }>(
          `/ajax/customers/lookup?${new URLSearchParams({ shop: props.shopUriName, search })}`,
        );
        if (ticket !== asked.current) return;
        const kept = matches.filter((one) => String(one.id) === chosen);
        setMatches([...kept, ...customers.filter((one) => String(one.id) !== chosen)]);
        setStatus(
          customers.length === 0
            ? "No customer matches: fill in a new one below."
            : `${customers.length} found.`,
        );
      } catch (error) {
        if (ticket === asked.current) setStatus(`Couldn't look customers up: ${(error as Error).message}`);
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [query]);

  function choose(id: string) {
    setChosen(id);
    props.onChoose(matches.find((one) => String(one.id) === id) ?? null);
  }

  return (
    <fieldset>
      <legend>
        Customer{" "}
        <span className="hint">
          {props.mode === "required"
            ? "(required for this type)"
            : props.mode === "none"
            ? "(not used by this type)"
            : "(optional)"}
        </span>
      </legend>
      {hydrated && (
        <div className="field">
          <label htmlFor="add-customer-lookup">Find a customer</label>
          <input
            id="add-customer-lookup"
            type="search"
            autoComplete="off"
            placeholder="Name, phone number or e-mail"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <p className="hint" role="status">{status}</p>
        </div>
      )}
      {matches.length > 0 && (
        <div className="choice-list" role="radiogroup" aria-label="Which customer">
          {matches.map((customer) => (
            <RadioChoice
              key={customer.id}
              name="customerId"
              value={String(customer.id)}
              chosen={chosen}
              onChoose={choose}
            >
              <span>
                {customerName(customer)}{" "}
                <span className="hint">
                  {[customer.phoneMobileFormatted, customer.email].filter(Boolean).join(" · ")}
                  {customer.vehicles.length > 0 &&
                    ` · ${customer.vehicles.length} vehicle${customer.vehicles.length === 1 ? "" : "s"}`}
                </span>
              </span>
            </RadioChoice>
          ))}
          <RadioChoice name="customerId" value="" chosen={chosen} onChoose={choose}>
            A new customer
          </RadioChoice>
        </div>
      )}
      {(["customerCrmKey", "customerRef"] as const).map((name) =>
        values[name] && <input key={name} type="hidden" name={name} value={values[name]} />
      )}
      <div hidden={chosen !== ""} className="new-customer">
        <div className="field-row">
          <Field
            id="add-fname"
            label="First name"
            {...filled("cust_fname")}
            maxLength={80}
            autoComplete="off"
          />
          <Field
            id="add-lname"
            label="Last name"
            {...filled("cust_lname")}
            maxLength={80}
            autoComplete="off"
          />
        </div>
        <Field id="add-bname" label="Company" {...filled("cust_bname")} maxLength={120} autoComplete="off" />
        <div className="field-row">
          <Field
            id="add-mobile"
            label="Mobile phone"
            type="tel"
            {...filled("cust_phone_mobile")}
            maxLength={40}
          />
          <Field
            id="add-landline"
            label="Landline"
            type="tel"
            {...filled("cust_phone_landline")}
            maxLength={40}
          />
        </div>
        <Field id="add-email" label="E-mail" type="email" {...filled("cust_email")} maxLength={200} />
      </div>
    </fieldset>
  );
}
