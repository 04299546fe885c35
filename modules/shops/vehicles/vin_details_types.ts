// The VIN details page's data as the browser gets it (client-safe).
import type { VinDecode } from "./vin/decode_vin.ts";
import type { PageWords } from "@modules/text/ui.ts";

export interface VinDetailsPage {
  /** Null until a VIN is asked for. */
  decode: VinDecode | null;
  /** The shop's own vehicles with this VIN. */
  vehicles: Array<{ vehicleId: number; name: string; plate: string; owner: string }>;
  openedFrom: string | null;
  /** The page's words: the shop's staff language, with its wording. */
  words: PageWords;
}
