// The vehicle page's data as the browser gets it (client-safe): seed 000's vehicle history record with the
// page's names, the owner, photos and trail.
import type { PageWords } from "@modules/text/ui.ts";
import type { Asset } from "../../media/ui.ts";
import type { SubjectKind } from "../types.ts";
import type { VehicleRecordDetails } from "./vehicle_record_details.ts";

/** The record's fields under the names the page saves them by (vehicleType, notes), with its keys and times. */
export interface VehicleOnPage extends Omit<VehicleRecordDetails, "color"> {
  vehicleId: number;
  /** "2019 Honda Civic", or "" when nothing names it yet. */
  name: string;
  subjectType: SubjectKind;
  crmKey: string;
  /** A full VIN whose check digit is right. */
  validVin: boolean;
  /** '#rrggbb', or null: a colour counts as set only at 7 characters. */
  vehicleColor: string | null;
  customerId: number | null;
  /** subjectVersion (the vehicle has no subclass version of its own: subjectSubclassVersion is the same). */
  subjectVersion: number;
  created: string;
  modified: string;
}

export interface VehicleTrailEntry {
  id: number;
  at: string;
  userName: string;
  summary: string;
}

export interface VehiclePage {
  vehicle: VehicleOnPage;
  owner: { customerId: number; name: string } | null;
  photos: Asset[];
  trail: VehicleTrailEntry[];
  /** The inspection the page was opened from (its address id), for the link back. */
  openedFrom: string | null;
  /** Owners and managers move a vehicle to another customer (customers.manage). */
  canTransfer: boolean;
  /** The vehicle's words and the inspection history's, in the shop's staff language (decision 028). */
  words: PageWords;
}
