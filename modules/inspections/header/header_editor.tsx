import { useRouter } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { post, refusalText } from "@ui/calls.ts";
import { useHydrated } from "@ui/use_hydrated.ts";
import type { InspectionDetailsPage } from "./header_pages.server.ts";
import {
  applyAnswer,
  bodyOf,
  changedFields,
  type FormField,
  initialState,
  type Section,
  SECTION_CALLS,
  SECTIONS,
  settle,
  type SyncState,
} from "./header_sync.ts";
import type { HeaderSaveResponse } from "./header_values.ts";
import { REPORT_OPTION_NAMES, type ReportOptionName } from "../report_options.ts";
import { ODOMETER_UNITS } from "../types.ts";
import { ODOMETER_UNIT_WORDS } from "../shared/odometer_unit_words.ts";
import { type FieldProps, HeaderField } from "./header_field.tsx";
import { HeaderConflict } from "./header_conflict.tsx";
import type { AskFirstDetails } from "../add/ask_first.ts";
import { askedFirst, AskFirstQuestion } from "../add/ask_first_question.tsx";
import { INSPECTION_DETAILS_MESSAGES as M, type Say, useWords } from "@modules/text/ui.ts";

// The details page's forms: the header (customer, vehicle, the inspection's own fields), the sales pitch
// and the report options, each saved by its own call. The page never overwrites: the merge rule is
// header_sync.ts; this file only wires it to inputs and calls, and says where the save stands ("Saving…",
// "Saved", "Couldn't save: …"). A customer added to an inspection without one, with another customer's
// mobile number, comes back as the add form's question (issue 32), answered by saving again with that
// customer (customerId) or confirmed (confirmSecondCustomer). Its words are the shop's (inspectionDetails.*).
type SaveState =
  | { kind: "idle" | "saving" | "saved" | "conflict" }
  | { kind: "error"; message: string };

const STATUS_WORDS = { saving: M.saving, saved: M.saved, conflict: M.conflict };

/** What the save state line says. */
function saveStateText(saveState: SaveState, say: Say): string {
  if (saveState.kind === "error") return say(M.notSaved, { reason: saveState.message });
  return saveState.kind === "idle" ? "" : say(STATUS_WORDS[saveState.kind]);
}

/** Each report option's name and what it does. */
const REPORT_OPTION_WORDS: Record<ReportOptionName, { label: string; hint: string }> = {
  showPassedItems: { label: M.showPassedItems, hint: M.showPassedItemsHint },
  showPrices: { label: M.showPrices, hint: M.showPricesHint },
  showTechnicianNotes: { label: M.showTechnicianNotes, hint: M.showTechnicianNotesHint },
  showSummary: { label: M.showSummary, hint: M.showSummaryHint },
};

/** What a save adds to the changed fields: the answer to the question. */
type Answer = { customerId?: number; confirmSecondCustomer?: boolean };

