// What the history of a vehicle or a customer shows (the vehicle page, the customer page): each inspection
// with its date in the shop's time zone, mileage and result counts, and the declined work still open.
import type { Sql } from "@platform/db.ts";
import {
  INSPECTION_STATUS_LABELS,
  type InspectionStatus,
  ITEM_RESULT_LABELS,
  ODOMETER_UNIT_LABELS,
} from "../types.ts";
import { formatPrice } from "../audit/audit_format.ts";
import { type HistoryOf, selectDeclinedWork, selectHistory } from "./history_queries.server.ts";

export type { HistoryOf } from "./history_queries.server.ts";

export interface HistoryInspection {
  encId: string;
  date: string;
  status: InspectionStatus;
  statusLabel: string;
  typeName: string;
  roNumber: string;
  vehicleName: string;
  /** "45,120 miles", or "" when none was recorded. */
  mileage: string;
  pass: number;
  recommend: number;
  fail: number;
  reportSent: boolean;
}

export interface DeclinedWork {
  encId: string;
  taskId: number;
  taskName: string;
  categoryName: string;
  resultLabel: string;
  result: "warn" | "fail";
  finding: string;
  /** In the shop's currency ("$189.50"), or "" when the item has no price. */
  price: string;
  vehicleName: string;
  /** When the report that offered it was sent. */
  offered: string;
}

export interface InspectionHistory {
  inspections: HistoryInspection[];
  declined: DeclinedWork[];
}

function dayOf(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone });
}

/** The caller has checked the viewer may see the shop's inspections (inspections.view). */
export async function loadInspectionHistory(
  sql: Sql,
  shop: { id: number; timeZone: string; currency: string },
  of: HistoryOf,
): Promise<InspectionHistory> {
  const [rows, declined] = await Promise.all([
    selectHistory(sql, shop.id, of),
    selectDeclinedWork(sql, shop.id, of),
  ]);
  const day = dayOf(shop.timeZone);
  return {
    inspections: rows.map((row) => ({
      encId: row.encId,
      date: day.format(row.createdAt),
      status: row.status,
      statusLabel: INSPECTION_STATUS_LABELS[row.status],
      typeName: row.typeName,
      roNumber: row.roNumber,
      vehicleName: row.vehicleName,
      mileage: row.odometer === null
        ? ""
        : `${row.odometer.toLocaleString("en-US")} ${ODOMETER_UNIT_LABELS[row.odometerUnit]}`,
      pass: row.passCount,
      recommend: row.warnCount,
      fail: row.failCount,
      reportSent: row.reportSentAt !== null,
    })),
    declined: declined.map((row) => ({
      encId: row.encId,
      taskId: row.taskId,
      taskName: row.taskName,
      categoryName: row.categoryName,
      result: row.result,
      resultLabel: ITEM_RESULT_LABELS[row.result],
      finding: row.findingText,
      price: row.price === null ? "" : formatPrice(Number(row.price), shop.currency),
      vehicleName: row.vehicleName,
      offered: day.format(row.reportSentAt),
    })),
  };
}
