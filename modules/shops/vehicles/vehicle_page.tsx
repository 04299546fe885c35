// The vehicle's page: seed 000's vehicle history record, editable; its photos (one the main picture); its
// inspections and the declined work still open (the inspections module's panel, passed in by the route as
// `history`); its owner, to whom it may be transferred away; and its trail.
import { type ReactNode, useState } from "react";
import { VEHICLES_MESSAGES as M } from "@modules/text/ui.ts";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { AssetList } from "../../media/ui.ts";
import { mainPhotoUrlOf } from "./main_photo.ts";
import { VehicleForm } from "./vehicle_form.tsx";
import type { VehiclePage } from "./vehicle_page_types.ts";
import { VehicleTransfer } from "./vehicle_transfer.tsx";
import { vehicleTitle } from "./vehicle_title.ts";
import { useMediaKitWords } from "../media_words.ts";

const SUBJECT_TYPE_NAMES = {
  general: M.subjectGeneral,
  vehicle: M.subjectVehicle,
  appliance: M.subjectAppliance,
} as const;

export function VehiclePageView(
  props: { result: ShownOutcome<VehiclePage>; shopUriName: string; history: ReactNode },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <VehicleView page={page} shopUriName={props.shopUriName} history={props.history} />
        </WordsProvider>
      )}
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
  const say = useWords();
  const mediaWords = useMediaKitWords();
  return (
    <main className="page vehicle-page" lang={page.words.culture}>
      <nav className="vehicle-links" aria-label={say(M.relatedPages)}>
        {page.openedFrom && <a href={`${shop}/inspections/${page.openedFrom}`}>{say(M.backToInspection)}</a>}
        {vehicle.vin && (
          <a
            href={`${shop}/vehicles/details-by-vin?vin=${encodeURIComponent(vehicle.vin)}${
              page.openedFrom ? `&inspection=${encodeURIComponent(page.openedFrom)}` : ""
            }`}
          >
            {say(M.decodeVin)}
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
        {mainPhoto && <img className="vehicle-main-photo" src={mainPhoto} alt={say(M.mainPicture)} />}
      </h1>
      <dl className="vehicle-facts">
        <div>
          <dt>{say(M.owner)}</dt>
          <dd>
            {/* The customer's page is for owners and managers (customers.manage), as the transfer is. */}
            {page.owner && page.canTransfer
              ? (
                <a href={`${shop}/customers/${page.owner.customerId}/edit`}>
                  {page.owner.name || say(M.unnamedCustomer)}
                </a>
              )
              : page.owner
              ? page.owner.name || say(M.unnamedCustomer)
              : say(M.noCustomer)}
          </dd>
        </div>
        <div className="fact-vin">
          <dt>{say(M.vin)}</dt>
          <dd>
            {vehicle.vin || "—"}
            {vehicle.vin && (
              <span className={vehicle.validVin ? "badge vin-valid" : "badge vin-invalid"}>
                {say(vehicle.validVin ? M.validVin : M.invalidVin)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{say(M.colour)}</dt>
          <dd>
            {[vehicle.colorDesc, vehicle.vehicleColor ?? say(M.noColourSet)].filter(Boolean).join(" · ")}
          </dd>
        </div>
        <div>
          <dt>{say(M.subject)}</dt>
          <dd>{say(SUBJECT_TYPE_NAMES[vehicle.subjectType])}</dd>
        </div>
        <div>
          <dt>{say(M.versions)}</dt>
          <dd>{say(M.versionsValue, { version: String(vehicle.subjectVersion) })}</dd>
        </div>
        <div>
          <dt>{say(M.created)}</dt>
          <dd>{vehicle.created}</dd>
        </div>
        <div>
          <dt>{say(M.modified)}</dt>
          <dd>{vehicle.modified}</dd>
        </div>
        {vehicle.crmKey && (
          <div>
            <dt>{say(M.crmKey)}</dt>
            <dd>{vehicle.crmKey}</dd>
          </div>
        )}
      </dl>
      <section className="form-section" aria-labelledby="vehicle-record">
        <h2 id="vehicle-record">{say(M.record)}</h2>
        <VehicleForm vehicle={page.vehicle} shopUriName={shopUriName} onSaved={setVehicle} />
      </section>
      <section className="form-section" aria-labelledby="vehicle-photos">
        <h2 id="vehicle-photos">{say(M.photos)}</h2>
        <p className="hint">{say(M.photosHint)}</p>
        <AssetList
          label={say(M.photosOf, { vehicle: vehicleTitle(vehicle) })}
          listUrl={`/ajax/subjects/${vehicle.vehicleId}/assets`}
          createUrl={`/ajax/subjects/${vehicle.vehicleId}/assets/create`}
          initialAssets={page.photos}
          camera
          onChange={(assets) => setMainPhoto(mainPhotoUrlOf(assets))}
          words={mediaWords}
        />
      </section>
      <section className="form-section vehicle-history">{history}</section>
      {page.canTransfer && (
        <section className="form-section" aria-labelledby="vehicle-transfer">
          <h2 id="vehicle-transfer">{say(M.transferHeading)}</h2>
          <p className="hint">{say(M.transferHint)}</p>
          <VehicleTransfer
            shopUriName={shopUriName}
            vehicleId={vehicle.vehicleId}
            version={vehicle.subjectVersion}
            ownerId={page.owner?.customerId ?? null}
          />
        </section>
      )}
      <section className="form-section" aria-labelledby="vehicle-trail">
        <h2 id="vehicle-trail">{say(M.trail)}</h2>
        {page.trail.length === 0
          ? <p className="empty">{say(M.nothingRecorded)}</p>
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
