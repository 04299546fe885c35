// The checklist preview's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).

// Values are kept as the router read them (a lone id is a number): turned back into text, the router
// would write them quoted and redirect to that address.
type QueryValue = string | number;

export interface ChecklistPreviewSearch {
  name?: QueryValue;
  odo?: QueryValue;
  subjectType?: QueryValue;
  customerMode?: QueryValue;
  taskIds?: QueryValue;
  initialCategoryId?: number;
  expandAll?: 0 | 1;
}

const given = (value: unknown): QueryValue | undefined =>
  typeof value === "number" || (typeof value === "string" && value.length <= 5000) ? value : undefined;
const text = (value: QueryValue | undefined) => value === undefined ? undefined : String(value);

export function readPreviewSearch(search: Record<string, unknown>): ChecklistPreviewSearch {
  const category = text(given(search.initialCategoryId));
  return {
    name: given(search.name),
    odo: given(search.odo),
    subjectType: given(search.subjectType),
    customerMode: given(search.customerMode),
    taskIds: given(search.taskIds),
    initialCategoryId: category && /^[1-9]\d{0,9}$/.test(category) ? Number(category) : undefined,
    expandAll: search.expandAll === 1 || search.expandAll === "1" || search.expandAll === true
      ? 1
      : undefined,
  };
}

export function previewQuery(search: ChecklistPreviewSearch) {
  return {
    name: text(search.name),
    odo: text(search.odo),
    subjectType: text(search.subjectType),
    customerMode: text(search.customerMode),
    taskIds: text(search.taskIds),
  };
}
