// The settings form of /account, saved by POST /ajax/shop-settings against the version the page read. A
// stale save writes nothing: the page shows the other person's values beside the user's, who takes theirs
// or keeps their own and saves again (customer_form.tsx does the same). Managers see it read-only.
import { type FormEvent, useState } from "react";
import { AccentSchemePicker } from "@ui/accent_scheme_picker.tsx";
import { Field, SelectField, TextAreaField } from "@ui/forms.tsx";
import { sendVersionedSave, type VersionedSaveStatus } from "@ui/versioned_save.ts";
import { PRINT_CHOICES, type PrintDefaults } from "./print_defaults.ts";
import { REPORT_DEFAULT_NAMES, type ReportDefaultName } from "./report_defaults.ts";
import { fillWording } from "./report_wording.ts";
import type { StoredSettings } from "./settings_queries.server.ts";
import type { ShopSettingsPage } from "./settings_page.server.ts";
import { SETTING_LABELS } from "./setting_labels.ts";
import { SETTINGS_CULTURES, type ShopSettings } from "./shop_settings.ts";
import { useWords } from "@modules/text/ui.ts";
import { SHOP_SETTINGS_MESSAGES as M } from "@modules/text/ui.ts";
import { accentWords } from "./accent_words.ts";

/** The labels of the fields that are labelled by their setting's name alone. */
const FIELD_LABELS = {
  name: M.name,
  phone: M.phone,
  email: M.email,
  website: M.website,
  address: M.address,
  timeZone: M.timeZone,
  country: M.country,
  currency: M.currency,
  staffLanguage: M.staffLanguage,
  customerLanguage: M.customerLanguage,
  reportEmailSubject: M.emailSubject,
  reportEmailBody: M.emailWording,
  reportSmsText: M.textMessage,
} as const;

/** The report wording's places, shown as the owner types them. */
const WORDING_PLACES = {
  customerName: "{customerName}",
  shopName: "{shopName}",
  vehicle: "{vehicle}",
  link: "{link}",
};

const PRINT_LABELS: Record<keyof PrintDefaults, string> = {
  paper: M.paper,
  orientation: M.orientation,
  fontSize: M.fontSize,
  itemImageSize: M.itemPictures,
  footerImageSize: M.footerPictures,
};

