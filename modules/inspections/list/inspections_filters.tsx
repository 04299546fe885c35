// The inspections list's filters: an ordinary GET form, so they work before scripts load (Apply); afterwards
// a change of a select or date, or Enter in the search box, updates the list in place.
import { Field, SelectField } from "@ui/forms.tsx";
import { filterFormHandlers } from "@ui/table/filter_form.ts";
import { ListFormEnd } from "@ui/table/list_form_end.tsx";
import type { InspectionsListPage } from "./list_pages.server.ts";
import { DEFAULT_PAGE_SIZE, type InspectionsSearch, inspectionsSearchOfParams } from "./list_search.ts";
import { INSPECTION_STATUS_LABELS, INSPECTION_STATUSES } from "../types.ts";

export function InspectionsFilters(
  { page, search, onSearch }: {
    page: InspectionsListPage;
    search: InspectionsSearch;
    /** Shows the list of this address in place of the current one. */
    onSearch(next: InspectionsSearch): void;
  },
) {
  // Uncontrolled inputs show a change at once; the key resets them when the address changes (Back).
  const key = JSON.stringify(search);
  const text = (name: keyof typeof search) => search[name] === undefined ? "" : String(search[name]);
  const filled = (name: keyof typeof search) => ({ name, defaultValue: text(name) });

  const { submit, applyOnChange } = filterFormHandlers(inspectionsSearchOfParams, (next) => {
    if (next.status === "open") delete next.status;
    if (next.pageSize === String(DEFAULT_PAGE_SIZE)) delete next.pageSize;
  }, onSearch);

  const person = (name: "manager" | "mechanic" | "creator", label: string) => (
    <SelectField id={`inspections-${name}`} label={label} {...filled(name)} onChange={applyOnChange}>
      <option value="">Anyone</option>
      {page.staff.map((member) => <option key={member.id} value={member.id}>{member.name}</option>)}
    </SelectField>
  );

  const date = (name: "from" | "to", label: string) => (
    <Field id={`inspections-${name}`} label={label} type="date" {...filled(name)} onChange={applyOnChange} />
  );

  return (
    <form method="get" className="filters wrap inspections-filters" role="search" onSubmit={submit} key={key}>
      <Field
        id="inspections-search"
        label="Search"
        width="grow"
        type="search"
        {...filled("search")}
        placeholder="Customer, vehicle, plate, VIN or RO number"
      />
      <SelectField
        id="inspections-status"
        label="Status"
        name="status"
        defaultValue={text("status") || "open"}
        onChange={applyOnChange}
      >
        <option value="open">Open (all but closed)</option>
        <option value="all">Every status</option>
        {INSPECTION_STATUSES.map((status) => (
          <option key={status} value={status}>{INSPECTION_STATUS_LABELS[status]}</option>
        ))}
      </SelectField>
      {person("mechanic", "Mechanic")}
      {person("manager", "Manager")}
      {person("creator", "Created by")}
      {date("from", "Created from")}
      {date("to", "Created until")}
      <ListFormEnd
        idPrefix="inspections"
        pageSize={text("pageSize")}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        orderBy={search.orderBy === undefined ? undefined : text("orderBy")}
        asc={search.asc === undefined ? undefined : text("asc")}
        onChange={applyOnChange}
      />
    </form>
  );
}

export function InspectionsFiltersMeaning() {
  return (
    <details className="filters-meaning">
      <summary>What the filters mean</summary>
      <dl>
        <dt>Search</dt>
        <dd>
          Each word must start a customer's first, last or company name, the vehicle's make or model, its
          plate or VIN, or the RO number. The last six or more characters of a VIN find it too.
        </dd>
        <dt>Status</dt>
        <dd>Open shows every inspection that is not closed; choose one status, or every status.</dd>
        <dt>Created from … until</dt>
        <dd>Days in the shop's time zone; both days are included.</dd>
      </dl>
      <p className="hint">
        In the address these are status, search, from, to, manager, mechanic, creator (user numbers), orderBy,
        asc (1 or 0), page and pageSize.
      </p>
    </details>
  );
}
