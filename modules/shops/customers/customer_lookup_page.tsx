// /{shop}/customers/lookup (seed 000: search, name, phone, email): the customers matching what was typed,
// each with their vehicles, by the same rules as the add form's find-as-you-type call (customer_lookup.ts).
// An ordinary GET form, so it works before scripts load.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { Field } from "@ui/forms.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { CustomerLookupPage } from "./customers_pages.server.ts";
import type { CustomerLookupSearch } from "./customers_lookup_search.ts";

export function CustomerLookupPageView(
  props: { result: ShownOutcome<CustomerLookupPage>; shopUriName: string; search: CustomerLookupSearch },
) {
  const { shopUriName, search } = props;
  return (
    <ShopPageResult result={props.result} shopUriName={shopUriName}>
      {(page) => (
        <main className="page customer-lookup">
          <div className="page-heading">
            <h1>Look up a customer</h1>
            <div className="page-heading-actions">
              <a href={`/${shopUriName}/customers`}>All customers</a>
            </div>
          </div>
          <form method="get" className="filters wrap" role="search" key={JSON.stringify(search)}>
            <Field
              id="lookup-search"
              label="Search"
              width="grow"
              type="search"
              name="search"
              defaultValue={search.search ?? ""}
              placeholder="A name, the last 4 or more digits of a phone number, or an e-mail"
            />
            <Field id="lookup-name" label="Name" name="name" defaultValue={search.name ?? ""} />
            <Field
              id="lookup-phone"
              label="Phone"
              type="tel"
              name="phone"
              defaultValue={search.phone ?? ""}
            />
            <Field
              id="lookup-email"
              label="E-mail"
              type="email"
              name="email"
              defaultValue={search.email ?? ""}
            />
            <button type="submit" className="button primary">Look up</button>
          </form>
          {page.matches === null
            ? (
              <p className="hint">
                Type what the customer tells you: a name, a phone number or an e-mail address.
              </p>
            )
            : page.matches.length === 0
            ? <p className="empty" role="status">No customer matches.</p>
            : (
              <ul className="lookup-matches" aria-label="Matching customers">
                {page.matches.map((match) => (
                  <li key={match.customerId} className="lookup-match">
                    <a className="lookup-name" href={`/${shopUriName}/customers/${match.customerId}/edit`}>
                      {match.displayName || "Customer without a name"}
                    </a>
                    <span className="hint">
                      {[match.companyName, match.phoneMobileFormatted, match.phone2Formatted, match.email]
                        .filter(Boolean).join(" · ")}
                    </span>
                    {match.vehicles.length > 0 && (
                      <ul className="customer-vehicles">
                        {match.vehicles.map((vehicle) => (
                          <li key={vehicle.vehicleId}>
                            <a href={`/${shopUriName}/vehicles/${vehicle.vehicleId}`}>{vehicle.name}</a>
                            {vehicle.plate && <span className="hint">{vehicle.plate}</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
        </main>
      )}
    </ShopPageResult>
  );
}