export function HeaderEditor(
  { page, shopUriName, vehicleHref }: {
    page: InspectionDetailsPage;
    shopUriName: string;
    vehicleHref: string | null;
  },
) {
  const hydrated = useHydrated();
  const router = useRouter();
  const say = useWords();
  const [state, setStateValue] = useState(() => initialState(page.header.values, page.header));
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [asked, setAsked] = useState<{ message: string; question: AskFirstDetails } | null>(null);
  const latest = useRef(state);
  const setState = (next: SyncState) => {
    latest.current = next;
    setStateValue(next);
  };
  const url = (section: Section) => `/ajax/inspections/${page.summary.encId}/${SECTION_CALLS[section]}`;

  async function save(section: Section, attempt = 1, answer: Answer = {}): Promise<void> {
    const sent = bodyOf(latest.current, section);
    if ("problem" in sent) return setSaveState({ kind: "error", message: sent.problem });
    if (Object.keys(sent.posted).length === 0) return setSaveState({ kind: "saved" });
    setAsked(null);
    setSaveState({ kind: "saving" });
    let response: Response;
    try {
      response = await post(url(section), { ...sent.body, ...answer });
    } catch {
      return setSaveState({
        kind: "error",
        message: say(M.saveUnreachable),
      });
    }
    if (response.status !== 200 && response.status !== 409) {
      return setSaveState({ kind: "error", message: await refusalText(response) });
    }
    const answered = await response.json();
    // A 409 without the stored values wrote nothing: a question to answer, or why it can't be saved.
    if (!("values" in answered)) {
      const question = askedFirst(answered);
      if (question) setAsked({ message: answered.message, question });
      return setSaveState(question ? { kind: "idle" } : { kind: "error", message: answered.message });
    }
    const merged = applyAnswer(latest.current, answered as HeaderSaveResponse, sent.posted);
    setState(merged);
    if (Object.keys(merged.conflicts).length > 0) return setSaveState({ kind: "conflict" });
    // Stale only where nobody else typed: the user's changes go again, with the versions just learnt.
    if (response.status === 409 && changedFields(merged, section).length > 0 && attempt < 3) {
      return await save(section, attempt + 1, answer);
    }
    setSaveState({ kind: "saved" });
    // The heading above (RO, vehicle, customer) reads the saved header; the form keeps its own state.
    void router.invalidate();
  }

  async function saveEverything() {
    for (const section of Object.keys(SECTIONS) as Section[]) {
      if (changedFields(latest.current, section).length > 0) await save(section);
    }
  }

  const onChange = (field: FormField, value: string) => {
    setState({ ...latest.current, input: { ...latest.current.input, [field]: value } });
    if (saveState.kind === "saved") setSaveState({ kind: "idle" });
  };
  const onSettle = (field: FormField, choice: "theirs" | "mine") => {
    const next = settle(latest.current, field, choice);
    setState(next);
    // The last choice made: what is left of the user's changes is saved with the new versions.
    if (Object.keys(next.conflicts).length === 0) void saveEverything();
  };
  const locked = !page.canEdit || !hydrated;
  const field = (props: Omit<FieldProps, "state" | "onChange" | "onSettle">) => (
    <HeaderField
      key={props.field}
      state={state}
      onChange={onChange}
      onSettle={onSettle}
      {...props}
      disabled={locked || props.disabled}
    />
  );
  const pending = (section: Section) => changedFields(state, section).length > 0;
  const submit = (section: Section) => (event: React.FormEvent) => {
    event.preventDefault();
    if (Object.keys(latest.current.conflicts).length > 0) return setSaveState({ kind: "conflict" });
    void save(section);
  };
  const saveButton = (section: Section, label: string) =>
    page.canEdit && (
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={!hydrated || saveState.kind === "saving"}>
          {label}
        </button>
        {pending(section) && <span className="hint">{say(M.unsavedChanges)}</span>}
      </div>
    );
  const people: [string, string][] = [
    ["", say(M.nobodyYet)],
    ...page.staff.map((m): [string, string] => [String(m.id), m.name]),
  ];

  return (
    <div className="header-editor">
      <p
        className={`header-save-state${saveState.kind === "error" ? " form-error" : ""}${
          saveState.kind === "conflict" ? " form-notice" : ""
        }`}
        role="status"
        aria-live="polite"
      >
        {saveStateText(saveState, say)}
      </p>
      {!page.canEdit && (
        <p className="form-notice">
          {page.summary.status === "closed" ? say(M.closed) : say(M.readOnly)}
        </p>
      )}
      <form className="header-form" onSubmit={submit("header")} aria-label={say(M.detailsForm)}>
        <fieldset className="header-group">
          <legend>{say(M.customer)}</legend>
          {!page.hasCustomer && <p className="hint">{say(M.noCustomer)}</p>}
          {field({
            field: "firstName",
            label: say(M.firstName),
            input: { autoComplete: "off", maxLength: 80 },
          })}
          {field({
            field: "lastName",
            label: say(M.lastName),
            input: { autoComplete: "off", maxLength: 80 },
          })}
          {field({
            field: "companyName",
            label: say(M.company),
            input: { autoComplete: "off", maxLength: 120 },
          })}
          {field({
            field: "phoneMobile",
            label: say(M.mobile),
            input: { type: "tel", autoComplete: "off", maxLength: 30 },
          })}
          {field({
            field: "phoneLandline",
            label: say(M.landline),
            input: { type: "tel", autoComplete: "off", maxLength: 30 },
          })}
          {field({
            field: "email",
            label: say(M.email),
            phoneWide: true,
            input: { type: "email", autoComplete: "off", maxLength: 254 },
          })}
        </fieldset>
        <fieldset className="header-group">
          <legend>{say(M.vehicle)}</legend>
          {page.vehicleId === null && <p className="hint">{say(M.noVehicle)}</p>}
          {vehicleHref && <VehicleRecordLink href={vehicleHref} say={say} />}
          {field({ field: "modelYear", label: say(M.year), input: { inputMode: "numeric", maxLength: 4 } })}
          {field({ field: "make", label: say(M.make), input: { maxLength: 60 } })}
          {field({ field: "model", label: say(M.model), input: { maxLength: 60 } })}
          {field({
            field: "vin",
            label: say(M.vin),
            phoneWide: true,
            input: { maxLength: 17, autoComplete: "off" },
          })}
          {field({ field: "plate", label: say(M.plate), input: { maxLength: 15, autoComplete: "off" } })}
          {field({ field: "plateIssuer", label: say(M.plateIssuer), input: { maxLength: 40 } })}
        </fieldset>
        <fieldset className="header-group">
          <legend>{say(M.inspection)}</legend>
          {field({
            field: "odometer",
            label: say(M.odometer),
            input: { inputMode: "numeric", maxLength: 9 },
          })}
          {field({
            field: "odometerUnit",
            label: say(M.odometerUnit),
            kind: "select",
            options: ODOMETER_UNITS.map((unit) => [unit, say(ODOMETER_UNIT_WORDS[unit])]),
          })}
          {field({
            field: "roNumber",
            label: say(M.roNumber),
            input: { maxLength: 40, autoComplete: "off" },
          })}
          {field({
            field: "typeId",
            label: say(M.type),
            kind: "select",
            options: page.types.map((type) => [String(type.id), type.name]),
            disabled: page.typeLocked,
            hint: page.typeLocked ? say(M.typeLocked) : undefined,
          })}
          {field({ field: "managerUserId", label: say(M.manager), kind: "select", options: people })}
          {field({ field: "mechanicUserId", label: say(M.mechanic), kind: "select", options: people })}
          {field({
            field: "notes",
            label: say(M.notes),
            kind: "textarea",
            wide: true,
            input: { maxLength: 4000 },
          })}
        </fieldset>
        {asked && (
          <AskFirstQuestion
            message={asked.message}
            question={asked.question}
            shopUriName={shopUriName}
            onUse={(customer) => void save("header", 1, { customerId: customer.id })}
            onConfirm={(field) => void save("header", 1, { [field]: true })}
          />
        )}
        {saveButton("header", say(M.saveDetails))}
      </form>
      <form className="header-form" onSubmit={submit("salesPitch")} aria-label={say(M.salesPitch)}>
        <fieldset className="header-group single">
          <legend>{say(M.salesPitch)}</legend>
          {field({
            field: "salesPitch",
            label: say(M.salesPitchField),
            kind: "textarea",
            wide: true,
            input: { maxLength: 4000 },
          })}
        </fieldset>
        {saveButton("salesPitch", say(M.saveSalesPitch))}
      </form>
      <form className="header-form" onSubmit={submit("reportOptions")} aria-label={say(M.reportOptions)}>
        <fieldset className="header-group single">
          <legend>{say(M.reportShows)}</legend>
          {REPORT_OPTION_NAMES.map((name) => (
            <ReportOption
              key={name}
              name={name}
              state={state}
              locked={locked}
              onChange={onChange}
              onSettle={onSettle}
            />
          ))}
        </fieldset>
        {saveButton("reportOptions", say(M.saveReportOptions))}
      </form>
    </div>
  );
}

