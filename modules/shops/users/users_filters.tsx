// The users list's filters: an ordinary GET form, so they work before scripts load (Apply); afterwards a
// change of role or status, or Enter in the search box, updates the list in place.
import { Field, SelectField } from "@ui/forms.tsx";
import { filterFormHandlers } from "@ui/table/filter_form.ts";
import { readUsersSearch, USER_STATUSES, USER_TYPES, type UsersSearch } from "./users_filter.ts";
import { useWords } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";

const TYPE_LABELS = { owner: M.typeOwner, manager: M.typeManager, mechanic: M.typeMechanic } as const;
const STATUS_LABELS = { active: M.statusActive, disabled: M.statusDisabled, all: M.statusAll } as const;

export function UsersFilters(
  { search, onSearch }: { search: UsersSearch; onSearch(search: UsersSearch): void },
) {
  // Uncontrolled inputs show a change at once; the key resets them when the address changes (Back).
  const key = JSON.stringify(search);
  const say = useWords();

  // readUsersSearch already leaves the defaults out: nothing to tidy.
  const { submit, applyOnChange } = filterFormHandlers(
    (params) => readUsersSearch(Object.fromEntries(params)),
    () => {},
    onSearch,
  );

  return (
    <form method="get" className="filters wrap" role="search" onSubmit={submit} key={key}>
      <SelectField
        id="users-type"
        label={say(M.role)}
        name="type"
        defaultValue={search.type ?? ""}
        onChange={applyOnChange}
      >
        <option value="">{say(M.everyone)}</option>
        {USER_TYPES.map((type) => <option key={type} value={type}>{say(TYPE_LABELS[type])}</option>)}
      </SelectField>
      <SelectField
        id="users-status"
        label={say(M.status)}
        name="status"
        defaultValue={search.status ?? "active"}
        onChange={applyOnChange}
      >
        {USER_STATUSES.map((status) => (
          <option key={status} value={status}>{say(STATUS_LABELS[status])}</option>
        ))}
      </SelectField>
      <Field
        id="users-search"
        label={say(M.search)}
        width="grow"
        type="search"
        name="search"
        placeholder={say(M.searchPlaceholder)}
        defaultValue={search.search ?? ""}
      />
      {search.orderBy && <input type="hidden" name="orderBy" value={search.orderBy} />}
      {search.asc === 0 && <input type="hidden" name="asc" value="0" />}
      <button type="submit" className="button no-js-only">{say(M.apply)}</button>
    </form>
  );
}
