import { useLocation } from "@tanstack/react-router";
import { AutoGrowTextarea } from "../auto_grow_textarea.tsx";
import { ClearFormButton, FormDraftNotice } from "../form_draft_parts.tsx";
import { Field } from "../forms.tsx";
import { QuickSearchDateInput } from "../quick_search_date_input.tsx";
import { SubmitButton } from "../submit_button.tsx";
import { TimeZoneInput } from "../time_zone_input.tsx";
import { useFormDraft } from "../use_form_draft.ts";
import type { GallerySection } from "./section.ts";

const SYSTEMS = ["Brakes", "Tires", "Lights", "Steering", "Engine", "Air conditioning"];

/** A staff form with every kind of control. It sends to this page (GET, ?sent=concern): nothing is kept. */
function ConcernForm({ action }: { action: string }) {
  const draft = useFormDraft({ clas: "customerConcern", key: "gallery" });
  return (
    <form ref={draft.formRef} method="get" action={action} className="gallery-form" data-dirty={draft.dirty}>
      <input type="hidden" name="sent" value="concern" />
      <FormDraftNotice draft={draft} />
      <Field label="Customer name" name="customerName" autoComplete="off" />
      <Field label="License plate" name="plate" autoComplete="off" />
      <div className="field">
        <label htmlFor="field-urgency">Urgency</label>
        <select id="field-urgency" name="urgency" defaultValue="">
          <option value="">Not said</option>
          <option value="today">Needs it back today</option>
          <option value="week">This week</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="field-systems">Systems to check</label>
        <select id="field-systems" name="systems" multiple size={4}>
          {SYSTEMS.map((system) => <option key={system} value={system.toLowerCase()}>{system}</option>)}
        </select>
      </div>
      <Field label="Drop-off date" name="dropOff" type="date" />
      <AutoGrowTextarea
        label="What the customer says"
        name="concern"
        hint="Grows to 5 rows as you type, then scrolls."
      />
      <TimeZoneInput label="Your time zone" writeCookie />
      <div className="form-actions">
        <SubmitButton>Save concern</SubmitButton>
        <ClearFormButton draft={draft} />
        <span className="hint" aria-live="polite">
          {draft.dirty ? "Unsaved changes (kept on this device)" : ""}
        </span>
      </div>
    </form>
  );
}

/** A list filter that sends itself: dates go when picked, or when typing them is done. */
function QuickSearch({ action, search }: { action: string; search: Record<string, unknown> }) {
  const from = typeof search.from === "string" ? search.from : "";
  const to = typeof search.to === "string" ? search.to : "";
  return (
    <form method="get" action={action} className="quick-search" role="search" aria-label="Visits by date">
      <QuickSearchDateInput label="Visits from" name="from" defaultValue={from} />
      <QuickSearchDateInput label="to" name="to" defaultValue={to} />
      <button type="submit" className="button no-js-only">Search</button>
      <p className="hint quick-search-result">
        {from || to
          ? `Showing visits from ${from || "the start"} to ${to || "today"}.`
          : "Showing every visit."}
      </p>
    </form>
  );
}

function FormsExample() {
  const { pathname, search } = useLocation();
  const action = `${pathname}#forms`;
  const sent = (search as Record<string, unknown>).sent === "concern";
  return (
    <div className="gallery-stack">
      {sent && (
        <p className="form-notice" role="status">The concern was sent (to nowhere: this is the gallery).</p>
      )}
      <ConcernForm action={action} />
      <h3 className="gallery-subtitle">Quick search</h3>
      <QuickSearch action={action} search={search as Record<string, unknown>} />
    </div>
  );
}

export const formsSection: GallerySection = {
  id: "forms",
  title: "Forms: drafts, Clear form, quick search",
  purpose:
    "A staff form keeps what was typed as a draft on this device (useFormDraft), restores it after a reload " +
    "with Discard, resets with Undo and warns before leaving unsent changes; textareas grow; date filters " +
    "send themselves.",
  Example: FormsExample,
};
