// /{shop}/vehicles/details-by-vin: a VIN decoded offline (H4's decodeVin: check digit, year, maker, and the
// full vPIC decode) and the shop's own vehicles with that VIN. An unknown or invalid VIN is still a page,
// with the decoder's verdict in the staff language: nothing here blocks. The gate (inspections.view) is the caller's.
import type { ShopContext } from "../shop_page.ts";
import { shopVehicleHistory } from "./lookup/shop_vehicle_history.ts";
import { decodeVin, VIN_PROBLEMS } from "./vin/decode_vin.ts";
import { openedFromOf } from "./vehicle_page.server.ts";
import type { VinDetailsPage } from "./vin_details_types.ts";
import { staffWords } from "../staff_words.server.ts";
import { VEHICLES_MESSAGES, VIN_DETAILS_MESSAGES } from "@modules/text/mod.ts";

export async function loadVinDetails(
  shop: ShopContext,
  vin: string,
  inspection: string,
): Promise<VinDetailsPage> {
  const openedFrom = openedFromOf(inspection);
  const words = await staffWords(shop, VEHICLES_MESSAGES, VIN_DETAILS_MESSAGES, VIN_PROBLEMS);
  if (vin.trim() === "") return { decode: null, vehicles: [], openedFrom, words };
  const decode = await decodeVin(vin);
  const known = decode.vin === "" ? [] : await shopVehicleHistory(shop.sql, shop.shop.id, {
    vin: decode.vin,
    partial: false,
  });
  return {
    decode,
    vehicles: known.map((record) => ({
      vehicleId: record.vehicleId,
      name: [record.modelYear, record.make, record.model].filter(Boolean).join(" ") || record.plate ||
        record.vin,
      plate: record.plate,
      owner: record.customer?.displayName ?? "",
    })),
    openedFrom,
    words,
  };
}
