// /{shop}/customers/lookup (seed 000: search, name, phone, email): the customers matching what was typed,
// each with their vehicles, by the same rules as the add form's find-as-you-type call (customer_lookup.ts).
// An ordinary GET form, so it works before scripts load.
import { CUSTOMERS_MESSAGES as M } from "@modules/text/ui.ts";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { Field } from "@ui/forms.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { CustomerLookupPage } from "./customers_pages.server.ts";
import type { CustomerLookupSearch } from "./customers_lookup_search.ts";

export function CustomerLookupPageView(
  props: { result: ShownOutcome<CustomerLookupPage>; shopUriName: string; search: CustomerLookupSearch },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <LookupView page={page} shopUriName={props.shopUriName} search={props.search} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function LookupView(
  { page, shopUriName, search }: {
    page: CustomerLookupPage;
    shopUriName: string;
    search: CustomerLookupSearch;
  },
) {
  const say = useWords();
  return (
    <main className="page customer-lookup" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.lookupTitle)}</h1>
        <div className="page-heading-actions">
          <a href={`/${shopUriName}/customers`}>{say(M.allCustomers)}</a>
        </div>
      </div>
      <form method="get" className="filters wrap" role="search" key={JSON.stringify(search)}>
        <Field
          id="lookup-search"
          label={say(M.search)}
          width="grow"
          type="search"
          name="search"
          defaultValue={search.search ?? ""}
          placeholder={say(M.lookupPlaceholder)}
        />
        <Field id="lookup-name" label={say(M.name)} name="name" defaultValue={search.name ?? ""} />
        <Field
          id="lookup-phone"
          label={say(M.phone)}
          type="tel"
          name="phone"
          defaultValue={search.phone ?? ""}
        />
        <Field
          id="lookup-email"
          label={say(M.email)}
          type="email"
          name="email"
          defaultValue={search.email ?? ""}
        />
        <button type="submit" className="button primary">{say(M.lookUp)}</button>
      </form>
      {page.matches === null
        ? <p className="hint">{say(M.lookupHint)}</p>
        : page.matches.length === 0
        ? <p className="empty" role="status">{say(M.noMatch)}</p>
        : (
          <ul className="lookup-matches" aria-label={say(M.matchesLabel)}>
            {page.matches.map((match) => (
              <li key={match.customerId} className="lookup-match">
                <a className="lookup-name" href={`/${shopUriName}/customers/${match.customerId}/edit`}>
                  {match.displayName || say(M.unnamed)}
                </a>
                <span className="hint">
                  {[match.companyName, match.phoneMobileFormatted, match.phone2Formatted, match.email]
                    .filter(Boolean).join(" · ")}
                </span>
                {match.vehicles.length > 0 && (
                  <ul className="customer-vehicles">
                    {match.vehicles.map((vehicle) => (
                      <li key={vehicle.vehicleId}>
                        <a href={`/${shopUriName}/vehicles/${vehicle.vehicleId}`}>
                          {vehicle.name || say(M.unnamedVehicle)}
                        </a>
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
  );
}
