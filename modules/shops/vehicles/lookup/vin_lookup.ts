// A VIN look-up (seed 001 "VIN lookup"): the shop's own vehicles first (by prefix while the user types),
// then the offline decoder for a full VIN, then the vehicle-history service when one is configured, for a
// manual search only: a paid service is not asked on every keystroke.
import type { VehicleHistoryConfig } from "@platform/config.ts";
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { VEHICLE_LOOKUP_MESSAGES as L } from "@modules/text/mod.ts";
import { decodeVin, type VinDecode } from "../vin/decode_vin.ts";
import { normalizeVin } from "../vin/vin_rules.ts";
import type { VehicleMatch, VinSearchResponse } from "./lookup_types.ts";
import { shopVehicleHistory } from "./shop_vehicle_history.ts";
import { askVehicleHistory } from "./vehicle_history_provider.ts";
import { type LookupShop, providerTrouble, sayUserMessage, type UserMessage } from "./provider_trouble.ts";

export interface VinLookup {
  vin: string;
  partial: boolean;
  seq: string;
}

/** The VIN as searched: trimmed, upper-cased, only letters and digits, at most 17 (older VINs are shorter). */
export function readVinQuery(raw: string): string {
  const vin = normalizeVin(raw.slice(0, 100));
  if (!/^[A-Z0-9]{1,17}$/.test(vin)) {
    throw new InputError("A VIN has only letters and digits, at most 17 of them.");
  }
  return vin;
}

export async function lookupVin(
  tx: Tx,
  shop: LookupShop,
  provider: VehicleHistoryConfig | null,
  query: VinLookup,
): Promise<VinSearchResponse> {
  const answer: VinSearchResponse = {
    seq: query.seq,
    shopVehicleHistory: await shopVehicleHistory(tx, shop.id, { vin: query.vin, partial: query.partial }),
    userMessage: null,
    internalMessage: null,
    dataSource: "none",
    vinQuery: query.vin,
    match: null,
    possibilities: [],
  };
  const full = query.vin.length === 17;
  const decoded = full ? await decodeVin(query.vin) : null;
  if (decoded?.decoded) {
    answer.match = matchOf(decoded);
    answer.dataSource = "decoder";
  }
  if (query.partial) return answer;
  let told: UserMessage | null = decoded?.problem ? { key: decoded.problem } : null;
  if (provider && full) {
    const asked = await askVehicleHistory(provider, { vin: query.vin });
    if (asked.ok && asked.vehicles.length > 0) {
      const [first, ...others] = asked.vehicles;
      answer.match = answer.match ? { ...first, ...filledFrom(first, answer.match) } : first;
      answer.possibilities = others;
      answer.dataSource = "provider";
    } else if (!asked.ok) {
      told = providerTrouble(asked.reason, answer.match !== null);
      answer.internalMessage = asked.detail;
    }
  }
  if (!answer.match && answer.shopVehicleHistory.length === 0) told ??= { key: L.vinNotFound };
  answer.userMessage = await sayUserMessage(tx, shop, told);
  return answer;
}

/** The decoder's answer as the form takes it; a decode knows nothing of plates and colours. */
export function matchOf(decoded: VinDecode): VehicleMatch {
  return {
    vin: decoded.vin,
    validVin: decoded.validVin,
    plate: "",
    plateIssuer: "",
    make: decoded.make,
    model: decoded.model,
    modelYear: decoded.modelYear,
    trim: decoded.trim,
    style: decoded.style,
    type: decoded.type,
    size: "",
    engine: decoded.engine,
    transmission: decoded.transmission,
    colorDesc: "",
    vehicleColor: null,
  };
}

/** The service's vehicle with the fields it left empty taken from the decoder's. */
export function filledFrom(service: VehicleMatch, decoder: VehicleMatch): Partial<VehicleMatch> {
  const filled: Partial<VehicleMatch> = {};
  for (const key of ["make", "model", "trim", "style", "type", "engine", "transmission"] as const) {
    if (!service[key]) filled[key] = decoder[key];
  }
  if (service.modelYear === null) filled.modelYear = decoder.modelYear;
  return filled;
}
