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
import { REPORT_OPTION_LABELS, REPORT_OPTION_NAMES } from "../report_options.ts";
import { ODOMETER_UNIT_LABELS, ODOMETER_UNITS } from "../types.ts";
import { type FieldProps, HeaderField } from "./header_field.tsx";
import { HeaderConflict } from "./header_conflict.tsx";

// The details page's forms: the header (customer, vehicle, the inspection's own fields), the sales pitch
// and the report options, each saved by its own call. The page never overwrites: the merge rule is
// header_sync.ts; this file only wires it to inputs and calls, and says where the save stands ("Saving…",
// "Saved", "Couldn't save: …").
type SaveState =
  | { kind: "idle" | "saving" | "saved" | "conflict" }
  | { kind: "error"; message: string };

const STATUS_TEXT = {
  idle: "",
  saving: "Saving…",
  saved: "Saved",
  conflict: "Someone else changed this inspection meanwhile. Choose below, field by field.",
};

export function HeaderEditor(
  { page, vehicleHref }: { page: InspectionDetailsPage; vehicleHref: string | null },
) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [state, setStateValue] = useState(() => initialState(page.header.values, page.header));
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const latest = useRef(state);
  const setState = (next: SyncState) => {
    latest.current = next;
    setStateValue(next);
  };
  const url = (section: Section) => `/ajax/inspections/${page.summary.encId}/${SECTION_CALLS[section]}`;

  async function save(section: Section, attempt = 1): Promise<void> {
    const sent = bodyOf(latest.current, section);
    if ("problem" in sent) return setSaveState({ kind: "error", message: sent.problem });
    if (Object.keys(sent.posted).length === 0) return setSaveState({ kind: "saved" });
    setSaveState({ kind: "saving" });
    let response: Response;
    try {
      response = await post(url(section), sent.body);
    } catch {
      return setSaveState({
        kind: "error",
        message: "the server could not be reached. Your changes are still here.",
      });
    }
    if (response.status !== 200 && response.status !== 409) {
      return setSaveState({ kind: "error", message: await refusalText(response) });
    }
    const merged = applyAnswer(latest.current, (await response.json()) as HeaderSaveResponse, sent.posted);
    setState(merged);
    if (Object.keys(merged.conflicts).length > 0) return setSaveState({ kind: "conflict" });
    // Stale only where nobody else typed: the user's changes go again, with the versions just learnt.
    if (response.status === 409 && changedFields(merged, section).length > 0 && attempt < 3) {
      return await save(section, attempt + 1);
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
        {pending(section) && <span className="hint">Unsaved changes</span>}
      </div>
    );
  const people: [string, string][] = [
    ["", "Nobody yet"],
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
        {saveState.kind === "error" ? `Couldn't save: ${saveState.message}` : STATUS_TEXT[saveState.kind]}
      </p>
      {!page.canEdit && (
        <p className="form-notice">
          {page.summary.status === "closed"
            ? "This inspection is closed. A manager can reopen it to change it."
            : "You can read these details; changing them is for the shop's staff."}
        </p>
      )}
      <form className="header-form" onSubmit={submit("header")} aria-label="Inspection details">
        <fieldset className="header-group">
          <legend>Customer</legend>
          {!page.hasCustomer && <p className="hint">No customer yet: a name adds one to this inspection.</p>}
          {field({ field: "firstName", label: "First name", input: { autoComplete: "off", maxLength: 80 } })}
          {field({ field: "lastName", label: "Last name", input: { autoComplete: "off", maxLength: 80 } })}
          {field({ field: "companyName", label: "Company", input: { autoComplete: "off", maxLength: 120 } })}
          {field({
            field: "phoneMobile",
            label: "Mobile",
            input: { type: "tel", autoComplete: "off", maxLength: 30 },
          })}
          {field({
            field: "phoneLandline",
            label: "Landline",
            input: { type: "tel", autoComplete: "off", maxLength: 30 },
          })}
          {field({
            field: "email",
            label: "E-mail",
            phoneWide: true,
            input: { type: "email", autoComplete: "off", maxLength: 254 },
          })}
        </fieldset>
        <fieldset className="header-group">
          <legend>Vehicle</legend>
          {page.vehicleId === null && <p className="hint">No vehicle yet: a make, model or VIN adds one.</p>}
          {vehicleHref && (
            <p className="hint header-vehicle-link">
              <a href={vehicleHref}>The vehicle's page</a>: its whole record, photos, history and owner.
            </p>
          )}
          {field({ field: "modelYear", label: "Year", input: { inputMode: "numeric", maxLength: 4 } })}
          {field({ field: "make", label: "Make", input: { maxLength: 60 } })}
          {field({ field: "model", label: "Model", input: { maxLength: 60 } })}
          {field({
            field: "vin",
            label: "VIN",
            phoneWide: true,
            input: { maxLength: 17, autoComplete: "off" },
          })}
          {field({ field: "plate", label: "Plate", input: { maxLength: 15, autoComplete: "off" } })}
          {field({ field: "plateIssuer", label: "Plate issuer", input: { maxLength: 40 } })}
        </fieldset>
        <fieldset className="header-group">
          <legend>Inspection</legend>
          {field({ field: "odometer", label: "Odometer", input: { inputMode: "numeric", maxLength: 9 } })}
          {field({
            field: "odometerUnit",
            label: "Odometer unit",
            kind: "select",
            options: ODOMETER_UNITS.map((unit) => [unit, ODOMETER_UNIT_LABELS[unit]]),
          })}
          {field({ field: "roNumber", label: "RO number", input: { maxLength: 40, autoComplete: "off" } })}
          {field({
            field: "typeId",
            label: "Type",
            kind: "select",
            options: page.types.map((type) => [String(type.id), type.name]),
            disabled: page.typeLocked,
            hint: page.typeLocked ? "Results are saved on the checklist, so the type stays." : undefined,
          })}
          {field({ field: "managerUserId", label: "Manager", kind: "select", options: people })}
          {field({ field: "mechanicUserId", label: "Mechanic", kind: "select", options: people })}
          {field({
            field: "notes",
            label: "Notes",
            kind: "textarea",
            wide: true,
            input: { maxLength: 4000 },
          })}
        </fieldset>
        {saveButton("header", "Save details")}
      </form>
      <form className="header-form" onSubmit={submit("salesPitch")} aria-label="Sales pitch">
        <fieldset className="header-group single">
          <legend>Sales pitch</legend>
          {field({
            field: "salesPitch",
            label: "What the adviser tells the customer",
            kind: "textarea",
            wide: true,
            input: { maxLength: 4000 },
          })}
        </fieldset>
        {saveButton("salesPitch", "Save sales pitch")}
      </form>
      <form className="header-form" onSubmit={submit("reportOptions")} aria-label="Report options">
        <fieldset className="header-group single">
          <legend>The customer's report shows</legend>
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
        {saveButton("reportOptions", "Save report options")}
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
        {REPORT_OPTION_LABELS[name].label}
      </label>
      <p className="hint" id={`${id}-hint`}>{REPORT_OPTION_LABELS[name].hint}</p>
      {theirs !== undefined && (
        <HeaderConflict
          id={id}
          field={name}
          theirs={theirs === "true" ? "shown" : "hidden"}
          onSettle={props.onSettle}
        />
      )}
    </div>
  );
}
