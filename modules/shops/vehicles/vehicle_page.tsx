// The vehicle's page: seed 000's vehicle history record, editable; its photos (one the main picture); its
// inspections and the declined work still open (the inspections module's panel, passed in by the route as
// `history`); its owner, to whom it may be transferred away; and its trail.
import { type ReactNode, useState } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { AssetList } from "../../media/ui.ts";
import { mainPhotoUrlOf } from "./main_photo.ts";
import { VehicleForm } from "./vehicle_form.tsx";
import type { VehiclePage } from "./vehicle_page_types.ts";
import { VehicleTransfer } from "./vehicle_transfer.tsx";
import { vehicleTitle } from "./vehicle_title.ts";

const SUBJECT_TYPE_NAMES = { general: "General", vehicle: "Vehicle", appliance: "Appliance" } as const;

export function VehiclePageView(
  props: { result: ShownOutcome<VehiclePage>; shopUriName: string; history: ReactNode },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => <VehicleView page={page} shopUriName={props.shopUriName} history={props.history} />}
    </ShopPageResult>
  );
}

function VehicleView(
  { page, shopUriName, history }: { page: VehiclePage; shopUriName: string; history: ReactNode },
) {
  // The record as last saved here: the heading, the facts and the transfer's version follow a save.
  const [vehicle, setVehicle] = useState(page.vehicle);
  // The main picture beside the name, following the photo list as its purposes change.
  const [mainPhoto, setMainPhoto] = useState(() => mainPhotoUrlOf(page.photos));
  const shop = `/${shopUriName}`;
  return (
    <main className="page vehicle-page">
      <nav className="vehicle-links" aria-label="Related pages">
        {page.openedFrom && <a href={`${shop}/inspections/${page.openedFrom}`}>← Back to the inspection</a>}
        {vehicle.vin && (
          <a
            href={`${shop}/vehicles/details-by-vin?vin=${encodeURIComponent(vehicle.vin)}${
              page.openedFrom ? `&inspection=${encodeURIComponent(page.openedFrom)}` : ""
            }`}
          >
            Decode the VIN
          </a>
        )}
      </nav>
      <h1 className="vehicle-heading">
        <span
          className="vehicle-swatch"
          style={{ background: vehicle.vehicleColor ?? "transparent" }}
          aria-hidden="true"
          data-none={vehicle.vehicleColor === null ? "1" : undefined}
        />
        {vehicleTitle(vehicle)}
        {mainPhoto && <img className="vehicle-main-photo" src={mainPhoto} alt="Main picture" />}
      </h1>
      <dl className="vehicle-facts">
        <div>
          <dt>Owner</dt>
          <dd>
            {/* The customer's page is for owners and managers (customers.manage), as the transfer is. */}
            {page.owner && page.canTransfer
              ? (
                <a href={`${shop}/customers/${page.owner.customerId}/edit`}>
                  {page.owner.name || "Unnamed customer"}
                </a>
              )
              : page.owner
              ? page.owner.name || "Unnamed customer"
              : "No customer"}
          </dd>
        </div>
        <div className="fact-vin">
          <dt>VIN</dt>
          <dd>
            {vehicle.vin || "—"}
            {vehicle.vin && (
              <span className={vehicle.validVin ? "badge vin-valid" : "badge vin-invalid"}>
                {vehicle.validVin ? "Valid VIN" : "Not a valid VIN"}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Colour</dt>
          <dd>{[vehicle.colorDesc, vehicle.vehicleColor ?? "none"].filter(Boolean).join(" · ")}</dd>
        </div>
        <div>
          <dt>Subject</dt>
          <dd>{SUBJECT_TYPE_NAMES[vehicle.subjectType]}</dd>
        </div>
        <div>
          <dt>Versions</dt>
          <dd>{`Subject ${vehicle.subjectVersion} · subclass ${vehicle.subjectVersion}`}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{vehicle.created}</dd>
        </div>
        <div>
          <dt>Modified</dt>
          <dd>{vehicle.modified}</dd>
        </div>
        {vehicle.crmKey && (
          <div>
            <dt>Work-order key</dt>
            <dd>{vehicle.crmKey}</dd>
          </div>
        )}
      </dl>
      <section className="form-section" aria-labelledby="vehicle-record">
        <h2 id="vehicle-record">Vehicle history record</h2>
        <VehicleForm vehicle={page.vehicle} shopUriName={shopUriName} onSaved={setVehicle} />
      </section>
      <section className="form-section" aria-labelledby="vehicle-photos">
        <h2 id="vehicle-photos">Photos</h2>
        <p className="hint">A photo whose purpose is "Main picture" is the one shown for this vehicle.</p>
        <AssetList
          label={`Photos of ${vehicleTitle(vehicle)}`}
          listUrl={`/ajax/subjects/${vehicle.vehicleId}/assets`}
          createUrl={`/ajax/subjects/${vehicle.vehicleId}/assets/create`}
          initialAssets={page.photos}
          camera
          onChange={(assets) => setMainPhoto(mainPhotoUrlOf(assets))}
        />
      </section>
      <section className="form-section vehicle-history">{history}</section>
      {page.canTransfer && (
        <section className="form-section" aria-labelledby="vehicle-transfer">
          <h2 id="vehicle-transfer">Transfer to another customer</h2>
          <p className="hint">
            The vehicle's inspections go with it; both customers' trails record the move.
          </p>
          <VehicleTransfer
            shopUriName={shopUriName}
            vehicleId={vehicle.vehicleId}
            version={vehicle.subjectVersion}
            ownerId={page.owner?.customerId ?? null}
          />
        </section>
      )}
      <section className="form-section" aria-labelledby="vehicle-trail">
        <h2 id="vehicle-trail">Trail</h2>
        {page.trail.length === 0
          ? <p className="empty">Nothing recorded yet.</p>
          : (
            <ol className="vehicle-trail">
              {page.trail.map((entry) => (
                <li key={entry.id}>
                  <span>{entry.summary}</span>
                  <span className="hint">{[entry.at, entry.userName].filter(Boolean).join(" · ")}</span>
                </li>
              ))}
            </ol>
          )}
      </section>
    </main>
  );
}
