// The vehicle pages' queries, read by their routes (validateSearch), apart from the pages' components so the
// route tree every page loads does not carry them. Plain name=value texts (src/platform/plain_search.ts).

/** /{shop}/vehicles/{vehicleId}?inspection= (the inspection the page was opened from). */
export interface VehicleSearch {
  inspection?: string;
}

/** /{shop}/vehicles/details-by-vin?vin=&inspection= */
export interface VinDetailsSearch extends VehicleSearch {
  vin?: string;
}

const text = (value: unknown, max: number) => typeof value === "string" ? value.slice(0, max) : undefined;

export function readVehicleSearch(search: Record<string, unknown>): VehicleSearch {
  const inspection = text(search.inspection, 200);
  return inspection ? { inspection } : {};
}

export function readVinDetailsSearch(search: Record<string, unknown>): VinDetailsSearch {
  const vin = text(search.vin, 64);
  return { ...readVehicleSearch(search), ...(vin ? { vin } : {}) };
}
