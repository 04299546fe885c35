// /{shop}/vehicles/details-by-vin: type or paste a VIN, see what it decodes to (offline, NHTSA's vPIC data)
// and which of the shop's vehicles carry it. A plain GET form, so it works before scripts run.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { VinDetailsPage } from "./vin_details_types.ts";
import {
  useWords,
  VEHICLES_MESSAGES as V,
  VIN_DETAILS_MESSAGES as M,
  WordsProvider,
} from "@modules/text/ui.ts";

export function VinDetailsPageView(props: { result: ShownOutcome<VinDetailsPage>; shopUriName: string }) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <VinDetails page={page} shopUriName={props.shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function VinDetails({ page, shopUriName }: { page: VinDetailsPage; shopUriName: string }) {
  const shop = `/${shopUriName}`;
  const { decode } = page;
  const say = useWords();
  // By key, so the VIN's row is known whatever the page's language calls it.
  const facts: Array<[string, string]> = decode
    ? [
      [V.vin, decode.vin],
      [M.validVin, say(decode.validVin ? M.valid : M.invalid)],
      [V.modelYear, decode.modelYear === null ? "" : String(decode.modelYear)],
      [M.manufacturer, decode.manufacturer],
      [V.make, decode.make],
      [V.model, decode.model],
      [V.trim, decode.trim],
      [V.style, decode.style],
      [V.vehicleType, decode.type],
      [V.engine, decode.engine],
      [V.transmission, decode.transmission],
      [M.wmi, decode.wmi ?? ""],
    ]
    : [];
  return (
    <main className="page vehicle-page" lang={page.words.culture}>
      {page.openedFrom && (
        <nav className="vehicle-links" aria-label={say(V.relatedPages)}>
          <a href={`${shop}/inspections/${page.openedFrom}`}>{say(V.backToInspection)}</a>
        </nav>
      )}
      <h1>{say(M.title)}</h1>
      <form method="get" className="field vin-details-form" role="search">
        <label htmlFor="vin-details-vin">{say(V.vin)}</label>
        <span className="vehicle-transfer-row">
          <input
            id="vin-details-vin"
            name="vin"
            defaultValue={decode?.vin ?? ""}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
          />
          {page.openedFrom && <input type="hidden" name="inspection" value={page.openedFrom} />}
          <button type="submit" className="button primary">{say(M.decode)}</button>
        </span>
      </form>
      {decode && (
        <>
          {decode.problem && <p className="form-error" role="alert">{say(decode.problem)}</p>}
          <dl className="vehicle-facts vin-details">
            {facts.map(([key, value]) => (
              // The VIN takes a row of its own on a phone, as on the vehicle page, so it is not cut in two.
              <div key={key} className={key === V.vin ? "fact-vin" : undefined}>
                <dt>{say(key)}</dt>
                <dd>{value || "—"}</dd>
              </div>
            ))}
          </dl>
          <section className="form-section" aria-labelledby="vin-vehicles">
            <h2 id="vin-vehicles">{say(M.shopVehicles)}</h2>
            {page.vehicles.length === 0
              ? <p className="empty">{say(M.noShopVehicles)}</p>
              : (
                <ul className="vin-vehicles">
                  {page.vehicles.map((vehicle) => (
                    <li key={vehicle.vehicleId}>
                      <a href={`${shop}/vehicles/${vehicle.vehicleId}`}>{vehicle.name}</a>
                      <span className="hint">
                        {[vehicle.plate, vehicle.owner].filter(Boolean).join(" · ")}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
          </section>
        </>
      )}
    </main>
  );
}
