// What the history of a vehicle or a customer shows (the vehicle page, the customer page): each inspection
// with its date in the shop's time zone, mileage and result counts, and the declined work still open. The
// statuses and results are the inspections list's and the checklist's words in the shop's staff language.
import type { Sql } from "@platform/db.ts";
import { BASE_CULTURE, CHECKLIST_MESSAGES, cultureOf, shopMessages } from "@modules/text/mod.ts";
import { staffDay } from "@modules/shops/mod.ts";
import { type InspectionStatus, ODOMETER_UNIT_LABELS } from "../types.ts";
import { formatPrice } from "../audit/audit_format.ts";
import { STATUS_WORDS } from "../shared/inspection_status.tsx";
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

/** The caller has checked the viewer may see the shop's inspections (inspections.view). */
export async function loadInspectionHistory(
  sql: Sql,
  shop: { id: number; timeZone: string; currency: string; staffLanguage: string },
  of: HistoryOf,
): Promise<InspectionHistory> {
  const [rows, declined, messages] = await Promise.all([
    selectHistory(sql, shop.id, of),
    selectDeclinedWork(sql, shop.id, of),
    shopMessages(sql, shop.id, cultureOf(shop.staffLanguage) ?? BASE_CULTURE),
  ]);
  const day = staffDay(shop);
  return {
    inspections: rows.map((row) => ({
      encId: row.encId,
      date: day.format(row.createdAt),
      status: row.status,
      statusLabel: messages.text(STATUS_WORDS[row.status]),
      typeName: row.typeName,
      roNumber: row.roNumber,
      vehicleName: row.vehicleName,
      mileage: row.odometer === null
        ? ""
        : `${row.odometer.toLocaleString(messages.culture)} ${ODOMETER_UNIT_LABELS[row.odometerUnit]}`,
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
      resultLabel: messages.text(
        row.result === "warn" ? CHECKLIST_MESSAGES.resultWarn : CHECKLIST_MESSAGES.resultFail,
      ),
      finding: row.findingText,
      price: row.price === null ? "" : formatPrice(Number(row.price), shop.currency),
      vehicleName: row.vehicleName,
      offered: day.format(row.reportSentAt),
    })),
  };
}
