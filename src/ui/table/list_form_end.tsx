// The end of a server-paged list's filter form: rows per page, the order the headings chose (kept when the
// filters change), and Apply for browsers without scripts (with scripts each change applies at once).
const PAGE_SIZES = [25, 50, 100, 200];

export interface ListFormEndWords {
  perPage: string;
  apply: string;
}

export function ListFormEnd(props: {
  /** Makes the page-size field's id unique on the page: "inspections" → inspections-page-size. */
  idPrefix: string;
  pageSize: string;
  defaultPageSize: number;
  orderBy: string | undefined;
  asc: string | undefined;
  onChange: (event: { currentTarget: { form: HTMLFormElement | null } }) => void;
  /** "Per page" and "Apply" in the page's language. */
  words: ListFormEndWords;
}) {
  const id = `${props.idPrefix}-page-size`;
  return (
    <>
      <div className="field narrow">
        <label htmlFor={id}>{props.words.perPage}</label>
        <select
          id={id}
          name="pageSize"
          defaultValue={props.pageSize || String(props.defaultPageSize)}
          onChange={props.onChange}
        >
          {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </div>
      {props.orderBy !== undefined && <input type="hidden" name="orderBy" value={props.orderBy} />}
      {props.asc !== undefined && <input type="hidden" name="asc" value={props.asc} />}
      <button type="submit" className="button no-js-only">{props.words.apply}</button>
    </>
  );
}