function ReportOption(
  props: {
    name: (typeof REPORT_OPTION_NAMES)[number];
    state: SyncState;
    locked: boolean;
    onChange(field: FormField, value: string): void;
    onSettle(field: FormField, choice: "theirs" | "mine"): void;
  },
) {
  const { name, state } = props;
  const say = useWords();
  const theirs = state.conflicts[name];
  const id = `header-${name}`;
  return (
    <div className="report-option">
      <label className="checkbox">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={state.input[name] === "true"}
          disabled={props.locked}
          aria-describedby={`${id}-hint${theirs !== undefined ? ` ${id}-theirs` : ""}`}
          onChange={(event) => props.onChange(name, String(event.currentTarget.checked))}
        />
        {say(REPORT_OPTION_WORDS[name].label)}
      </label>
      <p className="hint" id={`${id}-hint`}>{say(REPORT_OPTION_WORDS[name].hint)}</p>
      {theirs !== undefined && (
        <HeaderConflict
          id={id}
          field={name}
          theirs={say(theirs === "true" ? M.shown : M.hidden)}
          onSettle={props.onSettle}
        />
      )}
    </div>
  );
}

/** The way to the vehicle's own page, where the culture's sentence puts the link. */
function VehicleRecordLink({ href, say }: { href: string; say: Say }) {
  const [before, after] = say(M.vehicleRecord, { link: "\u0000" }).split("\u0000");
  return (
    <p className="hint header-vehicle-link">
      {before}
      {after !== undefined && (
        <>
          <a href={href}>{say(M.vehiclePage)}</a>
          {after}
        </>
      )}
    </p>
  );
}
