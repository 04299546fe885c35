export interface Shop {
  id: number;
  /** First path segment of the shop's pages. */
  uriName: string;
  name: string;
  timeZone: string;
  /** The customers' culture (en-US, es-MX, fr-CA): the report's language when its link names none. */
  language: string;
  /** The staff's culture. */
  staffLanguage: string;
  /** ISO 4217: every amount is written in it (src/platform/money.ts). */
  currency: string;
  /** A template shop holds a shop-type template's catalogue; it has no people and no inspections. */
  kind: ShopKind;
  /** Shop groups: the parent shop that publishes inspection types to this one. */
  parentShopId: number | null;
}

export type ShopKind = "shop" | "template";

export type ContactPreference = "undefined" | "donotcontact" | "email" | "sms" | "phonecall";

export interface NewCustomer {
  firstName: string;
  lastName: string;
  companyName?: string;
  email?: string;
  phoneMobile?: string;
  phoneLandline?: string;
  contactPref?: ContactPreference;
  /** The shop work-order system's key for this customer. */
  crmKey?: string;
  /** The shop's own customer number. */
  reference?: string;
}

export interface Customer extends Required<NewCustomer> {
  id: number;
  shopId: number;
  /** Raised by every change (optimistic concurrency). */
  version: number;
}

export type SubjectKind = "general" | "vehicle" | "appliance";

export interface NewVehicle {
  customerId: number | null;
  /** What is inspected: a vehicle unless said otherwise. */
  subjectType?: SubjectKind;
  crmKey?: string;
  make: string;
  model: string;
  modelYear?: number | null;
  vin?: string;
  plate?: string;
  plateIssuer?: string;
  /** '#rrggbb' */
  color?: string | null;
}

export interface Vehicle {
  id: number;
  shopId: number;
  customerId: number | null;
  subjectType: SubjectKind;
  crmKey: string;
  /** Raised by every change (optimistic concurrency). */
  version: number;
  make: string;
  model: string;
  modelYear: number | null;
  vin: string;
  plate: string;
  plateIssuer: string;
  color: string | null;
  /** The rest of seed 000's vehicle history record (migration 0023): '' when unknown. */
  trim: string;
  style: string;
  vehicleType: string;
  size: string;
  engine: string;
  transmission: string;
  colorDesc: string;
  notes: string;
}
