// An inspection as stored: what the pages and calls read before they show or change it.
import type { InspectionStatus, OdometerUnit } from "./types.ts";

export interface InspectionRecord {
  id: number;
  shopId: number;
  encId: string;
  status: InspectionStatus;
  typeId: number;
  typeName: string;
  customerId: number | null;
  subjectId: number | null;
  roNumber: string;
  crmKeyPrefix: string;
  crmKey: string;
  workOrderId: string;
  odometer: number | null;
  odometerUnit: OdometerUnit;
  notes: string;
  salesPitch: string;
  reportOptions: Record<string, unknown>;
  managerUserId: number | null;
  mechanicUserId: number | null;
  createdByUserId: number | null;
  checklistSeconds: number;
  auditSeconds: number;
  reportSeconds: number;
  /** Raised by every header change (inspectionVersion). */
  version: number;
  checklistDoneAt: Date | null;
  auditedAt: Date | null;
  auditedByUserId: number | null;
  reportSentAt: Date | null;
  /** The customer's openings of the report (staff looking at it do not count). */
  firstViewedAt: Date | null;
  lastViewedAt: Date | null;
  viewCount: number;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
