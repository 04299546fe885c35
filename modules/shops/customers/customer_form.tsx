// The customer's own fields on their page, saved by POST /ajax/customers/{id} against the version the page
// read. A stale save writes nothing: the page shows the other person's values beside the user's, and the
// user takes theirs or keeps their own and saves again (now against the new version).
import { useState } from "react";
import { CUSTOMERS_MESSAGES as M } from "@modules/text/ui.ts";
import { type Say, useWords } from "@modules/text/ui.ts";
import { Field, SelectField, TextAreaField } from "@ui/forms.tsx";
import { type SaveWords, sendVersionedSave, type VersionedSaveStatus } from "@ui/versioned_save.ts";
import type { ContactPreference } from "../types.ts";
import { CONTACT_PREFERENCE_WORDS, CONTACT_PREFERENCES } from "./contact_preferences.ts";
import type { CustomerOnPage } from "./customer_on_page.ts";

type Values = Pick<
  CustomerOnPage,
  | "firstName"
  | "lastName"
  | "companyName"
  | "phoneMobile"
  | "phoneLandline"
  | "email"
  | "contactPref"
  | "customerNotes"
>;

/** Each field's label, as a message of the catalogue (decision 028). */
const LABELS: Record<keyof Values, string> = {
  firstName: M.firstName,
  lastName: M.lastName,
  companyName: M.company,
  phoneMobile: M.mobile,
  phoneLandline: M.landline,
  email: M.email,
  contactPref: M.contactPref,
  customerNotes: M.notes,
};

/** What the form shows of a customer: the numbers as people read them (saved back, they are read again). */
function valuesOf(customer: CustomerOnPage): Values {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyName: customer.companyName,
    phoneMobile: customer.phoneMobileFormatted || customer.phoneMobile,
    phoneLandline: customer.phone2Formatted || customer.phoneLandline,
    email: customer.email,
    contactPref: customer.contactPref,
    customerNotes: customer.customerNotes,
  };
}

const saveWords = (say: Say): SaveWords => ({
  saved: say(M.saved),
  unchanged: say(M.unchanged),
  unanswered: say(M.unanswered),
});

export function CustomerForm(props: { shopUriName: string; customer: CustomerOnPage }) {
  const say = useWords();
  const [stored, setStored] = useState(props.customer);
  const [values, setValues] = useState(() => valuesOf(props.customer));
  const [status, setStatus] = useState<VersionedSaveStatus<CustomerOnPage>>({ kind: "idle" });
  const set = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((before) => ({ ...before, [field]: value }));
  };
  const text = (field: keyof Values, type = "text", autoComplete?: string) => (
    <Field
      id={`customer-${field}`}
      name={field}
      label={say(LABELS[field])}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={set(field)}
      readOnly={status.kind === "saving"}
    />
  );

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    setStatus({ kind: "saving" });
    const answer = await sendVersionedSave<CustomerOnPage>(
      `/ajax/customers/${stored.customerId}?shop=${encodeURIComponent(props.shopUriName)}`,
      { customerVersion: stored.version, ...values },
      "customer",
      saveWords(say),
    );
    if (answer.saved) {
      setStored(answer.saved);
      setValues(valuesOf(answer.saved));
    }
    setStatus(answer.status);
  }

  function settle(choice: "theirs" | "mine") {
    if (status.kind !== "conflict") return;
    setStored(status.theirs);
    if (choice === "theirs") setValues(valuesOf(status.theirs));
    setStatus({ kind: "idle" });
  }

  return (
    <form className="customer-form" onSubmit={save} aria-label={say(M.customer)}>
      <div className="customer-fields">
        {text("firstName", "text", "off")}
        {text("lastName", "text", "off")}
        {text("companyName", "text", "off")}
        {text("phoneMobile", "tel", "off")}
        {text("phoneLandline", "tel", "off")}
        {text("email", "email", "off")}
        <SelectField
          id="customer-contactPref"
          name="contactPref"
          label={say(LABELS.contactPref)}
          value={values.contactPref}
          onChange={set("contactPref")}
          disabled={status.kind === "saving"}
        >
          {CONTACT_PREFERENCES.map((preference: ContactPreference) => (
            <option key={preference} value={preference}>{say(CONTACT_PREFERENCE_WORDS[preference])}</option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id="customer-customerNotes"
        name="customerNotes"
        label={say(LABELS.customerNotes)}
        rows={4}
        value={values.customerNotes}
        onChange={set("customerNotes")}
        readOnly={status.kind === "saving"}
      />
      {status.kind === "conflict" && (
        <ConflictPanel
          message={status.message}
          mine={values}
          theirs={valuesOf(status.theirs)}
          onSettle={settle}
        />
      )}
      {status.kind === "error" && <p className="form-error" role="alert">{status.message}</p>}
      {(status.kind === "saved" || status.kind === "unchanged") && (
        <p className="form-notice" role="status">{status.message}</p>
      )}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={status.kind === "saving"}>
          {say(status.kind === "saving" ? M.saving : M.save)}
        </button>
      </div>
    </form>
  );
}

function ConflictPanel(
  props: { message: string; mine: Values; theirs: Values; onSettle(choice: "theirs" | "mine"): void },
) {
  const say = useWords();
  const shown = (field: keyof Values, value: string) =>
    field === "contactPref"
      ? say(CONTACT_PREFERENCE_WORDS[value as ContactPreference])
      : value || say(M.empty);
  const [theirs, yours] = [say(M.theirs), say(M.yours)];
  const differing = (Object.keys(LABELS) as (keyof Values)[]).filter((field) =>
    props.mine[field] !== props.theirs[field]
  );
  return (
    <div className="customer-conflict" role="alert">
      <p>{props.message}</p>
      {differing.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{say(M.field)}</th>
              <th scope="col">{theirs}</th>
              <th scope="col">{yours}</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field}>
                <th scope="row">{say(LABELS[field])}</th>
                <td data-label={theirs}>{shown(field, props.theirs[field])}</td>
                <td data-label={yours}>{shown(field, props.mine[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={() => props.onSettle("theirs")}>
          {say(M.useTheirs)}
        </button>
        <button type="button" className="button" onClick={() => props.onSettle("mine")}>
          {say(M.keepMine)}
        </button>
      </div>
    </div>
  );
}
