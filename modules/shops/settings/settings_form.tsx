// The settings form of /account, saved by POST /ajax/shop-settings against the version the page read. A
// stale save writes nothing: the page shows the other person's values beside the user's, who takes theirs
// or keeps their own and saves again (customer_form.tsx does the same). Managers see it read-only.
import { type FormEvent, useState } from "react";
import { AccentSchemePicker } from "@ui/accent_scheme_picker.tsx";
import { Field, SelectField, TextAreaField } from "@ui/forms.tsx";
import { type SaveWords, sendVersionedSave, type VersionedSaveStatus } from "@ui/versioned_save.ts";
import { PRINT_CHOICES, type PrintDefaults } from "./print_defaults.ts";
import { fillWording } from "./report_wording.ts";
import type { StoredSettings } from "./settings_queries.server.ts";
import type { ShopSettingsPage } from "./settings_page.server.ts";
import { SETTING_LABELS } from "./setting_labels.ts";
import { SETTINGS_CULTURES, type ShopSettings } from "./shop_settings.ts";

const SAVE_WORDS: SaveWords = {
  saved: "Settings saved.",
  unchanged: "Nothing to save: the settings were already as shown.",
  unanswered: "The settings could not be saved: the network did not answer.",
};

const PRINT_LABELS: Record<keyof PrintDefaults, string> = {
  paper: "Paper",
  orientation: "Orientation",
  fontSize: "Font size",
  itemImageSize: "Item pictures",
  footerImageSize: "Footer pictures",
};

function cultureLabel(culture: string): string {
  try {
    return `${new Intl.DisplayNames([culture], { type: "language" }).of(culture)} (${culture})`;
  } catch {
    return culture;
  }
}

