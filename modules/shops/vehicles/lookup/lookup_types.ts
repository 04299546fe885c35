// The answers of the VIN and plate look-up calls, field for field as seed 000 section 3 ("Vehicle history
// record", "VIN search response", "Plate search response") and seed 001 section 3 name them. Client-safe.

/** The customer a shop's vehicle belongs to, as seed 001's "Customer". */
export interface VehicleHistoryCustomer {
  customerId: number;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phoneMobileFormatted: string;
  phone2Formatted: string;
  customerNotes: string;
  contactPref: string;
  displayName: string;
}

/** A vehicle as the offline decoder or the vehicle-history service describes it: what fills the form. */
export interface VehicleMatch {
  vin: string;
  validVin: boolean;
  plate: string;
  plateIssuer: string;
  make: string;
  model: string;
  modelYear: number | null;
  trim: string;
  style: string;
  type: string;
  size: string;
  engine: string;
  transmission: string;
  colorDesc: string;
  /** "#rrggbb", or null: a colour counts as set only at 7 characters. */
  vehicleColor: string | null;
}

/** One of the shop's own vehicles (seed 000 "Vehicle history record"): the vehicle with the shop's keys. */
export interface VehicleHistoryRecord extends VehicleMatch {
  shopId: number;
  vehicleId: number;
  /** Vehicles carry no key prefix of their own (inspections do): always "". */
  crmKeyPrefix: string;
  crmKey: string;
  /** ISO 8601. */
  created: string;
  modified: string;
  subjectVersion: number;
  /** The vehicle's fields are versioned with the subject: the same number. */
  subjectSubclassVersion: number;
  subjectNotes: string;
  customer: VehicleHistoryCustomer | null;
}

/** Where `match` came from: the offline vPIC decoder or the vehicle-history service; "none" without one. */
export type LookupDataSource = "decoder" | "provider" | "none";

/** What the VIN and the plate search responses share (seed 000: the plate's is "the same but ..."). */
interface SearchResponse {
  seq: string;
  shopVehicleHistory: VehicleHistoryRecord[];
  /**
   * What the user is told (not found, a typo, the service did not answer), in the shop's staff language;
   * null when all is well.
   */
  userMessage: string | null;
  /** What went wrong behind the answer, for support (a service's status); null when nothing did. */
  internalMessage: string | null;
  dataSource: LookupDataSource;
  match: VehicleMatch | null;
}

export interface VinSearchResponse extends SearchResponse {
  vinQuery: string;
  /** Further vehicles the service named for this VIN, besides `match`. */
  possibilities: VehicleMatch[];
}

export interface PlateSearchResponse extends SearchResponse {
  plateQuery: string;
  plateIssuerQuery: string;
}

/** Make name to its model names, both sorted as people read them (seed 001 "Makes-models dictionary"). */
export type MakesModels = Record<string, string[]>;
