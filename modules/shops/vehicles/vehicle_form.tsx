// The vehicle's record on its page, saved by POST /ajax/vehicles/{id} against the version the page read
// (subjectVersion). A stale save writes nothing: the page lists the other person's values beside the user's,
// and the user takes theirs or keeps their own changes over theirs and saves again (against the new version).
import { useState } from "react";
import { VEHICLES_MESSAGES as M } from "@modules/text/ui.ts";
import { type Say, useWords } from "@modules/text/ui.ts";
import { type SaveWords, sendVersionedSave, type VersionedSaveStatus } from "@ui/versioned_save.ts";
import { Field, TextAreaField } from "@ui/forms.tsx";
import type { VehicleOnPage } from "./vehicle_page_types.ts";
import type { VehicleMatch } from "./lookup/lookup_types.ts";
import { colourOf } from "./lookup_widget/lookup_rules.ts";
import { VehicleLookup } from "./lookup_widget/vehicle_lookup.tsx";

// Each field with its label's message (decision 028).
const TEXT_FIELDS = [
  ["vin", M.vin],
  ["plate", M.plate],
  ["plateIssuer", M.plateIssuer],
  ["make", M.make],
  ["model", M.model],
  ["modelYear", M.modelYear],
  ["trim", M.trim],
  ["style", M.style],
  ["vehicleType", M.vehicleType],
  ["size", M.size],
  ["engine", M.engine],
  ["transmission", M.transmission],
  ["colorDesc", M.colorDesc],
] as const;

type Values = Record<(typeof TEXT_FIELDS)[number][0] | "vehicleColor" | "notes", string>;

const LABELS: Record<keyof Values, string> = {
  ...Object.fromEntries(TEXT_FIELDS) as Record<(typeof TEXT_FIELDS)[number][0], string>,
  vehicleColor: M.colour,
  notes: M.notes,
};

function valuesOf(vehicle: VehicleOnPage): Values {
  return {
    vin: vehicle.vin,
    plate: vehicle.plate,
    plateIssuer: vehicle.plateIssuer,
    make: vehicle.make,
    model: vehicle.model,
    modelYear: vehicle.modelYear === null ? "" : String(vehicle.modelYear),
    trim: vehicle.trim,
    style: vehicle.style,
    vehicleType: vehicle.vehicleType,
    size: vehicle.size,
    engine: vehicle.engine,
    transmission: vehicle.transmission,
    colorDesc: vehicle.colorDesc,
    vehicleColor: vehicle.vehicleColor ?? "",
    notes: vehicle.notes,
  };
}

/** The body of the save: a year that is not a number is sent as typed, and the server says why not. */
function bodyOf(values: Values, version: number) {
  const year = values.modelYear.trim();
  return {
    ...values,
    subjectVersion: version,
    modelYear: year === "" ? null : /^\d+$/.test(year) ? Number(year) : year,
    vehicleColor: values.vehicleColor.length === 7 ? values.vehicleColor : null,
  };
}

/** What the lookup widget found, over the fields: a field it knows nothing of keeps what is typed. */
function withFound(values: Values, found: VehicleMatch): Values {
  const given = (value: string, before: string) => value || before;
  return {
    ...values,
    vin: given(found.vin, values.vin),
    plate: given(found.plate, values.plate),
    plateIssuer: given(found.plateIssuer, values.plateIssuer),
    make: given(found.make, values.make),
    model: given(found.model, values.model),
    modelYear: found.modelYear === null ? values.modelYear : String(found.modelYear),
    trim: given(found.trim, values.trim),
    style: given(found.style, values.style),
    vehicleType: given(found.type, values.vehicleType),
    size: given(found.size, values.size),
    engine: given(found.engine, values.engine),
    transmission: given(found.transmission, values.transmission),
    colorDesc: given(found.colorDesc, values.colorDesc),
    vehicleColor: colourOf(found.vehicleColor) ?? values.vehicleColor,
  };
}

const saveWords = (say: Say): SaveWords => ({
  saved: say(M.saved),
  unchanged: say(M.unchanged),
  unanswered: say(M.unanswered),
});

