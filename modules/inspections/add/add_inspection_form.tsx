// The add form: the inspection (type, RO, odometer, who does it), the customer (found as the adviser types, or
// new) and the vehicle (one of the customer's, or new). An ordinary form post that works without scripts;
// with them it is sent by fetch so a refusal keeps the page, and a made inspection opens its checklist. Its
// words are the shop's: inspectionAdd.*, and the details page's names of the same fields.
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  type CustomerMatch,
  type SameCustomer,
  type VehicleHistoryRecord,
  VehicleLookup,
} from "@modules/shops/ui.ts";
import { CsrfField, Field, SelectField, TextAreaField } from "@ui/forms.tsx";
import { SubmitButton } from "@ui/submit_button.tsx";
import { type AddValues, filledFrom } from "./add_fields.ts";
import type { AddInspectionPage } from "./add_pages.server.ts";
import { ODOMETER_UNITS } from "../types.ts";
import { ODOMETER_UNIT_WORDS } from "../shared/odometer_unit_words.ts";
import {
  INSPECTION_ADD_MESSAGES as M,
  INSPECTION_DETAILS_MESSAGES as FIELDS,
  useWords,
} from "@modules/text/ui.ts";
import { CustomerPicker } from "./customer_picker.tsx";
import { RadioChoice } from "./radio_choice.tsx";
import { type NotMade, sendInspectionForm } from "./send_inspection_form.ts";
import { AskFirstQuestion } from "./ask_first_question.tsx";

export function AddInspectionForm(props: {
  page: AddInspectionPage;
  action: string;
  shopUriName: string;
  refusal: string | null;
  values: AddValues;
}) {
  const { page, values } = props;
  const say = useWords();
  const [notMade, setNotMade] = useState<NotMade | null>(
    props.refusal ? { message: props.refusal, question: null } : null,
  );
  const [typeId, setTypeId] = useState(values.typeId ?? "");
  const [customer, setCustomer] = useState<CustomerMatch | null>(page.customer);
  // The customer the save's question offered, taken (the picker chooses it).
  const [taken, setTaken] = useState<SameCustomer | null>(null);
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [resend, setResend] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const type = page.types.find((one) => String(one.id) === typeId);
  const filled = filledFrom(values);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotMade(await sendInspectionForm(event.currentTarget, say(M.notSent)));
  }
  // A confirmed question sends the form again once its answer is in the form.
  useEffect(() => {
    if (resend > 0) formRef.current?.requestSubmit();
  }, [resend]);

  return (
    <form method="post" action={props.action} className="add-inspection-form" onSubmit={submit} ref={formRef}>
      <CsrfField />
      {notMade && !notMade.question && <p className="form-error" role="alert">{notMade.message}</p>}
      {notMade?.question && (
        <AskFirstQuestion
          message={notMade.message}
          question={notMade.question}
          shopUriName={props.shopUriName}
          onUse={(found) => {
            setTaken(found);
            setNotMade(null);
          }}
          onConfirm={(field) => {
            setConfirmed([...confirmed, field]);
            setResend(resend + 1);
          }}
        />
      )}
      {confirmed.map((field) => <input key={field} type="hidden" name={field} value="1" />)}
      {(["crmKeyPrefix", "crmKey", "workOrderId"] as const).map((name) =>
        values[name] && <input key={name} type="hidden" name={name} value={values[name]} />
      )}
      <fieldset>
        <legend>{say(FIELDS.inspection)}</legend>
        <div className="field-row">
          <SelectField
            id="add-type"
            label={say(M.inspectionType)}
            name="typeId"
            value={typeId}
            onChange={(event) =>
              setTypeId(event.currentTarget.value)}
            required
          >
            {page.types.map((one) => (
              <option key={one.id} value={one.id}>
                {one.isDefault ? say(M.defaultType, { type: one.name }) : one.name}
              </option>
            ))}
          </SelectField>
          <Field
            id="add-ro"
            label={say(FIELDS.roNumber)}
            {...filled("ro")}
            maxLength={40}
            autoComplete="off"
          />
        </div>
        <div className="field-row">
          <Field id="add-mileage" label={say(FIELDS.odometer)} {...filled("mileage")} inputMode="numeric" />
          <SelectField
            id="add-odo-unit"
            label={say(FIELDS.odometerUnit)}
            name="odoUnit"
            defaultValue={values.odoUnit || "mi"}
          >
            {ODOMETER_UNITS.map((unit) => (
              <option key={unit} value={unit}>{say(ODOMETER_UNIT_WORDS[unit])}</option>
            ))}
          </SelectField>
        </div>
        <div className="field-row">
          <PersonField
            id="add-manager"
            label={say(FIELDS.manager)}
            {...filled("managerUserId")}
            people={page.managers}
          />
          <PersonField
            id="add-mechanic"
            label={say(FIELDS.mechanic)}
            {...filled("mechanicUserId")}
            people={page.mechanics}
          />
        </div>
        {values.workOrderId && <p className="hint">{say(M.workOrder, { workOrder: values.workOrderId })}</p>}
        <TextAreaField
          id="add-notes"
          label={say(M.notesForMechanic)}
          {...filled("inspectionNotes")}
          rows={2}
          maxLength={4000}
        />
      </fieldset>
      <CustomerPicker
        shopUriName={props.shopUriName}
        values={values}
        initial={page.customer}
        mode={type?.customerMode ?? "optional"}
        onChoose={setCustomer}
        taken={taken}
      />
      <VehicleFields
        values={values}
        vehicles={customer?.vehicles ?? []}
        known={page.vehicle}
        shopUriName={props.shopUriName}
      />
      <div className="form-actions">
        <SubmitButton>{say(M.start)}</SubmitButton>
      </div>
    </form>
  );
}

