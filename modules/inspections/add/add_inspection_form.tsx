// The add form: the inspection (type, RO, odometer, who does it), the customer (found as the adviser types, or
// new) and the vehicle (one of the customer's, or new). An ordinary form post that works without scripts;
// with them it is sent by fetch so a refusal keeps the page, and a made inspection opens its checklist.
import { type FormEvent, useState } from "react";
import type { CustomerMatch } from "@modules/shops/ui.ts";
import { CsrfField } from "@ui/forms.tsx";
import { SubmitButton } from "@ui/submit_button.tsx";
import type { AddValues } from "./add_fields.ts";
import type { AddInspectionPage } from "./add_pages.server.ts";
import { ODOMETER_UNIT_LABELS, ODOMETER_UNITS } from "../types.ts";
import { CustomerPicker } from "./customer_picker.tsx";
import { sendInspectionForm } from "./send_inspection_form.ts";

export function AddInspectionForm(props: {
  page: AddInspectionPage;
  action: string;
  shopUriName: string;
  refusal: string | null;
  values: AddValues;
}) {
  const { page, values } = props;
  const [error, setError] = useState(props.refusal);
  const [typeId, setTypeId] = useState(values.typeId ?? "");
  const [customer, setCustomer] = useState<CustomerMatch | null>(page.customer);
  const type = page.types.find((one) => String(one.id) === typeId);
  const text = (name: keyof AddValues) => values[name] ?? "";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(await sendInspectionForm(event.currentTarget));
  }

  return (
    <form method="post" action={props.action} className="add-inspection-form" onSubmit={submit}>
      <CsrfField />
      {error && <p className="form-error" role="alert">{error}</p>}
      {(["crmKeyPrefix", "crmKey", "workOrderId"] as const).map((name) =>
        values[name] && <input key={name} type="hidden" name={name} value={values[name]} />
      )}
      <fieldset>
        <legend>Inspection</legend>
        <div className="field-row">
          <div className="field">
            <label htmlFor="add-type">Inspection type</label>
            <select
              id="add-type"
              name="typeId"
              value={typeId}
              onChange={(event) => setTypeId(event.currentTarget.value)}
              required
            >
              {page.types.map((one) => (
                <option key={one.id} value={one.id}>{one.name}{one.isDefault ? " (default)" : ""}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="add-ro">RO number</label>
            <input id="add-ro" name="ro" maxLength={40} defaultValue={text("ro")} autoComplete="off" />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="add-mileage">Odometer</label>
            <input id="add-mileage" name="mileage" inputMode="numeric" defaultValue={text("mileage")} />
          </div>
          <div className="field">
            <label htmlFor="add-odo-unit">Odometer unit</label>
            <select id="add-odo-unit" name="odoUnit" defaultValue={text("odoUnit") || "mi"}>
              {ODOMETER_UNITS.map((unit) => (
                <option key={unit} value={unit}>{ODOMETER_UNIT_LABELS[unit]}</option>
              ))}
            </select>
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="add-manager">Manager</label>
            <select id="add-manager" name="managerUserId" defaultValue={text("managerUserId")}>
              <option value="">Nobody yet</option>
              {page.managers.map((one) => <option key={one.id} value={one.id}>{one.name}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor="add-mechanic">Mechanic</label>
            <select id="add-mechanic" name="mechanicUserId" defaultValue={text("mechanicUserId")}>
              <option value="">Nobody yet</option>
              {page.mechanics.map((one) => <option key={one.id} value={one.id}>{one.name}</option>)}
            </select>
          </div>
        </div>
        {values.workOrderId && <p className="hint">For work order {values.workOrderId}.</p>}
        <div className="field">
          <label htmlFor="add-notes">Notes for the mechanic</label>
          <textarea
            id="add-notes"
            name="inspectionNotes"
            rows={2}
            maxLength={4000}
            defaultValue={text("inspectionNotes")}
          />
        </div>
      </fieldset>
      <CustomerPicker
        shopUriName={props.shopUriName}
        values={values}
        initial={page.customer}
        mode={type?.customerMode ?? "optional"}
        onChoose={setCustomer}
      />
      <VehicleFields values={values} vehicles={customer?.vehicles ?? []} known={page.vehicle} />
      <div className="form-actions">
        <SubmitButton>Start inspection</SubmitButton>
      </div>
    </form>
  );
}

function VehicleFields(
  props: { values: AddValues; vehicles: CustomerMatch["vehicles"]; known: AddInspectionPage["vehicle"] },
) {
  const { values } = props;
  const choices = [...props.vehicles];
  if (props.known && !choices.some((one) => one.id === props.known!.id)) choices.unshift(props.known);
  const [chosen, setChosen] = useState(values.subjectId ?? "");
  const picked = choices.some((one) => String(one.id) === chosen) ? chosen : "";
  const text = (name: keyof AddValues) => values[name] ?? "";
  return (
    <fieldset>
      <legend>Vehicle</legend>
      {choices.length > 0 && (
        <div className="choice-list" role="radiogroup" aria-label="Which vehicle">
          {choices.map((vehicle) => (
            <label key={vehicle.id} className="checkbox">
              <input
                type="radio"
                name="subjectId"
                value={vehicle.id}
                checked={picked === String(vehicle.id)}
                onChange={() => setChosen(String(vehicle.id))}
              />
              {[vehicle.modelYear, vehicle.make, vehicle.model].filter(Boolean).join(" ") || "Vehicle"}
              {vehicle.plate && <span className="hint">{vehicle.plate}</span>}
            </label>
          ))}
          <label className="checkbox">
            <input
              type="radio"
              name="subjectId"
              value=""
              checked={picked === ""}
              onChange={() => setChosen("")}
            />
            A new vehicle
          </label>
        </div>
      )}
      {values.subjectCrmKey && <input type="hidden" name="subjectCrmKey" value={values.subjectCrmKey} />}
      <div hidden={picked !== ""} className="new-vehicle">
        <div className="field-row">
          <div className="field narrow">
            <label htmlFor="add-year">Year</label>
            <input id="add-year" name="year" inputMode="numeric" maxLength={4} defaultValue={text("year")} />
          </div>
          <div className="field">
            <label htmlFor="add-make">Make</label>
            <input id="add-make" name="make" maxLength={60} defaultValue={text("make")} />
          </div>
          <div className="field">
            <label htmlFor="add-model">Model</label>
            <input id="add-model" name="model" maxLength={60} defaultValue={text("model")} />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="add-license">Plate</label>
            <input id="add-license" name="license" maxLength={20} defaultValue={text("license")} />
          </div>
          <div className="field narrow">
            <label htmlFor="add-plate-issuer">Plate state</label>
            <input
              id="add-plate-issuer"
              name="plateIssuer"
              maxLength={10}
              defaultValue={text("plateIssuer")}
            />
          </div>
          <div className="field">
            <label htmlFor="add-vin">VIN</label>
            <input id="add-vin" name="vin" maxLength={17} defaultValue={text("vin")} autoComplete="off" />
          </div>
        </div>
      </div>
    </fieldset>
  );
}
