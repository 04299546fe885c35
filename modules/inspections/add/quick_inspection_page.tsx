// Quick-create: the bay's one-screen start on a phone. A name and mobile for the customer, the vehicle by
// year, make and model, by plate or VIN (the vehicle lookup widget), the type (the shop's default chosen);
// it opens the new checklist.
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { CsrfField, Field, SelectField, useFormResult } from "@ui/forms.tsx";
import { SubmitButton } from "@ui/submit_button.tsx";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { VehicleLookup } from "@modules/shops/ui.ts";
import type { AddInspectionPage } from "./add_pages.server.ts";
import { sendInspectionForm } from "./send_inspection_form.ts";

export function QuickInspectionPage(
  props: { result: ShownOutcome<AddInspectionPage>; shopUriName: string },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => <QuickInspection {...props} page={page} />}
    </ShopPageResult>
  );
}

function QuickInspection({ shopUriName, page }: { shopUriName: string; page: AddInspectionPage }) {
  const form = useFormResult();
  const [error, setError] = useState(form?.error ?? null);
  const [vehicleId, setVehicleId] = useState(form?.values?.subjectId ?? "");
  const posted = form?.values ?? {};
  const value = (name: string, fallback = "") => posted[name] ?? fallback;
  const filled = (name: string) => ({ name, defaultValue: value(name) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(await sendInspectionForm(event.currentTarget));
  }

  return (
    <main className="form-card quick-create">
      <h1>Quick inspection</h1>
      <form method="post" action={`/${shopUriName}/quick-create`} onSubmit={submit}>
        <CsrfField />
        {error && <p className="form-error" role="alert">{error}</p>}
        <input
          type="hidden"
          name="mechanicUserId"
          value={value("mechanicUserId", page.values.mechanicUserId)}
        />
        <Field id="quick-name" label="Customer name" {...filled("customerName")} autoComplete="off" />
        <Field id="quick-mobile" label="Mobile phone" type="tel" {...filled("cust_phone_mobile")} />
        {/* A car of the shop's history loaded in the widget is that vehicle, not a new copy of it. */}
        {vehicleId && <input type="hidden" name="subjectId" value={vehicleId} />}
        <VehicleLookup
          shopUriName={shopUriName}
          idPrefix="quick"
          onHistory={(record) => setVehicleId(String(record.vehicleId))}
          onEdited={() => setVehicleId("")}
          initial={{
            year: value("year"),
            make: value("make"),
            model: value("model"),
            license: value("license"),
            plateIssuer: value("plateIssuer"),
            vin: value("vin"),
          }}
        />
        <SelectField
          id="quick-type"
          label="Inspection type"
          name="typeId"
          defaultValue={value("typeId", page.values.typeId)}
        >
          {page.types.map((type) => <option key={type.id} value={type.id}>{type.name}</option>)}
        </SelectField>
        <div className="form-actions">
          <SubmitButton>Start inspection</SubmitButton>
          <Link to="/$shopUriName/inspections/add" params={{ shopUriName }}>The full form</Link>
        </div>
      </form>
    </main>
  );
}
