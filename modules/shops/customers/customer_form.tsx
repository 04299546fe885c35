// The customer's own fields on their page, saved by POST /ajax/customers/{id} against the version the page
// read. A stale save writes nothing: the page shows the other person's values beside the user's, and the
// user takes theirs or keeps their own and saves again (now against the new version).
import { useState } from "react";
import { Field, SelectField, TextAreaField } from "@ui/forms.tsx";
import { type SaveWords, sendVersionedSave, type VersionedSaveStatus } from "@ui/versioned_save.ts";
import type { ContactPreference } from "../types.ts";
import { CONTACT_PREFERENCE_LABELS, CONTACT_PREFERENCES } from "./contact_preferences.ts";
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

const LABELS: Record<keyof Values, string> = {
  firstName: "First name",
  lastName: "Last name",
  companyName: "Company",
  phoneMobile: "Mobile",
  phoneLandline: "Landline",
  email: "E-mail",
  contactPref: "Contact preference",
  customerNotes: "Notes",
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

const SAVE_WORDS: SaveWords = {
  saved: "Customer saved.",
  unchanged: "Nothing to save: the customer was already as shown.",
  unanswered: "The customer could not be saved: the network did not answer.",
};

export function CustomerForm(props: { shopUriName: string; customer: CustomerOnPage }) {
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
      label={LABELS[field]}
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
      SAVE_WORDS,
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
    <form className="customer-form" onSubmit={save} aria-label="Customer">
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
          label={LABELS.contactPref}
          value={values.contactPref}
          onChange={set("contactPref")}
          disabled={status.kind === "saving"}
        >
          {CONTACT_PREFERENCES.map((preference: ContactPreference) => (
            <option key={preference} value={preference}>{CONTACT_PREFERENCE_LABELS[preference]}</option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id="customer-customerNotes"
        name="customerNotes"
        label={LABELS.customerNotes}
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
          {status.kind === "saving" ? "Saving…" : "Save"}
        </button>
      </div>
    </form>
  );
}

function ConflictPanel(
  props: { message: string; mine: Values; theirs: Values; onSettle(choice: "theirs" | "mine"): void },
) {
  const shown = (field: keyof Values, value: string) =>
    field === "contactPref" ? CONTACT_PREFERENCE_LABELS[value as ContactPreference] : value || "(empty)";
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
              <th scope="col">Field</th>
              <th scope="col">Theirs (saved)</th>
              <th scope="col">Yours</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field}>
                <th scope="row">{LABELS[field]}</th>
                <td data-label="Theirs (saved)">{shown(field, props.theirs[field])}</td>
                <td data-label="Yours">{shown(field, props.mine[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={() => props.onSettle("theirs")}>Use theirs</button>
        <button type="button" className="button" onClick={() => props.onSettle("mine")}>
          Keep mine (then save)
        </button>
      </div>
    </div>
  );
}