export function SettingsForm(props: { shopUriName: string; page: ShopSettingsPage }) {
  const { page } = props;
  const [stored, setStored] = useState(page.settings);
  const [values, setValues] = useState<ShopSettings>(page.settings);
  const [labourRate, setLabourRate] = useState(String(page.settings.labourRate));
  const [status, setStatus] = useState<VersionedSaveStatus<StoredSettings>>({ kind: "idle" });
  const set = <Name extends keyof ShopSettings>(name: Name, value: ShopSettings[Name]) =>
    setValues((before) => ({ ...before, [name]: value }));
  const text = (name: keyof ShopSettings) => ({
    id: `settings-${name}`,
    name,
    label: SETTING_LABELS[name].replace(/^./, (first) => first.toUpperCase()),
    value: String(values[name]),
    onChange: (event: { currentTarget: { value: string } }) =>
      set(name, event.currentTarget.value as ShopSettings[typeof name]),
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The accent picker keeps its own state; its fields say whether the shop has a colour, and which.
    const accentColor = form.get("hasAccentColor") ? String(form.get("accentColor") ?? "") : "";
    const body = { version: stored.version, ...values, accentColor, labourRate: Number(labourRate) };
    setStatus({ kind: "saving" });
    const answer = await sendVersionedSave<StoredSettings>(
      `/ajax/shop-settings?shop=${encodeURIComponent(props.shopUriName)}`,
      body,
      "settings",
      SAVE_WORDS,
    );
    if (answer.saved) {
      setStored(answer.saved);
      setValues(answer.saved);
      setLabourRate(String(answer.saved.labourRate));
    }
    setStatus(answer.status);
  }

  function settle(choice: "theirs" | "mine") {
    if (status.kind !== "conflict") return;
    setStored(status.theirs);
    if (choice === "theirs") {
      setValues(status.theirs);
      setLabourRate(String(status.theirs.labourRate));
    }
    setStatus({ kind: "idle" });
  }

  const sample = {
    customerName: "Maria",
    shopName: values.name,
    vehicle: "2019 Honda Civic",
    link: `https://example.com/r/sample`,
  };
  return (
    <form className="settings-form" onSubmit={save} aria-label="Shop settings">
      <fieldset disabled={!page.canEdit || status.kind === "saving"} className="settings-fieldset">
        <section className="settings-card" aria-labelledby="settings-contact">
          <h2 id="settings-contact">The shop</h2>
          <div className="settings-fields">
            <Field {...text("name")} required />
            <Field {...text("phone")} type="tel" />
            <Field {...text("email")} type="email" />
            <Field {...text("website")} type="url" placeholder="https://" />
          </div>
          <TextAreaField {...text("address")} rows={2} />
        </section>

        <section className="settings-card" aria-labelledby="settings-money">
          <h2 id="settings-money">Time, money and languages</h2>
          <div className="settings-fields">
            <SelectField {...text("timeZone")} label="Time zone">
              {page.timeZones.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
            </SelectField>
            <SelectField {...text("country")} label="Country (phone numbers)">
              {page.countries.map((code) => <option key={code} value={code}>{code}</option>)}
            </SelectField>
            <SelectField {...text("currency")} label="Currency">
              {page.currencies.map((code) => <option key={code} value={code}>{code}</option>)}
            </SelectField>
            <Field
              id="settings-labourRate"
              name="labourRate"
              label={`Labor rate (${values.currency} an hour)`}
              type="number"
              min={0}
              step="0.01"
              value={labourRate}
              onChange={(event) => setLabourRate(event.currentTarget.value)}
            />
            <SelectField {...text("staffLanguage")} label="Staff language">
              {SETTINGS_CULTURES.map((c) => <option key={c} value={c}>{cultureLabel(c)}</option>)}
            </SelectField>
            <SelectField {...text("customerLanguage")} label="Customer language">
              {SETTINGS_CULTURES.map((c) => <option key={c} value={c}>{cultureLabel(c)}</option>)}
            </SelectField>
          </div>
          <TaxRates rates={values.taxRates} onChange={(rates) => set("taxRates", rates)} />
        </section>

        <section className="settings-card" aria-labelledby="settings-colour">
          <h2 id="settings-colour">Colour</h2>
          <AccentSchemePicker
            key={`${stored.version}-${values.accentColor}`}
            accentColor={values.accentColor === "" ? null : values.accentColor}
          />
        </section>

        <section className="settings-card" aria-labelledby="settings-wording">
          <h2 id="settings-wording">The report's e-mail and text message</h2>
          <p className="hint">
            Use {"{customerName}"}, {"{shopName}"}, {"{vehicle}"} and{" "}
            {"{link}"}. Leave a box empty to keep the app's words, in the customer's language. The shop's
            words are used for reports in its customer language.
          </p>
          <Field {...text("reportEmailSubject")} label="E-mail subject" />
          <TextAreaField {...text("reportEmailBody")} label="E-mail wording" rows={4} />
          <TextAreaField {...text("reportSmsText")} label="Text message" rows={2} />
          <div className="settings-preview" aria-label="Preview">
            <h3>Preview</h3>
            <p>
              <strong>{fillWording(values.reportEmailSubject, sample) || "(the app's subject)"}</strong>
            </p>
            <p className="settings-preview-body">
              {fillWording(values.reportEmailBody, sample) || "(the app's e-mail)"}
            </p>
            <p className="settings-preview-sms">
              {fillWording(values.reportSmsText, sample) || "(the app's text message)"}
            </p>
          </div>
        </section>

        <section className="settings-card" aria-labelledby="settings-print">
          <h2 id="settings-print">The printed report</h2>
          <div className="settings-fields">
            {(Object.keys(PRINT_LABELS) as (keyof PrintDefaults)[]).map((name) => (
              <SelectField
                key={name}
                id={`settings-print-${name}`}
                name={`print-${name}`}
                label={PRINT_LABELS[name]}
                value={values.printDefaults[name]}
                onChange={(event) =>
                  set("printDefaults", { ...values.printDefaults, [name]: event.currentTarget.value })}
              >
                {PRINT_CHOICES[name].map((option) => <option key={option} value={option}>{option}</option>)}
              </SelectField>
            ))}
          </div>
        </section>
      </fieldset>
      {status.kind === "conflict" && (
        <ConflictPanel
          message={status.message}
          mine={{ ...values, labourRate: Number(labourRate) }}
          theirs={status.theirs}
          onSettle={settle}
        />
      )}
      {status.kind === "error" && <p className="form-error" role="alert">{status.message}</p>}
      {(status.kind === "saved" || status.kind === "unchanged") && (
        <p className="form-notice" role="status">{status.message}</p>
      )}
      {page.canEdit && (
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={status.kind === "saving"}>
            {status.kind === "saving" ? "Saving…" : "Save settings"}
          </button>
        </div>
      )}
    </form>
  );
}

function TaxRates(
  props: { rates: ShopSettings["taxRates"]; onChange(rates: ShopSettings["taxRates"]): void },
) {
  const change = (index: number, rate: Partial<ShopSettings["taxRates"][number]>) =>
    props.onChange(props.rates.map((old, at) => at === index ? { ...old, ...rate } : old));
  return (
    <fieldset className="settings-tax-rates">
      <legend>Tax rates</legend>
      {props.rates.length === 0 && <p className="empty">No tax rates.</p>}
      {props.rates.map((rate, index) => (
        <div className="settings-tax-rate" key={index}>
          <Field
            id={`settings-tax-${index}-name`}
            name={`tax-${index}-name`}
            label="Tax name"
            value={rate.name}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
          />
          <Field
            id={`settings-tax-${index}-percent`}
            name={`tax-${index}-percent`}
            label="Percent"
            type="number"
            min={0}
            max={100}
            step="0.001"
            width="narrow"
            value={String(rate.percent)}
            onChange={(event) => change(index, { percent: Number(event.currentTarget.value) })}
          />
          <button
            type="button"
            className="button"
            onClick={() => props.onChange(props.rates.filter((_, at) => at !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => props.onChange([...props.rates, { name: "", percent: 0 }])}
      >
        Add a tax rate
      </button>
    </fieldset>
  );
}

function ConflictPanel(
  props: {
    message: string;
    mine: ShopSettings;
    theirs: ShopSettings;
    onSettle(choice: "theirs" | "mine"): void;
  },
) {
  const differing = (Object.keys(SETTING_LABELS) as (keyof ShopSettings)[]).filter((field) =>
    JSON.stringify(props.mine[field]) !== JSON.stringify(props.theirs[field])
  );
  const shown = (value: unknown) => typeof value === "string" ? value || "(empty)" : JSON.stringify(value);
  return (
    <div className="customer-conflict" role="alert">
      <p>{props.message}</p>
      {differing.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">Theirs (saved)</th>
              <th scope="col">Yours</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field}>
                <th scope="row">{SETTING_LABELS[field]}</th>
                <td data-label="Theirs (saved)">{shown(props.theirs[field])}</td>
                <td data-label="Yours">{shown(props.mine[field])}</td>
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
