// The inspections list's filters: an ordinary GET form, so they work before scripts load (Apply); afterwards
// a change of a select or date, or Enter in the search box, updates the list in place.
import { Field, SelectField } from "@ui/forms.tsx";
import { filterFormHandlers } from "@ui/table/filter_form.ts";
import { ListFormEnd } from "@ui/table/list_form_end.tsx";
import type { InspectionsListPage } from "./list_pages.server.ts";
import { DEFAULT_PAGE_SIZE, type InspectionsSearch, inspectionsSearchOfParams } from "./list_search.ts";
import { CUSTOMER_ANSWER_STATES, INSPECTION_STATUSES } from "../types.ts";
import { INSPECTIONS_LIST_MESSAGES as M, useListWords, useWords } from "@modules/text/ui.ts";
import { ANSWER_WORDS } from "./inspections_table.tsx";
import { STATUS_WORDS } from "../shared/inspection_status.tsx";

export function InspectionsFilters(
  { page, search, onSearch }: {
    page: InspectionsListPage;
    search: InspectionsSearch;
    /** Shows the list of this address in place of the current one. */
    onSearch(next: InspectionsSearch): void;
  },
) {
  const say = useWords();
  const listWords = useListWords(M.noun);
  // Uncontrolled inputs show a change at once; the key resets them when the address changes (Back).
  const key = JSON.stringify(search);
  const text = (name: keyof typeof search) => search[name] === undefined ? "" : String(search[name]);
  const filled = (name: keyof typeof search) => ({ name, defaultValue: text(name) });

  const { submit, applyOnChange } = filterFormHandlers(inspectionsSearchOfParams, (next) => {
    if (next.status === "open") delete next.status;
    if (next.answer === "") delete next.answer;
    if (next.pageSize === String(DEFAULT_PAGE_SIZE)) delete next.pageSize;
  }, onSearch);

  const person = (name: "manager" | "mechanic" | "creator", label: string) => (
    <SelectField id={`inspections-${name}`} label={label} {...filled(name)} onChange={applyOnChange}>
      <option value="">{say(M.anyone)}</option>
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
        label={say(M.search)}
        width="grow"
        type="search"
        {...filled("search")}
        placeholder={say(M.searchPlaceholder)}
      />
      <SelectField
        id="inspections-status"
        label={say(M.status)}
        name="status"
        defaultValue={text("status") || "open"}
        onChange={applyOnChange}
      >
        <option value="open">{say(M.statusOpen)}</option>
        <option value="all">{say(M.statusEvery)}</option>
        {INSPECTION_STATUSES.map((status) => (
          <option key={status} value={status}>{say(STATUS_WORDS[status])}</option>
        ))}
      </SelectField>
      <SelectField
        id="inspections-answer"
        label={say(M.answer)}
        name="answer"
        defaultValue={text("answer")}
        onChange={applyOnChange}
      >
        <option value="">{say(M.answerAny)}</option>
        <option value="answered">{say(M.answerAnswered)}</option>
        {CUSTOMER_ANSWER_STATES.map((state) => (
          <option key={state} value={state}>{say(ANSWER_WORDS[state])}</option>
        ))}
        <option value="none">{say(M.answerNone)}</option>
      </SelectField>
      {person("mechanic", say(M.mechanic))}
      {person("manager", say(M.manager))}
      {person("creator", say(M.createdBy))}
      {date("from", say(M.createdFrom))}
      {date("to", say(M.createdUntil))}
      <ListFormEnd
        idPrefix="inspections"
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

export function InspectionsFiltersMeaning() {
  const say = useWords();
  return (
    <details className="filters-meaning">
      <summary>{say(M.filtersMeaning)}</summary>
      <dl>
        <dt>{say(M.search)}</dt>
        <dd>{say(M.searchMeaning)}</dd>
        <dt>{say(M.status)}</dt>
        <dd>{say(M.statusMeaning)}</dd>
        <dt>{say(M.answer)}</dt>
        <dd>{say(M.answerMeaning)}</dd>
        <dt>{say(M.createdRange)}</dt>
        <dd>{say(M.createdRangeMeaning)}</dd>
      </dl>
      <p className="hint">{say(M.addressMeaning)}</p>
    </details>
  );
}
