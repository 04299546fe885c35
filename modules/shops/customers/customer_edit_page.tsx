// /{shop}/customers/{customerId}/edit: the customer's fields (saved with their version), their vehicles, what
// the modules above shops know of them (inspections, reports and messages sent: `children`, composed by the
// route), and the customers' trail (merges, transfers, corrections, consent).
import type { ReactNode } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { CustomerPage, TrailEntry, VehicleOfCustomer } from "./customers_pages.server.ts";
import { CustomerForm } from "./customer_form.tsx";

export function CustomerEditPage(
  props: { result: ShownOutcome<CustomerPage>; shopUriName: string; children?: ReactNode },
) {
  const { shopUriName } = props;
  const back = <a href={`/${shopUriName}/customers`}>All customers</a>;
  return (
    <ShopPageResult result={props.result} shopUriName={shopUriName} back={back}>
      {(page) => (
        <main className="page customer-page">
          <div className="page-heading">
            <h1>{page.customer.displayName || "Customer without a name"}</h1>
            <div className="page-heading-actions">{back}</div>
          </div>
          <p className="hint">Customer since {page.created} · last changed {page.updated}</p>
          <section className="customer-card" aria-labelledby="customer-details">
            <h2 id="customer-details">Details</h2>
            <CustomerForm shopUriName={shopUriName} customer={page.customer} />
          </section>
          <CustomerVehicles shopUriName={shopUriName} vehicles={page.vehicles} />
          {props.children}
          <CustomerTrail trail={page.trail} />
        </main>
      )}
    </ShopPageResult>
  );
}

function CustomerVehicles(props: { shopUriName: string; vehicles: VehicleOfCustomer[] }) {
  return (
    <section aria-labelledby="customer-vehicles">
      <h2 id="customer-vehicles">Vehicles</h2>
      {props.vehicles.length === 0
        ? <p className="empty">No vehicles yet.</p>
        : (
          <ul className="customer-vehicles">
            {props.vehicles.map((vehicle) => (
              <li key={vehicle.vehicleId}>
                <a href={`/${props.shopUriName}/vehicles/${vehicle.vehicleId}`}>{vehicle.name}</a>
                <span className="hint">
                  {[
                    vehicle.plate &&
                    `${vehicle.plate}${vehicle.plateIssuer ? ` (${vehicle.plateIssuer})` : ""}`,
                    vehicle.vin && `VIN ${vehicle.vin}`,
                  ].filter(Boolean).join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}

function CustomerTrail(props: { trail: TrailEntry[] }) {
  return (
    <section aria-labelledby="customer-trail">
      <h2 id="customer-trail">Trail</h2>
      {props.trail.length === 0
        ? <p className="empty">No merges, transfers, corrections or contact changes yet.</p>
        : (
          <TableScroll label="Trail, newest first">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">Who</th>
                </tr>
              </thead>
              <tbody>
                {props.trail.map((entry) => (
                  <tr key={entry.id}>
                    <td className="nowrap" data-label="When">{entry.at}</td>
                    <td data-label="What">{entry.summary}</td>
                    <td data-label="Who">{entry.userName || "The system"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
    </section>
  );
}
