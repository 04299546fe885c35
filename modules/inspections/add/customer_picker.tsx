// The add form's customer: type a name, phone number or e-mail and the shop's matching customers appear (GET
// /ajax/customers/lookup), each with its vehicles; pick one, or keep "A new customer" and fill in the fields.
// Without scripts the known customer of the link (if any) and the new-customer fields are there to use. Its
// words are the shop's: inspectionAdd.*, and the details page's names of the customer's fields.
import { useEffect, useRef, useState } from "react";
import type { CustomerMatch, SameCustomer } from "@modules/shops/ui.ts";
import { getJson } from "@ui/calls.ts";
import { Field } from "@ui/forms.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { type AddValues, filledFrom } from "./add_fields.ts";
import { RadioChoice } from "./radio_choice.tsx";
import { SameCustomerOffer } from "./same_customer_offer.tsx";
import {
  INSPECTION_ADD_MESSAGES as M,
  INSPECTION_DETAILS_MESSAGES as FIELDS,
  useWords,
} from "@modules/text/ui.ts";

export function customerName(customer: CustomerMatch): string {
  return `${customer.firstName} ${customer.lastName}`.trim() || customer.companyName;
}

export function CustomerPicker(props: {
  shopUriName: string;
  values: AddValues;
  initial: CustomerMatch | null;
  mode: "none" | "required" | "optional";
  onChoose(customer: CustomerMatch | null): void;
  /** A customer the save's question offered and the adviser took: chosen here. */
  taken: SameCustomer | null;
}) {
  const { values } = props;
  const hydrated = useHydrated();
  const say = useWords();
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
            ? say(M.noCustomerMatches)
            : say(M.customersFound, { count: customers.length }),
        );
      } catch (error) {
        if (ticket === asked.current) setStatus(say(M.lookupFailed, { reason: (error as Error).message }));
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [query]);

  function choose(id: string) {
    setChosen(id);
    props.onChoose(matches.find((one) => String(one.id) === id) ?? null);
  }

  /** The shop's customer with the same mobile, e-mail or plate, taken in one tap: listed and chosen. */
  function take(customer: SameCustomer) {
    setMatches([customer, ...matches.filter((one) => one.id !== customer.id)]);
    setChosen(String(customer.id));
    props.onChoose(customer);
  }
  useEffect(() => {
    if (props.taken) take(props.taken);
  }, [props.taken]);

  return (
    <fieldset>
      <legend>
        {say(FIELDS.customer)}{" "}
        <span className="hint">
          {say(
            props.mode === "required"
              ? M.customerRequired
              : props.mode === "none"
              ? M.customerNotUsed
              : M.customerOptional,
          )}
        </span>
      </legend>
      {hydrated && (
        <div className="field">
          <label htmlFor="add-customer-lookup">{say(M.findCustomer)}</label>
          <input
            id="add-customer-lookup"
            type="search"
            autoComplete="off"
            placeholder={say(M.findCustomerPlaceholder)}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <p className="hint" role="status">{status}</p>
        </div>
      )}
      {matches.length > 0 && (
        <div className="choice-list" role="radiogroup" aria-label={say(M.whichCustomer)}>
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
                    ` · ${say(M.vehicleCount, { count: customer.vehicles.length })}`}
                </span>
              </span>
            </RadioChoice>
          ))}
          <RadioChoice name="customerId" value="" chosen={chosen} onChoose={choose}>
            {say(M.newCustomer)}
          </RadioChoice>
        </div>
      )}
      {(["customerCrmKey", "customerRef"] as const).map((name) =>
        values[name] && <input key={name} type="hidden" name={name} value={values[name]} />
      )}
      <div hidden={chosen !== ""} className="new-customer">
        {hydrated && (
          <SameCustomerOffer
            shopUriName={props.shopUriName}
            active={chosen === ""}
            onUse={take}
          />
        )}
        <div className="field-row">
          <Field
            id="add-fname"
            label={say(FIELDS.firstName)}
            {...filled("cust_fname")}
            maxLength={80}
            autoComplete="off"
          />
          <Field
            id="add-lname"
            label={say(FIELDS.lastName)}
            {...filled("cust_lname")}
            maxLength={80}
            autoComplete="off"
          />
        </div>
        <Field
          id="add-bname"
          label={say(FIELDS.company)}
          {...filled("cust_bname")}
          maxLength={120}
          autoComplete="off"
        />
        <div className="field-row">
          <Field
            id="add-mobile"
            label={say(M.mobilePhone)}
            type="tel"
            {...filled("cust_phone_mobile")}
            maxLength={40}
          />
          <Field
            id="add-landline"
            label={say(FIELDS.landline)}
            type="tel"
            {...filled("cust_phone_landline")}
            maxLength={40}
          />
        </div>
        <Field
          id="add-email"
          label={say(FIELDS.email)}
          type="email"
          {...filled("cust_email")}
          maxLength={200}
        />
      </div>
    </fieldset>
  );
}