export function VehicleForm(
  props: { vehicle: VehicleOnPage; shopUriName: string; onSaved(vehicle: VehicleOnPage): void },
) {
  const [stored, setStored] = useState(props.vehicle);
  const [values, setValues] = useState(() => valuesOf(props.vehicle));
  const [status, setStatus] = useState<VersionedSaveStatus<VehicleOnPage>>({ kind: "idle" });
  const busy = status.kind === "saving";
  const say = useWords();
  const set = (field: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((before) => ({ ...before, [field]: value }));
  };

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    setStatus({ kind: "saving" });
    const answer = await sendVersionedSave<VehicleOnPage>(
      `/ajax/vehicles/${stored.vehicleId}`,
      bodyOf(values, stored.subjectVersion),
      "vehicle",
      saveWords(say),
    );
    if (answer.saved) {
      setStored(answer.saved);
      setValues(valuesOf(answer.saved));
      props.onSaved(answer.saved);
    }
    setStatus(answer.status);
  }

  /** Theirs for every field; or the user's own changes (since the page read the vehicle) over theirs, so
   * keeping mine does not undo what the other person changed elsewhere. Saved next against their version. */
  function settle(choice: "theirs" | "mine") {
    if (status.kind !== "conflict") return;
    const theirs = valuesOf(status.theirs);
    const read = valuesOf(stored);
    const fields = Object.keys(theirs) as (keyof Values)[];
    setValues(
      choice === "theirs" ? theirs : Object.fromEntries(
        fields.map((field) => [field, values[field] !== read[field] ? values[field] : theirs[field]]),
      ) as Values,
    );
    setStored(status.theirs);
    props.onSaved(status.theirs);
    setStatus({ kind: "idle" });
  }

  return (
    <form className="vehicle-form" onSubmit={save} aria-label={say(M.form)}>
      <VehicleLookup
        shopUriName={props.shopUriName}
        idPrefix="vehicle"
        initial={{ year: "", make: "", model: "", license: "", plateIssuer: "", vin: "" }}
        onVehicle={(found) => setValues((before) => withFound(before, found))}
      />
      <div className="vehicle-fields">
        {TEXT_FIELDS.map(([field, label]) => (
          <Field
            key={field}
            id={`vehicle-${field}`}
            name={field}
            label={say(label)}
            autoComplete="off"
            inputMode={field === "modelYear" ? "numeric" : undefined}
            value={values[field]}
            onChange={set(field)}
            readOnly={busy}
          />
        ))}
        <div className="field vehicle-colour">
          <label htmlFor="vehicle-vehicleColor">{say(M.colour)}</label>
          <span className="vehicle-colour-controls">
            <input
              type="color"
              id="vehicle-vehicleColor"
              name="vehicleColor"
              value={values.vehicleColor || "#000000"}
              onChange={set("vehicleColor")}
              disabled={busy}
            />
            <output htmlFor="vehicle-vehicleColor">{values.vehicleColor || say(M.noColour)}</output>
            {values.vehicleColor && (
              <button
                type="button"
                className="button"
                onClick={() => setValues((before) => ({ ...before, vehicleColor: "" }))}
                disabled={busy}
              >
                {say(M.clearColour)}
              </button>
            )}
          </span>
        </div>
      </div>
      <TextAreaField
        id="vehicle-notes"
        name="notes"
        label={say(M.notes)}
        rows={3}
        value={values.notes}
        onChange={set("notes")}
        readOnly={busy}
      />
      {status.kind === "conflict" && (
        <div className="form-error vehicle-conflict" role="alert">
          <p>{status.message}</p>
          <ul>
            {(Object.keys(LABELS) as (keyof Values)[])
              .filter((field) => valuesOf(status.theirs)[field] !== values[field])
              .map((field) => (
                <li key={field}>
                  {say(M.conflictField, {
                    field: say(LABELS[field]),
                    theirs: valuesOf(status.theirs)[field],
                    yours: values[field],
                  })}
                </li>
              ))}
          </ul>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => settle("theirs")}>
              {say(M.useTheirValues)}
            </button>
            <button type="button" className="button" onClick={() => settle("mine")}>
              {say(M.keepMyChanges)}
            </button>
          </div>
        </div>
      )}
      {(status.kind === "saved" || status.kind === "unchanged") && (
        <p className="form-notice" role="status">{status.message}</p>
      )}
      {status.kind === "error" && <p className="form-error" role="alert">{status.message}</p>}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {say(busy ? M.saving : M.save)}
        </button>
        <span className="hint">
          {say(M.versionChanged, { version: String(stored.subjectVersion), modified: stored.modified })}
        </span>
      </div>
    </form>
  );
}