type VehicleChoice = Pick<CustomerMatch["vehicles"][number], "id" | "modelYear" | "make" | "model" | "plate">;

function VehicleFields(
  props: {
    values: AddValues;
    vehicles: CustomerMatch["vehicles"];
    known: AddInspectionPage["vehicle"];
    shopUriName: string;
  },
) {
  const { values } = props;
  const say = useWords();
  // A vehicle of the shop's history loaded in the lookup widget becomes a choice, and is chosen.
  const [fromHistory, setFromHistory] = useState<VehicleChoice | null>(null);
  const choices: VehicleChoice[] = [...props.vehicles];
  for (const extra of [props.known, fromHistory]) {
    if (extra && !choices.some((one) => one.id === extra.id)) choices.unshift(extra);
  }
  const [chosen, setChosen] = useState(values.subjectId ?? "");
  const picked = choices.some((one) => String(one.id) === chosen) ? chosen : "";
  const loaded = (record: VehicleHistoryRecord) => {
    setFromHistory({
      id: record.vehicleId,
      modelYear: record.modelYear,
      make: record.make,
      model: record.model,
      plate: record.plate,
    });
    setChosen(String(record.vehicleId));
  };
  return (
    <fieldset>
      <legend>{say(FIELDS.vehicle)}</legend>
      {choices.length > 0 && (
        <div className="choice-list" role="radiogroup" aria-label={say(M.whichVehicle)}>
          {choices.map((vehicle) => (
            <RadioChoice
              key={vehicle.id}
              name="subjectId"
              value={String(vehicle.id)}
              chosen={picked}
              onChoose={setChosen}
            >
              {[vehicle.modelYear, vehicle.make, vehicle.model].filter(Boolean).join(" ") ||
                say(FIELDS.vehicle)}
              {vehicle.plate && <span className="hint">{vehicle.plate}</span>}
            </RadioChoice>
          ))}
          <RadioChoice name="subjectId" value="" chosen={picked} onChoose={setChosen}>
            {say(M.newVehicle)}
          </RadioChoice>
        </div>
      )}
      {values.subjectCrmKey && <input type="hidden" name="subjectCrmKey" value={values.subjectCrmKey} />}
      <VehicleLookup
        shopUriName={props.shopUriName}
        idPrefix="add"
        initial={{
          year: values.year ?? "",
          make: values.make ?? "",
          model: values.model ?? "",
          license: values.license ?? "",
          plateIssuer: values.plateIssuer ?? "",
          vin: values.vin ?? "",
        }}
        onHistory={loaded}
        fieldsHidden={picked !== ""}
      />
    </fieldset>
  );
}

/** A manager or mechanic picker: nobody yet, or one of the shop's people in that role. */
function PersonField(
  props: {
    id: string;
    label: string;
    name: string;
    defaultValue: string;
    people: { id: number; name: string }[];
  },
) {
  const { people, ...select } = props;
  const say = useWords();
  return (
    <SelectField {...select}>
      <option value="">{say(FIELDS.nobodyYet)}</option>
      {people.map((one) => <option key={one.id} value={one.id}>{one.name}</option>)}
    </SelectField>
  );
}
