// What the vehicle page (/{shop}/vehicles/{vehicleId}) shows of the shops module's own records: every field of
// seed 000's vehicle history record, its owner, its photos and its trail. The page gate (shop.view) is the
// caller's (shopPage); the inspections and the declined work are the inspections module's, composed by the
// route. Times are written in the shop's staff language and time zone.
import type { Sql, Tx } from "@platform/db.ts";
import {
  CUSTOMER_TRAIL_MESSAGES,
  sayStored,
  VEHICLE_HISTORY_MESSAGES,
  VEHICLES_MESSAGES,
} from "@modules/text/mod.ts";
import { sayIn } from "@modules/text/ui.ts";
import { ownerAssets } from "../../media/mod.ts";
import { vehicleEvents } from "../customer_events.ts";
import { hasPermission } from "../permissions.ts";
import { selectVehicle } from "../queries.server.ts";
import type { ShopContext } from "../shop_page.ts";
import { notInShop, staffWords } from "../staff_words.server.ts";
import { LOOKUP_WORDS_MESSAGES } from "./lookup_widget/lookup_words.ts";
import { MEDIA_WORDS_MESSAGES } from "../media_words_keys.server.ts";
import { staffClock } from "../staff_clock.ts";
import { validVin } from "./vin/vin_rules.ts";
import type { VehicleOnPage, VehiclePage } from "./vehicle_page_types.ts";

/**
 * The vehicle as the page shows and edits it, or null when the shop has no such vehicle; its times written
 * by the shop's clock (staffClock).
 */
export async function vehicleOnPage(tx: Tx, shopId: number, vehicleId: number, clock: Intl.DateTimeFormat) {
  const vehicle = await selectVehicle(tx, shopId, vehicleId);
  if (!vehicle) return null;
  const [times] = await tx<{ created: Date; modified: Date; vehicleName: string }[]>`
    select created_at as created, updated_at as modified, vehicle_name as "vehicleName"
    from subjects join shops_vehicle_names using (shop_id, id)
    where shop_id = ${shopId} and id = ${vehicleId}`;
  const onPage: VehicleOnPage = {
    vehicleId: vehicle.id,
    name: times.vehicleName,
    subjectType: vehicle.subjectType,
    crmKey: vehicle.crmKey,
    vin: vehicle.vin,
    validVin: validVin(vehicle.vin),
    plate: vehicle.plate,
    plateIssuer: vehicle.plateIssuer,
    make: vehicle.make,
    model: vehicle.model,
    modelYear: vehicle.modelYear,
    trim: vehicle.trim,
    style: vehicle.style,
    vehicleType: vehicle.vehicleType,
    size: vehicle.size,
    engine: vehicle.engine,
    transmission: vehicle.transmission,
    colorDesc: vehicle.colorDesc,
    vehicleColor: vehicle.color?.length === 7 ? vehicle.color : null,
    notes: vehicle.notes,
    customerId: vehicle.customerId,
    subjectVersion: vehicle.version,
    created: clock.format(times.created),
    modified: clock.format(times.modified),
  };
  return onPage;
}

/** The owner as the page links to them: "the one way a customer is named in a list" (0019). */
export async function ownerOf(tx: Tx, shopId: number, customerId: number | null) {
  if (customerId === null) return null;
  const [owner] = await tx<{ customerId: number; name: string }[]>`
    select id as "customerId", customer_name as name from shops_customer_names
    where shop_id = ${shopId} and id = ${customerId}`;
  return owner ?? null;
}

export function vehiclePhotos(sql: Sql, shopId: number, vehicleId: number, mediaPublicUrl: string | null) {
  return ownerAssets(
    sql,
    { shopId, subclass: "SubjectAsset", ownerId: vehicleId, draftRef: null },
    mediaPublicUrl,
  );
}

/** An inspection's address id as sent back to it; anything else is not echoed into a link. */
export function openedFromOf(inspection: string): string | null {
  return /^[A-Za-z0-9_-]{1,200}$/.test(inspection) ? inspection : null;
}

export async function loadVehiclePage(
  shop: ShopContext,
  vehicleId: number,
  inspection: string,
): Promise<VehiclePage> {
  const { sql } = shop;
  const clock = staffClock(shop.shop);
  const vehicle = await vehicleOnPage(sql, shop.shop.id, vehicleId, clock);
  if (!vehicle) throw await notInShop(shop, VEHICLES_MESSAGES.noSuchVehicle);
  const [owner, photos, trail, words] = await Promise.all([
    ownerOf(sql, shop.shop.id, vehicle.customerId),
    vehiclePhotos(sql, shop.shop.id, vehicleId, shop.services.config.media.publicUrl),
    vehicleEvents(sql, shop.shop.id, vehicleId),
    // The lookup widget's and the photos list's words come with the page's.
    staffWords(
      shop,
      VEHICLES_MESSAGES,
      VEHICLE_HISTORY_MESSAGES,
      LOOKUP_WORDS_MESSAGES,
      MEDIA_WORDS_MESSAGES,
      // The trail's sentences, written here (the shop's wording of them too).
      CUSTOMER_TRAIL_MESSAGES,
    ),
  ]);
  return {
    vehicle,
    owner,
    photos,
    trail: trail.map((event) => ({
      id: event.id,
      at: clock.format(event.at),
      userName: event.userName,
      summary: sayStored(sayIn(words), event.message, event.summary),
    })),
    openedFrom: openedFromOf(inspection),
    canTransfer: hasPermission(shop.roles, "customers.manage"),
    words,
  };
}
