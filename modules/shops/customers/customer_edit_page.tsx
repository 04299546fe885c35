// /{shop}/customers/{customerId}/edit: the customer's fields (saved with their version), their vehicles, what
// the modules above shops know of them (inspections, reports and messages sent: `children`, composed by the
// route), and the customers' trail (merges, transfers, corrections, consent).
import type { ReactNode } from "react";
import { CUSTOMERS_MESSAGES as M } from "@modules/text/ui.ts";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { CustomerPage, TrailEntry, VehicleOfCustomer } from "./customers_pages.server.ts";
import { CustomerForm } from "./customer_form.tsx";

export function CustomerEditPage(
  props: { result: ShownOutcome<CustomerPage>; shopUriName: string; children?: ReactNode },
) {
  const { shopUriName } = props;
  return (
    <ShopPageResult
      result={props.result}
      shopUriName={shopUriName}
      back={<a href={`/${shopUriName}/customers`}>All customers</a>}
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <CustomerView page={page} shopUriName={shopUriName}>{props.children}</CustomerView>
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function CustomerView(props: { page: CustomerPage; shopUriName: string; children?: ReactNode }) {
  const { page, shopUriName } = props;
  const say = useWords();
  return (
    <main className="page customer-page" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{page.customer.displayName || say(M.unnamed)}</h1>
        <div className="page-heading-actions">
          <a href={`/${shopUriName}/customers`}>{say(M.allCustomers)}</a>
        </div>
      </div>
      <p className="hint">{say(M.since, { created: page.created, updated: page.updated })}</p>
      <section className="customer-card" aria-labelledby="customer-details">
        <h2 id="customer-details">{say(M.details)}</h2>
        <CustomerForm shopUriName={shopUriName} customer={page.customer} />
      </section>
      <CustomerVehicles shopUriName={shopUriName} vehicles={page.vehicles} />
      {props.children}
      <CustomerTrail trail={page.trail} />
    </main>
  );
}

function CustomerVehicles(props: { shopUriName: string; vehicles: VehicleOfCustomer[] }) {
  const say = useWords();
  return (
    <section aria-labelledby="customer-vehicles">
      <h2 id="customer-vehicles">{say(M.vehicles)}</h2>
      {props.vehicles.length === 0
        ? <p className="empty">{say(M.noVehicles)}</p>
        : (
          <ul className="customer-vehicles">
            {props.vehicles.map((vehicle) => (
              <li key={vehicle.vehicleId}>
                <a href={`/${props.shopUriName}/vehicles/${vehicle.vehicleId}`}>
                  {vehicle.name || say(M.unnamedVehicle)}
                </a>
                <span className="hint">
                  {[
                    vehicle.plate &&
                    `${vehicle.plate}${vehicle.plateIssuer ? ` (${vehicle.plateIssuer})` : ""}`,
                    vehicle.vin && say(M.vin, { vin: vehicle.vin }),
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
  const say = useWords();
  const [when, what, who] = [say(M.when), say(M.what), say(M.who)];
  return (
    <section aria-labelledby="customer-trail">
      <h2 id="customer-trail">{say(M.trail)}</h2>
      {props.trail.length === 0
        ? <p className="empty">{say(M.noTrail)}</p>
        : (
          <TableScroll label={say(M.trailLabel)}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{when}</th>
                  <th scope="col">{what}</th>
                  <th scope="col">{who}</th>
                </tr>
              </thead>
              <tbody>
                {props.trail.map((entry) => (
                  <tr key={entry.id}>
                    <td className="nowrap" data-label={when}>{entry.at}</td>
                    <td data-label={what}>{entry.summary}</td>
                    <td data-label={who}>{entry.userName || say(M.theSystem)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
    </section>
  );
}