const REPORT_DEFAULT_WORDS: Record<ReportDefaultName, { label: string; hint: string }> = {
  showPassedItems: { label: M.showPassedItems, hint: M.showPassedItemsHint },
  showPrices: { label: M.showPrices, hint: M.showPricesHint },
  showTechnicianNotes: { label: M.showTechnicianNotes, hint: M.showTechnicianNotesHint },
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
  const say = useWords();
  const set = <Name extends keyof ShopSettings>(name: Name, value: ShopSettings[Name]) =>
    setValues((before) => ({ ...before, [name]: value }));
  const text = (name: keyof typeof FIELD_LABELS) => ({
    id: `settings-${name}`,
    name,
    label: say(FIELD_LABELS[name]),
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
      { saved: say(M.saved), unchanged: say(M.unchanged), unanswered: say(M.unanswered) },
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
    <form className="settings-form" onSubmit={save} aria-label={say(M.formLabel)}>
      <fieldset disabled={!page.canEdit || status.kind === "saving"} className="settings-fieldset">
        <section className="settings-card" aria-labelledby="settings-contact">
          <h2 id="settings-contact">{say(M.theShop)}</h2>
          <div className="settings-fields">
            <Field {...text("name")} required />
            <Field {...text("phone")} type="tel" />
            <Field {...text("email")} type="email" />
            <Field {...text("website")} type="url" placeholder="https://" />
          </div>
          <TextAreaField {...text("address")} rows={2} />
        </section>

        <section className="settings-card" aria-labelledby="settings-money">
          <h2 id="settings-money">{say(M.timeMoneyLanguages)}</h2>
          <div className="settings-fields">
            <SelectField {...text("timeZone")}>
              {page.timeZones.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
            </SelectField>
            <SelectField {...text("country")}>
              {page.countries.map((code) => <option key={code} value={code}>{code}</option>)}
            </SelectField>
            <SelectField {...text("currency")}>
              {page.currencies.map((code) => <option key={code} value={code}>{code}</option>)}
            </SelectField>
            <Field
              id="settings-labourRate"
              name="labourRate"
              label={say(M.labourRate, { currency: values.currency })}
              type="number"
              min={0}
              step="0.01"
              value={labourRate}
              onChange={(event) => setLabourRate(event.currentTarget.value)}
            />
            <SelectField {...text("staffLanguage")}>
              {SETTINGS_CULTURES.map((c) => <option key={c} value={c}>{cultureLabel(c)}</option>)}
            </SelectField>
            <SelectField {...text("customerLanguage")}>
              {SETTINGS_CULTURES.map((c) => <option key={c} value={c}>{cultureLabel(c)}</option>)}
            </SelectField>
          </div>
          <TaxRates rates={values.taxRates} onChange={(rates) => set("taxRates", rates)} />
        </section>

        <section className="settings-card" aria-labelledby="settings-colour">
          <h2 id="settings-colour">{say(M.colour)}</h2>
          <AccentSchemePicker
            key={`${stored.version}-${values.accentColor}`}
            accentColor={values.accentColor === "" ? null : values.accentColor}
            words={accentWords(say)}
          />
        </section>

        <section className="settings-card" aria-labelledby="settings-wording">
          <h2 id="settings-wording">{say(M.reportWording)}</h2>
          <p className="hint">{say(M.reportWordingHint, WORDING_PLACES)}</p>
          <Field {...text("reportEmailSubject")} />
          <TextAreaField {...text("reportEmailBody")} rows={4} />
          <TextAreaField {...text("reportSmsText")} rows={2} />
          <div className="settings-preview" aria-label={say(M.preview)}>
            <h3>{say(M.preview)}</h3>
            <p>
              <strong>{fillWording(values.reportEmailSubject, sample) || say(M.appSubject)}</strong>
            </p>
            <p className="settings-preview-body">
              {fillWording(values.reportEmailBody, sample) || say(M.appEmail)}
            </p>
            <p className="settings-preview-sms">
              {fillWording(values.reportSmsText, sample) || say(M.appTextMessage)}
            </p>
          </div>
        </section>

        <section className="settings-card" aria-labelledby="settings-report">
          <h2 id="settings-report">{say(M.customerReport)}</h2>
          <p className="hint">{say(M.customerReportHint)}</p>
          {REPORT_DEFAULT_NAMES.map((name) => (
            <div className="settings-report-option" key={name}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  id={`settings-report-${name}`}
                  name={`report-${name}`}
                  checked={values.reportDefaults[name]}
                  aria-describedby={`settings-report-${name}-hint`}
                  onChange={(event) =>
                    set("reportDefaults", { ...values.reportDefaults, [name]: event.currentTarget.checked })}
                />
                {say(REPORT_DEFAULT_WORDS[name].label)}
              </label>
              <p className="hint" id={`settings-report-${name}-hint`}>
                {say(REPORT_DEFAULT_WORDS[name].hint)}
              </p>
            </div>
          ))}
        </section>

        <section className="settings-card" aria-labelledby="settings-print">
          <h2 id="settings-print">{say(M.printedReport)}</h2>
          <div className="settings-fields">
            {(Object.keys(PRINT_LABELS) as (keyof PrintDefaults)[]).map((name) => (
              <SelectField
                key={name}
                id={`settings-print-${name}`}
                name={`print-${name}`}
                label={say(PRINT_LABELS[name])}
                value={values.printDefaults[name]}
                onChange={(event) =>
                  set("printDefaults", { ...values.printDefaults, [name]: event.currentTarget.value })}
              >
                {PRINT_CHOICES[name].map((option) => (
                  <option key={option} value={option}>{say(M.printChoice, { choice: option })}</option>
                ))}
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
            {say(status.kind === "saving" ? M.saving : M.saveSettings)}
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
  const say = useWords();
  return (
    <fieldset className="settings-tax-rates">
      <legend>{say(M.taxRates)}</legend>
      {props.rates.length === 0 && <p className="empty">{say(M.noTaxRates)}</p>}
      {props.rates.map((rate, index) => (
        <div className="settings-tax-rate" key={index}>
          <Field
            id={`settings-tax-${index}-name`}
            name={`tax-${index}-name`}
            label={say(M.taxName)}
            value={rate.name}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
          />
          <Field
            id={`settings-tax-${index}-percent`}
            name={`tax-${index}-percent`}
            label={say(M.percent)}
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
            {say(M.remove)}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => props.onChange([...props.rates, { name: "", percent: 0 }])}
      >
        {say(M.addTaxRate)}
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
  const say = useWords();
  const shown = (value: unknown) => typeof value === "string" ? value || say(M.empty) : JSON.stringify(value);
  return (
    <div className="customer-conflict" role="alert">
      <p>{props.message}</p>
      {differing.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{say(M.setting)}</th>
              <th scope="col">{say(M.theirs)}</th>
              <th scope="col">{say(M.yours)}</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field}>
                <th scope="row">{say(M.settingName, { setting: field })}</th>
                <td data-label={say(M.theirs)}>{shown(props.theirs[field])}</td>
                <td data-label={say(M.yours)}>{shown(props.mine[field])}</td>
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
