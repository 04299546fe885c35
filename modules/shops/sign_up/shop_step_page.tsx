// Sign-up, step 2 of 2: the shop (modules/shops/open_shop.ts). Reached through src/forms/registration.ts,
// which checks step 1 and passes its name and e-mail in.
import { useEffect, useRef } from "react";
import { DEFAULT_TIME_ZONE, TIME_ZONES } from "@platform/time_zones.ts";
import { CsrfField, Field, FormMessages, useFormResult } from "@ui/forms.tsx";
import { browserTimeZone } from "@ui/time_zone_input.tsx";

/** "Joe's Auto & Tire" → "joes-auto-tire": a starting point for the web address. */
function slugOf(name: string): string {
  return name.toLowerCase().replace(/['’]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(
    0,
    40,
  );
}

/** A catalogue template the new shop may start with (the catalog module lists them). */
export interface ShopTemplateOffer {
  key: string;
  name: string;
  description: string;
}

export function ShopStepPage({ templates }: { templates: readonly ShopTemplateOffer[] }) {
  const form = useFormResult();
  const values = form?.values ?? {};
  const uriName = useRef<HTMLInputElement>(null);
  const timeZone = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    // The browser knows where the shop is (when step 1's cookie did not tell the server); a no-script
    // sign-up keeps the default.
    const local = browserTimeZone();
    if (!values.timeZone && timeZone.current && local) timeZone.current.value = local;
  }, [values.timeZone]);
  return (
    <main className="form-card form-wide">
      <p className="eyebrow">Step 2 of 2</p>
      <h1>Your shop</h1>
      {values.email && <p>{`Signing up as ${values.displayName} (${values.email}).`}</p>}
      <FormMessages form={form?.error ? form : null} />
      <form method="post" action="/register/step2">
        <CsrfField />
        <Field
          label="Shop name"
          name="shopName"
          required
          defaultValue={values.shopName}
          onChange={(event) => {
            // Suggest the address until the user edits it.
            if (uriName.current && !uriName.current.dataset.edited) {
              uriName.current.value = slugOf(event.currentTarget.value);
            }
          }}
        />
        <Field
          ref={uriName}
          label="Web address"
          name="uriName"
          required
          pattern="[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,38}[a-zA-Z0-9])?"
          defaultValue={values.uriName}
          onInput={(event) => (event.currentTarget.dataset.edited = "true")}
          hint="Your shop's pages live at this address: letters, digits and hyphens, like joes-auto."
        />
        <div className="field">
          <label htmlFor="field-timeZone">Time zone</label>
          <select
            id="field-timeZone"
            name="timeZone"
            ref={timeZone}
            defaultValue={values.timeZone || DEFAULT_TIME_ZONE}
          >
            {TIME_ZONES.map((zone) => <option key={zone} value={zone}>{zone.replaceAll("_", " ")}</option>)}
          </select>
        </div>
        {templates.length > 0 && (
          <fieldset>
            <legend>Start with these checklists</legend>
            {templates.map((template, index) => (
              <label key={template.key} className="checkbox choice">
                <input
                  type="radio"
                  name="template"
                  value={template.key}
                  defaultChecked={values.template ? values.template === template.key : index === 0}
                />
                <span>
                  <strong>{template.name}</strong>
                  <span className="hint">{template.description}</span>
                </span>
              </label>
            ))}
            <label className="checkbox choice">
              <input type="radio" name="template" value="" defaultChecked={values.template === ""} />
              <span>
                <strong>Start empty</strong>
                <span className="hint">Write your own checklists from scratch.</span>
              </span>
            </label>
          </fieldset>
        )}
        <div className="form-actions">
          <button type="submit" className="button primary">Create my shop</button>
        </div>
      </form>
    </main>
  );
}
