// The customers list's table: headings that order the list on the server (links, so they work without
// scripts); each name opens the customer's page. "Last visit" is the inspections module's (composed by the
// route), so it is shown but not an order of the list (decision 022).
import { CUSTOMERS_MESSAGES as M } from "@modules/text/ui.ts";
import { useWords } from "@modules/text/ui.ts";
import { SortHeading } from "@ui/table/sort_heading.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { CustomerListItem } from "./customers_pages.server.ts";
import type { CustomersFilter, CustomersOrder } from "./customers_search.ts";

export function CustomersTable(
  props: {
    shopUriName: string;
    customers: CustomerListItem[];
    filter: CustomersFilter;
    /** The day of each customer's latest inspection, by customer id, where they have one. */
    lastVisits: Record<number, string>;
  },
) {
  const { shopUriName, customers, filter } = props;
  const say = useWords();
  const heading = (column: CustomersOrder, label: string) => (
    <SortHeading
      column={column}
      label={label}
      orderBy={filter.orderBy}
      ascending={filter.asc}
      defaultColumn="name"
      explicitAsc
      reset={["page"]}
    />
  );
  if (customers.length === 0) return <p className="empty">{say(M.noneMatch)}</p>;
  return (
    <TableScroll label={say(M.title)}>
      <table className="data-table row-table customers-table">
        <caption className="visually-hidden">{say(M.title)}</caption>
        <thead>
          <tr>
            {heading("name", say(M.name))}
            {heading("company", say(M.company))}
            {heading("mobile", say(M.mobile))}
            {heading("email", say(M.email))}
            {heading("vehicles", say(M.vehicles))}
            <th scope="col">{say(M.lastVisit)}</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.customerId}>
              <th scope="row">
                <a href={`/${shopUriName}/customers/${customer.customerId}/edit`}>
                  {customer.displayName || say(M.unnamed)}
                </a>
              </th>
              <td>{customer.companyName || "—"}</td>
              <td className="nowrap">{customer.phoneMobileFormatted || "—"}</td>
              <td className="customer-email">{customer.email || "—"}</td>
              <td className="number">{customer.vehicleCount}</td>
              <td className="nowrap">{props.lastVisits[customer.customerId] ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
