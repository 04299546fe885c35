// A plate look-up (seed 001 "Plate lookup"): the shop's own vehicles with that plate first (by prefix while
// the user types), then, for a manual search, the vehicle-history service when one is configured; the VIN it
// names is decoded offline to fill what it left out. A plate alone cannot be decoded.
import type { VehicleHistoryConfig } from "@platform/config.ts";
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { VEHICLE_LOOKUP_MESSAGES as L } from "@modules/text/mod.ts";
import { decodeVin } from "../vin/decode_vin.ts";
import { PLATE_LIKE } from "../lookup_widget/lookup_rules.ts";
import type { PlateSearchResponse } from "./lookup_types.ts";
import { shopVehicleHistory } from "./shop_vehicle_history.ts";
import { askVehicleHistory } from "./vehicle_history_provider.ts";
import { type LookupShop, providerTrouble, sayUserMessage, type UserMessage } from "./provider_trouble.ts";
import { filledFrom, matchOf } from "./vin_lookup.ts";

export interface PlateLookup {
  plate: string;
  issuer: string;
  partial: boolean;
  seq: string;
}

const ISSUER = /^[\p{L}\p{N} .-]{0,40}$/u;

/** The plate as searched: trimmed, upper-cased, inner spaces single; throws a 400 for anything else. */
export function readPlateQuery(raw: string): string {
  const plate = raw.slice(0, 100).trim().toUpperCase().replace(/\s+/g, " ");
  if (!PLATE_LIKE.test(plate)) {
    throw new InputError("A plate has only letters, digits, spaces, dots and hyphens, at most 15 of them.");
  }
  return plate;
}

export function readIssuerQuery(raw: string): string {
  const issuer = raw.slice(0, 100).trim().toUpperCase();
  if (!ISSUER.test(issuer)) {
    throw new InputError(
      "A plate issuer (a state or country) has only letters, digits and spaces, at most 40.",
    );
  }
  return issuer;
}

export async function lookupPlate(
  tx: Tx,
  shop: LookupShop,
  provider: VehicleHistoryConfig | null,
  query: PlateLookup,
): Promise<PlateSearchResponse> {
  const answer: PlateSearchResponse = {
    seq: query.seq,
    shopVehicleHistory: await shopVehicleHistory(tx, shop.id, query),
    userMessage: null,
    internalMessage: null,
    dataSource: "none",
    plateQuery: query.plate,
    plateIssuerQuery: query.issuer,
    match: null,
  };
  if (query.partial) return answer;
  let told: UserMessage | null = null;
  if (provider) {
    const asked = await askVehicleHistory(provider, { plate: query.plate, issuer: query.issuer });
    if (asked.ok && asked.vehicles.length > 0) {
      const found = asked.vehicles[0];
      const decoded = found.vin.length === 17 ? await decodeVin(found.vin) : null;
      answer.match = decoded?.decoded ? { ...found, ...filledFrom(found, matchOf(decoded)) } : found;
      answer.dataSource = "provider";
    } else if (!asked.ok) {
      told = providerTrouble(asked.reason, false);
      answer.internalMessage = asked.detail;
    }
  }
  if (!answer.match && answer.shopVehicleHistory.length === 0) told ??= { key: L.plateNotFound };
  answer.userMessage = await sayUserMessage(tx, shop, told);
  return answer;
}
