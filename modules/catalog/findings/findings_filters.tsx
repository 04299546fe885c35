// The findings list's filters: an ordinary GET form, so they work before scripts load (Apply); afterwards a
// change of a select, box or date, or Enter in the search box, updates the list in place. Each 1/0 switch
// is a hidden 0 followed by its checkbox's 1: a ticked box sends both and its 1, the later, wins.
import { useNavigate } from "@tanstack/react-router";
import { Field, SearchField, SelectField } from "@ui/forms.tsx";
import { filterFormHandlers } from "@ui/table/filter_form.ts";
import { ListFormEnd } from "@ui/table/list_form_end.tsx";
import type { FindingsListPage } from "./findings_pages.server.ts";
import {
  DEFAULT_PAGE_SIZE,
  FINDINGS_SWITCHES,
  type FindingsSearch,
  findingsSearchOfParams,
  type FindingsSwitch,
} from "./findings_search.ts";

const STATUS_BOXES: Array<[FindingsSwitch, string]> = [
  ["fn", "New"],
  ["fa", "Audited"],
  ["fl", "Legacy"],
  ["fo", "Archived"],
];
const COLUMN_BOXES: Array<[FindingsSwitch, string]> = [
  ["icn", "Created by"],
  ["ica", "Created"],
  ["icl", "Last edited"],
  ["ico", "Order"],
  ["c", "Explanation and recommendation"],
];

export function FindingsFilters({ page, search }: { page: FindingsListPage; search: FindingsSearch }) {
  const navigate = useNavigate({ from: "/$shopUriName/findings/" });
  // Uncontrolled inputs show a change at once; the key resets them when the address changes (Back).
  const key = JSON.stringify(search);
  const text = (name: keyof typeof search) => search[name] === undefined ? "" : String(search[name]);
  const on = (name: FindingsSwitch) =>
    search[name] === undefined ? FINDINGS_SWITCHES[name] : String(search[name]) === "1";

  const { submit, applyOnChange } = filterFormHandlers(findingsSearchOfParams, (next) => {
    for (const name of Object.keys(FINDINGS_SWITCHES) as FindingsSwitch[]) {
      if (String(next[name]) === (FINDINGS_SWITCHES[name] ? "1" : "0")) delete next[name];
    }
    if (String(next.pageSize) === String(DEFAULT_PAGE_SIZE)) delete next.pageSize;
  }, (next) => navigate({ search: next, replace: true }));

  function box(name: FindingsSwitch, label: string) {
    return (
      <label key={name} className="checkbox">
        <input type="hidden" name={name} value="0" />
        <input type="checkbox" name={name} value="1" defaultChecked={on(name)} onChange={applyOnChange} />
        {label}
      </label>
    );
  }

  const pick = (
    name: "categoryId" | "createdBy",
    label: string,
    id: string,
    anyLabel: string,
    options: Array<{ id: number; name: string }>,
  ) => (
    <SelectField label={label} id={id} name={name} defaultValue={text(name)} onChange={applyOnChange}>
      <option value="">{anyLabel}</option>
      {options.map((option) => <option key={option.id} value={option.id}>{option.name}</option>)}
    </SelectField>
  );
  const date = (name: "from" | "to", label: string) => (
    <Field
      label={label}
      id={`findings-${name}`}
      type="date"
      name={name}
      defaultValue={text(name)}
      onChange={applyOnChange}
    />
  );

  return (
    <form method="get" className="filters wrap findings-filters" role="search" onSubmit={submit} key={key}>
      <SearchField
        id="findings-search"
        placeholder="Finding, task, explanation or recommendation"
        defaultValue={text("search")}
      />
      {pick("categoryId", "Category", "findings-category", "Every category", page.categories)}
      {pick("createdBy", "Created by", "findings-created-by", "Anyone", page.members)}
      {date("from", "Created from")}
      {date("to", "Created until")}
      <fieldset className="filter-boxes">
        <legend>Status</legend>
        {STATUS_BOXES.map(([name, label]) =>
          box(name, label)
        )}
      </fieldset>
      <fieldset className="filter-boxes">
        <legend>Columns</legend>
        {COLUMN_BOXES.map(([name, label]) =>
          box(name, label)
        )}
      </fieldset>
      <fieldset className="filter-boxes">
        <legend>Tasks</legend>
        {box("a", "Include inactive tasks and categories")}
      </fieldset>
      <ListFormEnd
        idPrefix="findings"
        pageSize={text("pageSize")}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        orderBy={search.orderBy === undefined ? undefined : text("orderBy")}
        asc={search.asc === undefined ? undefined : text("asc")}
        onChange={applyOnChange}
      />
    </form>
  );
}

/** The lead's meaning of the seed's short parameters, on the page as in the docs. */
export function FiltersMeaning() {
  return (
    <details className="filters-meaning">
      <summary>What the filters mean</summary>
      <dl>
        <dt>Search</dt>
        <dd>Findings whose text, task name, explanation or recommendation contain every word typed.</dd>
        <dt>Created from … to</dt>
        <dd>Days in the shop's time zone; both days are included.</dd>
        <dt>Status</dt>
        <dd>
          New: added on the fly from a checklist, not reviewed yet. Audited: a manager reviewed it. Legacy:
          kept from an older catalogue. Archived: out of use (not offered on checklists). New, audited and
          legacy are shown unless you untick them.
        </dd>
        <dt>Columns</dt>
        <dd>
          Created by and Created are shown unless you untick them; Last edited, Order (the finding's place
          among its task's findings) and the customer-facing explanation and recommendation are shown when
          ticked.
        </dd>
        <dt>Include inactive tasks and categories</dt>
        <dd>Also list findings of tasks, or of categories, that are switched off.</dd>
      </dl>
      <p className="hint">
        In the address these are search, categoryId, createdBy, from, to; fn, fa, fl, fo (statuses new,
        audited, legacy, archived — "o" for out of use); icn, ica, icl, ico (columns: creator name, created
        at, last edited, order); c (customer columns); a (all tasks); orderBy, asc, page and pageSize.
      </p>
    </details>
  );
}
