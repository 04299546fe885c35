// What the inspections list (/{shop}/inspections) and the bay's quicklist (/{shop}/open-new-inspection-quicklist)
// show: any member of the shop sees them; times are written in the shop's time zone, the one from/to are
// read in (docs/inspections/list_and_add.md).
import type { Sql } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { hasPermission, listShopStaff, type ShopAccess, type ShopContext } from "@modules/shops/mod.ts";
import { type InspectionListRow, searchInspections, selectQuicklist } from "./list_queries.server.ts";
import { type AnswerNotice, selectAnswerNotices } from "./answer_notices.server.ts";
import { type InspectionsFilter, inspectionsFilterOf, type InspectionsSearch } from "./list_search.ts";
import { type CustomerAnswerState, INSPECTION_STATUS_LABELS, type InspectionStatus } from "../types.ts";
import {
  BASE_CULTURE,
  BAY_MESSAGES,
  cultureOf,
  INSPECTIONS_LIST_MESSAGES,
  shopMessages,
} from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { STATUS_WORDS } from "../shared/inspection_status.tsx";

export interface InspectionListItem {
  encId: string;
  status: InspectionStatus;
  statusLabel: string;
  /** In progress again after its checklist was handed in: a manager sent it back. */
  sentBack: boolean;
  typeName: string;
  roNumber: string;
  customerName: string;
  vehicleName: string;
  plate: string;
  mechanicName: string;
  managerName: string;
  creatorName: string;
  isMine: boolean;
  created: string;
  /** What the customer's answers come to (decision 032), and the amounts in the shop's currency. */
  customerAnswer: CustomerAnswerState | null;
  approvedAmount: number;
  declinedAmount: number;
}

export interface StaffChoice {
  id: number;
  name: string;
}

export interface InspectionsListPage {
  inspections: InspectionListItem[];
  total: number;
  /** The filter the rows answer, or null when the query was refused (error says why). */
  filter: InspectionsFilter | null;
  error: string | null;
  staff: StaffChoice[];
  canWork: boolean;
  /** The customer answers of the last day the viewer is told of (advisers: inspections.audit). */
  answers: AnswerNotice[];
  /** The list's words in the shop's staff language (decision 028), with the shop's wording. */
  words: PageWords;
}

export interface QuicklistPage {
  inspections: InspectionListItem[];
  canWork: boolean;
  /** The quicklist's words in the shop's staff language (decision 028), with the shop's wording. */
  words: PageWords;
}

export function clockOf(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
}

function itemOf(row: InspectionListRow, viewer: Viewer, clock: Intl.DateTimeFormat): InspectionListItem {
  return {
    encId: row.encId,
    status: row.status,
    statusLabel: INSPECTION_STATUS_LABELS[row.status],
    sentBack: row.status === "inProgress" && row.checklistDoneAt !== null,
    typeName: row.typeName,
    roNumber: row.roNumber,
    customerName: row.customerName,
    vehicleName: row.vehicleName,
    plate: row.plate,
    mechanicName: row.mechanicName,
    managerName: row.managerName,
    creatorName: row.creatorName,
    isMine: row.mechanicUserId === viewer.userId,
    created: clock.format(row.createdAt),
    customerAnswer: row.customerAnswer,
    approvedAmount: row.approvedAmount,
    declinedAmount: row.declinedAmount,
  };
}

/** One page of the list for a member (also GET /ajax/inspections/list). */
export async function listInspections(
  sql: Sql,
  access: ShopAccess,
  filter: InspectionsFilter,
): Promise<{ inspections: InspectionListItem[]; total: number }> {
  const { rows, total } = await searchInspections(sql, access.shop.id, filter, access.shop.timeZone);
  const clock = clockOf(access.shop.timeZone);
  return { inspections: rows.map((row) => itemOf(row, access.viewer, clock)), total };
}

/** The page's gate (inspections.view) is the caller's: shopPage. */
export async function loadInspectionsList(
  shop: ShopContext,
  search: InspectionsSearch,
): Promise<InspectionsListPage> {
  let filter: InspectionsFilter | null = null;
  let error: string | null = null;
  try {
    filter = inspectionsFilterOf(search);
  } catch (refusal) {
    if (!(refusal instanceof InputError)) throw refusal;
    error = refusal.message;
  }
  const culture = cultureOf(shop.shop.staffLanguage) ?? BASE_CULTURE;
  const [list, staff, messages, answers] = await Promise.all([
    filter ? listInspections(shop.sql, shop, filter) : { inspections: [], total: 0 },
    listShopStaff(shop.sql, shop.shop.id),
    shopMessages(shop.sql, shop.shop.id, culture),
    hasPermission(shop.roles, "inspections.audit")
      ? selectAnswerNotices(shop.sql, shop.shop.id, shop.viewer.userId)
      : [],
  ]);
  return {
    ...list,
    filter,
    error,
    staff: staff.map((member) => ({
      id: member.userId,
      name: member.isDisabled
        ? messages.text(INSPECTIONS_LIST_MESSAGES.disabledMember, { name: member.displayName })
        : member.displayName,
    })),
    canWork: hasPermission(shop.roles, "inspections.work"),
    answers,
    words: { culture, messages: messages.pick(Object.values(INSPECTIONS_LIST_MESSAGES)) },
  };
}

const QUICKLIST_LENGTH = 100;

/** The page's gate (inspections.view) is the caller's: shopPage. */
export async function loadQuicklist(shop: ShopContext): Promise<QuicklistPage> {
  // A mechanic's own work comes first; managers see the bay's in plain newest-first order.
  const mineFirst = shop.roles.isMechanic ? shop.viewer.userId : null;
  const culture = cultureOf(shop.shop.staffLanguage) ?? BASE_CULTURE;
  const [rows, messages] = await Promise.all([
    selectQuicklist(shop.sql, shop.shop.id, mineFirst, QUICKLIST_LENGTH),
    shopMessages(shop.sql, shop.shop.id, culture),
  ]);
  const clock = clockOf(shop.shop.timeZone);
  return {
    inspections: rows.map((row) => itemOf(row, shop.viewer, clock)),
    canWork: hasPermission(shop.roles, "inspections.work"),
    // The statuses are the list's words: one wording of a status for both pages.
    words: {
      culture,
      messages: messages.pick([
        ...Object.values(BAY_MESSAGES),
        ...Object.values(STATUS_WORDS),
        INSPECTIONS_LIST_MESSAGES.statusSentBack,
      ]),
    },
  };
}
