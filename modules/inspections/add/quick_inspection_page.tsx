// Quick-create: the bay's one-screen start on a phone. A name and mobile for the customer, the vehicle by
// year, make and model or by plate, the type (the shop's default chosen); it opens the new checklist.
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { CsrfField, useFormResult } from "@ui/forms.tsx";
import { SubmitButton } from "@ui/submit_button.tsx";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
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
  const posted = form?.values ?? {};
  const value = (name: string, fallback = "") => posted[name] ?? fallback;

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
        <div className="field">
          <label htmlFor="quick-name">Customer name</label>
          <input
            id="quick-name"
            name="customerName"
            autoComplete="off"
            defaultValue={value("customerName")}
          />
        </div>
        <div className="field">
          <label htmlFor="quick-mobile">Mobile phone</label>
          <input
            id="quick-mobile"
            type="tel"
            name="cust_phone_mobile"
            defaultValue={value("cust_phone_mobile")}
          />
        </div>
        <div className="field-row">
          <div className="field narrow">
            <label htmlFor="quick-year">Year</label>
            <input
              id="quick-year"
              name="year"
              inputMode="numeric"
              maxLength={4}
              defaultValue={value("year")}
            />
          </div>
          <div className="field">
            <label htmlFor="quick-make">Make</label>
            <input id="quick-make" name="make" defaultValue={value("make")} />
          </div>
          <div className="field">
            <label htmlFor="quick-model">Model</label>
            <input id="quick-model" name="model" defaultValue={value("model")} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="quick-plate">or plate</label>
          <input id="quick-plate" name="license" autoComplete="off" defaultValue={value("license")} />
        </div>
        <div className="field">
          <label htmlFor="quick-type">Inspection type</label>
          <select id="quick-type" name="typeId" defaultValue={value("typeId", page.values.typeId)}>
            {page.types.map((type) => <option key={type.id} value={type.id}>{type.name}</option>)}
          </select>
        </div>
        <div className="form-actions">
          <SubmitButton>Start inspection</SubmitButton>
          <Link to="/$shopUriName/inspections/add" params={{ shopUriName }}>The full form</Link>
        </div>
      </form>
    </main>
  );
}
