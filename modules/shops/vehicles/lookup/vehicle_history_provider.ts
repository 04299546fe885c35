// The vehicle-history service, asked after the shop's own history and the offline decoder when one is
// configured (VEHICLE_HISTORY_URL; README "Vehicle history service", decision 024). One GET per look-up,
// bounded by VEHICLE_HISTORY_TIMEOUT_MS and by the size of its answer; a slow, failing or garbled service
// never fails the look-up: the caller keeps its offline answer and tells the user.
import { z } from "zod";
import type { VehicleHistoryConfig } from "@platform/config.ts";
import { validVin } from "../vin/vin_rules.ts";
import type { VehicleMatch } from "./lookup_types.ts";

/** An answer larger than this is not a list of vehicles. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** More vehicles than this for one VIN or plate are not worth showing. */
const MAX_VEHICLES = 10;

export type ProviderQuery = { vin: string } | { plate: string; issuer: string };

export type ProviderAnswer =
  | { ok: true; vehicles: VehicleMatch[] }
  | { ok: false; reason: "timeout" | "error"; detail: string };

const text = (max: number) =>
  z.string().nullish().transform((value) => value?.trim() ?? "").refine((value) => value.length <= max);

const vehicleSchema = z.object({
  vin: text(17).transform((vin) => vin.toUpperCase()),
  plate: text(15).transform((plate) => plate.toUpperCase()),
  plateIssuer: text(40),
  make: text(60),
  model: text(60),
  modelYear: z.coerce.number().int().min(1886).max(2100).nullish().catch(null),
  trim: text(120),
  style: text(120),
  type: text(120),
  size: text(120),
  engine: text(200),
  transmission: text(120),
  colorDesc: text(120),
  vehicleColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullish().catch(null),
});

const answerSchema = z.object({ vehicles: z.array(z.unknown()).max(100) });

export async function askVehicleHistory(
  config: VehicleHistoryConfig,
  query: ProviderQuery,
): Promise<ProviderAnswer> {
  const url = new URL(config.url);
  if ("vin" in query) url.searchParams.set("vin", query.vin);
  else {
    url.searchParams.set("plate", query.plate);
    if (query.issuer) url.searchParams.set("issuer", query.issuer);
  }
  const headers: Record<string, string> = { accept: "application/json" };
  if (config.token) headers.authorization = `Bearer ${config.token}`;
  const signal = AbortSignal.timeout(config.timeoutMs);
  try {
    const response = await fetch(url, { headers, signal, redirect: "error" });
    if (response.status === 404) {
      await response.body?.cancel();
      return { ok: true, vehicles: [] };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return {
        ok: false,
        reason: "error",
        detail: `The vehicle history service answered HTTP ${response.status}.`,
      };
    }
    const body = await boundedText(response);
    const answer = answerSchema.safeParse(JSON.parse(body));
    if (!answer.success) {
      return {
        ok: false,
        reason: "error",
        detail: "The vehicle history service's answer has no vehicles list.",
      };
    }
    const vehicles = answer.data.vehicles.flatMap((item) => {
      const vehicle = vehicleSchema.safeParse(item);
      return vehicle.success
        ? [{
          ...vehicle.data,
          modelYear: vehicle.data.modelYear ?? null,
          vehicleColor: vehicle.data.vehicleColor ?? null,
          validVin: validVin(vehicle.data.vin),
        }]
        : [];
    });
    return { ok: true, vehicles: vehicles.slice(0, MAX_VEHICLES) };
  } catch (error) {
    if (signal.aborted) {
      return {
        ok: false,
        reason: "timeout",
        detail: `The vehicle history service did not answer within ${config.timeoutMs} ms.`,
      };
    }
    const what = error instanceof SyntaxError
      ? "answered with something that is not JSON"
      : "could not be reached";
    return { ok: false, reason: "error", detail: `The vehicle history service ${what}.` };
  }
}

async function boundedText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new SyntaxError("The answer is too large.");
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
