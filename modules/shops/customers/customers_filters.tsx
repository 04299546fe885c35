// The customers list's filters: an ordinary GET form, so they work before scripts load (Apply); afterwards
// a change, or Enter in a box, updates the list in place.
import { CUSTOMERS_MESSAGES as M, useListWords } from "@modules/text/ui.ts";
import { useWords } from "@modules/text/ui.ts";
import { Field } from "@ui/forms.tsx";
import { filterFormHandlers } from "@ui/table/filter_form.ts";
import { ListFormEnd } from "@ui/table/list_form_end.tsx";
import { type CustomersSearch, customersSearchOfParams, DEFAULT_PAGE_SIZE } from "./customers_search.ts";

export function CustomersFilters(
  { search, onSearch }: { search: CustomersSearch; onSearch(next: CustomersSearch): void },
) {
  const say = useWords();
  const listWords = useListWords(M.noun);
  // Uncontrolled inputs show a change at once; the key resets them when the address changes (Back).
  const key = JSON.stringify(search);
  const text = (name: keyof CustomersSearch) => search[name] === undefined ? "" : String(search[name]);
  const { submit, applyOnChange } = filterFormHandlers(customersSearchOfParams, (next) => {
    if (next.pageSize === String(DEFAULT_PAGE_SIZE)) delete next.pageSize;
  }, onSearch);
  return (
    <form method="get" className="filters wrap customers-filters" role="search" onSubmit={submit} key={key}>
      <Field
        id="customers-search"
        label={say(M.search)}
        width="grow"
        type="search"
        name="search"
        defaultValue={text("search")}
        placeholder={say(M.searchPlaceholder)}
      />
      <Field id="customers-fname" label={say(M.firstNameStarts)} name="fname" defaultValue={text("fname")} />
      <Field id="customers-lname" label={say(M.lastNameStarts)} name="lname" defaultValue={text("lname")} />
      <ListFormEnd
        idPrefix="customers"
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
