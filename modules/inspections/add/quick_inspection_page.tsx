// Quick-create: the bay's one-screen start on a phone. A name and mobile for the customer, the vehicle by
// year, make and model, by plate or VIN (the vehicle lookup widget), the type (the shop's default chosen);
// it opens the new checklist. Its words are the shop's (inspectionAdd.*), in the shop's staff language.
import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { CsrfField, Field, SelectField, useFormResult } from "@ui/forms.tsx";
import { SubmitButton } from "@ui/submit_button.tsx";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { type SameCustomer, VehicleLookup } from "@modules/shops/ui.ts";
import type { AddInspectionPage } from "./add_pages.server.ts";
import { type NotMade, sendInspectionForm } from "./send_inspection_form.ts";
import { sameCustomerName, SameCustomerOffer } from "./same_customer_offer.tsx";
import { AskFirstQuestion } from "./ask_first_question.tsx";
import { INSPECTION_ADD_MESSAGES as M, useWords, WordsProvider } from "@modules/text/ui.ts";

export function QuickInspectionPage(
  props: { result: ShownOutcome<AddInspectionPage>; shopUriName: string },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <QuickInspection {...props} page={page} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function QuickInspection({ shopUriName, page }: { shopUriName: string; page: AddInspectionPage }) {
  const form = useFormResult();
  const say = useWords();
  const [notMade, setNotMade] = useState<NotMade | null>(
    form?.error ? { message: form.error, question: null } : null,
  );
  const [vehicleId, setVehicleId] = useState(form?.values?.subjectId ?? "");
  // The shop's customer chosen from the offer or the question: the inspection is theirs, no new record.
  const [using, setUsing] = useState<SameCustomer | null>(null);
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const [resend, setResend] = useState(0);
  const posted = form?.values ?? {};
  const value = (name: string, fallback = "") => posted[name] ?? fallback;
  const filled = (name: string) => ({ name, defaultValue: value(name) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotMade(await sendInspectionForm(event.currentTarget, say(M.notSent)));
  }
  // A confirmed question sends the form again once its answer is in the form.
  useEffect(() => {
    if (resend > 0) formRef.current?.requestSubmit();
  }, [resend]);
  const use = (customer: SameCustomer) => {
    setUsing(customer);
    setNotMade(null);
  };

  return (
    <main className="form-card quick-create" lang={page.words.culture}>
      <h1>{say(M.quickTitle)}</h1>
      <form method="post" action={`/${shopUriName}/quick-create`} onSubmit={submit} ref={formRef}>
        <CsrfField />
        {notMade && !notMade.question && <p className="form-error" role="alert">{notMade.message}</p>}
        {notMade?.question && (
          <AskFirstQuestion
            message={notMade.message}
            question={notMade.question}
            shopUriName={shopUriName}
            onUse={use}
            onConfirm={(field) => {
              setConfirmed([...confirmed, field]);
              setResend(resend + 1);
            }}
          />
        )}
        {confirmed.map((field) => <input key={field} type="hidden" name={field} value="1" />)}
        {using && <input type="hidden" name="customerId" value={using.id} />}
        <input
          type="hidden"
          name="mechanicUserId"
          value={value("mechanicUserId", page.values.mechanicUserId)}
        />
        {using
          ? (
            <p className="same-customer-offer">
              <span>
                <strong>{sameCustomerName(using)}</strong>{" "}
                <span className="hint">
                  {[using.phoneMobileFormatted, using.email].filter(Boolean).join(" · ")}
                </span>
              </span>
              <button type="button" className="button" onClick={() => setUsing(null)}>
                {say(M.newCustomer)}
              </button>
            </p>
          )
          : (
            <>
              <Field
                id="quick-name"
                label={say(M.customerName)}
                {...filled("customerName")}
                autoComplete="off"
              />
              <Field
                id="quick-mobile"
                label={say(M.mobilePhone)}
                type="tel"
                {...filled("cust_phone_mobile")}
              />
            </>
          )}
        <SameCustomerOffer
          shopUriName={shopUriName}
          active={using === null && !notMade?.question}
          onUse={use}
        />
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
          label={say(M.inspectionType)}
          name="typeId"
          defaultValue={value("typeId", page.values.typeId)}
        >
          {page.types.map((type) => <option key={type.id} value={type.id}>{type.name}</option>)}
        </SelectField>
        <div className="form-actions">
          <SubmitButton>{say(M.start)}</SubmitButton>
          <Link to="/$shopUriName/inspections/add" params={{ shopUriName }}>{say(M.fullForm)}</Link>
        </div>
      </form>
    </main>
  );
}
