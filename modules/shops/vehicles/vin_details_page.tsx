// /{shop}/vehicles/details-by-vin: type or paste a VIN, see what it decodes to (offline, NHTSA's vPIC data)
// and which of the shop's vehicles carry it. A plain GET form, so it works before scripts run.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { VinDetailsPage } from "./vin_details_types.ts";

export function VinDetailsPageView(props: { result: ShownOutcome<VinDetailsPage>; shopUriName: string }) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => <VinDetails page={page} shopUriName={props.shopUriName} />}
    </ShopPageResult>
  );
}

function VinDetails({ page, shopUriName }: { page: VinDetailsPage; shopUriName: string }) {
  const shop = `/${shopUriName}`;
  const { decode } = page;
  const facts: Array<[string, string]> = decode
    ? [
      ["VIN", decode.vin],
      ["Valid VIN", decode.validVin ? "Yes (check digit right)" : "No"],
      ["Year", decode.modelYear === null ? "" : String(decode.modelYear)],
      ["Manufacturer", decode.manufacturer],
      ["Make", decode.make],
      ["Model", decode.model],
      ["Trim", decode.trim],
      ["Style", decode.style],
      ["Type", decode.type],
      ["Engine", decode.engine],
      ["Transmission", decode.transmission],
      ["WMI", decode.wmi ?? ""],
    ]
    : [];
  return (
    <main className="page vehicle-page">
      {page.openedFrom && (
        <nav className="vehicle-links" aria-label="Related pages">
          <a href={`${shop}/inspections/${page.openedFrom}`}>← Back to the inspection</a>
        </nav>
      )}
      <h1>VIN details</h1>
      <form method="get" className="field vin-details-form" role="search">
        <label htmlFor="vin-details-vin">VIN</label>
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
          <button type="submit" className="button primary">Decode</button>
        </span>
      </form>
      {decode && (
        <>
          {decode.message && <p className="form-error" role="alert">{decode.message}</p>}
          <dl className="vehicle-facts vin-details">
            {facts.map(([label, value]) => (
              // The VIN takes a row of its own on a phone, as on the vehicle page, so it is not cut in two.
              <div key={label} className={label === "VIN" ? "fact-vin" : undefined}>
                <dt>{label}</dt>
                <dd>{value || "—"}</dd>
              </div>
            ))}
          </dl>
          <section className="form-section" aria-labelledby="vin-vehicles">
            <h2 id="vin-vehicles">This shop's vehicles with this VIN</h2>
            {page.vehicles.length === 0
              ? <p className="empty">None of the shop's vehicles has this VIN.</p>
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
