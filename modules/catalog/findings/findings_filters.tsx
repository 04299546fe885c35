// The findings list's filters: an ordinary GET form, so they work before scripts load (Apply); afterwards a
// change of a select, box or date, or Enter in the search box, updates the list in place. Each 1/0 switch
// is a hidden 0 followed by its checkbox's 1: a ticked box sends both and its 1, the later, wins.
import { useNavigate } from "@tanstack/react-router";
import { Field, SearchField, SelectField } from "@ui/forms.tsx";
import { filterFormHandlers } from "@ui/table/filter_form.ts";
import { ListFormEnd } from "@ui/table/list_form_end.tsx";
import type { FindingsListPage } from "./findings_pages.server.ts";
import { useWords } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F, useListWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import {
  DEFAULT_PAGE_SIZE,
  FINDINGS_SWITCHES,
  type FindingsSearch,
  findingsSearchOfParams,
  type FindingsSwitch,
} from "./findings_search.ts";

/** The boxes and their labels' messages. */
const STATUS_BOXES: Array<[FindingsSwitch, string]> = [
  ["fn", F.statusNew],
  ["fa", F.statusAudited],
  ["fl", F.statusLegacy],
  ["fo", F.statusArchived],
];
const COLUMN_BOXES: Array<[FindingsSwitch, string]> = [
  ["icn", F.createdBy],
  ["ica", F.created],
  ["icl", F.lastEdited],
  ["ico", M.order],
  ["c", F.customerColumns],
];

export function FindingsFilters({ page, search }: { page: FindingsListPage; search: FindingsSearch }) {
  const navigate = useNavigate({ from: "/$shopUriName/findings/" });
  const say = useWords();
  const listWords = useListWords(F.noun);
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
    options: Array<{ id: number; name: string; isActive?: boolean }>,
  ) => (
    <SelectField label={label} id={id} name={name} defaultValue={text(name)} onChange={applyOnChange}>
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.isActive === false ? say(M.inactiveCategory, { category: option.name }) : option.name}
        </option>
      ))}
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
        placeholder={say(F.searchPlaceholder)}
        defaultValue={text("search")}
      />
      {pick("categoryId", say(M.category), "findings-category", say(F.everyCategory), page.categories)}
      {pick("createdBy", say(F.createdBy), "findings-created-by", say(F.anyone), page.members)}
      {date("from", say(F.createdFrom))}
      {date("to", say(F.createdUntil))}
      <fieldset className="filter-boxes">
        <legend>{say(M.status)}</legend>
        {STATUS_BOXES.map(([name, label]) =>
          box(name, say(label))
        )}
      </fieldset>
      <fieldset className="filter-boxes">
        <legend>{say(F.columns)}</legend>
        {COLUMN_BOXES.map(([name, label]) =>
          box(name, say(label))
        )}
      </fieldset>
      <fieldset className="filter-boxes">
        <legend>{say(M.tasks)}</legend>
        {box("a", say(F.includeInactive))}
      </fieldset>
      <ListFormEnd
        idPrefix="findings"
        pageSize={text("pageSize")}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        orderBy={search.orderBy === undefined ? undefined : text("orderBy")}
        asc={search.asc === undefined ? undefined : text("asc")}
        onChange={applyOnChange}
        words={listWords.formEnd}
      />
    </form>
  );
}

/** The lead's meaning of the seed's short parameters, on the page as in the docs. */
export function FiltersMeaning() {
  const say = useWords();
  return (
    <details className="filters-meaning">
      <summary>{say(F.filtersMeaning)}</summary>
      <dl>
        <dt>{say(F.search)}</dt>
        <dd>{say(F.searchMeaning)}</dd>
        <dt>{say(F.createdRange)}</dt>
        <dd>{say(F.createdRangeMeaning)}</dd>
        <dt>{say(M.status)}</dt>
        <dd>{say(F.statusMeaning)}</dd>
        <dt>{say(F.columns)}</dt>
        <dd>{say(F.columnsMeaning)}</dd>
        <dt>{say(F.includeInactive)}</dt>
        <dd>{say(F.includeInactiveMeaning)}</dd>
      </dl>
      <p className="hint">{say(F.addressMeaning)}</p>
    </details>
  );
}
