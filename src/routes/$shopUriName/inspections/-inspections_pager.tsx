// The inspections list's pages: where this one is in the whole, and links to the others that keep every
// other parameter of the address (filters and order).
import { getRouteApi, Link } from "@tanstack/react-router";
import { pageNumbers } from "../findings/-page_numbers.ts";

const route = getRouteApi("/$shopUriName/inspections/");

export function InspectionsPager(props: { page: number; pageSize: number; total: number }) {
  const params = route.useParams();
  const { page, pageSize, total } = props;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const shownTo = Math.min(total, page * pageSize);
  const to = (n: number, label: string, rel?: string) => (
    <Link
      from="/$shopUriName/inspections/"
      to="/$shopUriName/inspections"
      activeOptions={{ exact: true }}
      params={params}
      search={(previous) => ({ ...previous, page: n === 1 ? undefined : n })}
      rel={rel}
      aria-label={label}
      aria-current={n === page ? "page" : undefined}
    >
      {label === `Page ${n}` ? n : label}
    </Link>
  );
  const count = (n: number) => n.toLocaleString("en-US");
  return (
    <nav className="pager" aria-label="Pages of inspections">
      <p className="hint" role="status">
        {total === 0
          ? "No inspections"
          : `${count(first)}–${count(shownTo)} of ${count(total)} ${
            total === 1 ? "inspection" : "inspections"
          }`}
      </p>
      {last > 1 && (
        <ul>
          {page > 1 && <li>{to(page - 1, "Previous", "prev")}</li>}
          {pageNumbers(page, last).map((n, i) =>
            n === null ? <li key={`gap${i}`} aria-hidden="true">…</li> : <li key={n}>{to(n, `Page ${n}`)}</li>
          )}
          {page < last && <li>{to(page + 1, "Next", "next")}</li>}
        </ul>
      )}
    </nav>
  );
}
