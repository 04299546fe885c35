// What the inspection's details page (/{shop}/inspections/{enc}) shows. Every member of the shop opens it;
// the details are editable by members while the inspection is open.
import type { Sql } from "@platform/db.ts";
import { hasPermission, listShopStaff } from "@modules/shops/mod.ts";
import { listInspectionTypes } from "@modules/catalog/mod.ts";
import { anyItemSaved, selectHeader, type StoredHeader } from "./header_queries.server.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { type InspectionSummary, summarizeInspection } from "../inspection_summary.ts";
import { sameShopPath } from "../return_url.ts";
import { BASE_CULTURE, cultureOf, INSPECTION_DETAILS_MESSAGES, shopMessages } from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { STATUS_WORDS } from "../shared/inspection_status.tsx";
import { ASK_FIRST_WORDS } from "../add/ask_first_question.tsx";

export interface Choice {
  id: number;
  name: string;
}

export interface InspectionDetailsPage {
  summary: InspectionSummary;
  header: StoredHeader;
  hasCustomer: boolean;
  /** Null: no vehicle yet. Else the vehicle's own page opens from here (/{shop}/vehicles/{id}?inspection=). */
  vehicleId: number | null;
  /** The active types, and the inspection's own if it is switched off. */
  types: Choice[];
  /** The active members, and the ones named on the inspection if they are disabled now. */
  staff: Choice[];
  /** A result is saved: the type stays. */
  typeLocked: boolean;
  /** A member, and the inspection is not closed. */
  canEdit: boolean;
  backUrl: string | null;
  /** The page's words in the shop's staff language (decision 028), with the shop's wording. */
  words: PageWords;
}

/** The page's gate (inspections.view) is the caller's: inspectionPage. */
export async function loadInspectionDetails(
  sql: Sql,
  access: InspectionAccess,
  returnUrl: unknown,
): Promise<InspectionDetailsPage> {
  const { shop, inspection } = access;
  const header = await selectHeader(sql, shop.id, inspection.id);
  const types = await listInspectionTypes(sql, shop.id, { includeInactive: true });
  const staff = await listShopStaff(sql, shop.id);
  const culture = cultureOf(shop.staffLanguage) ?? BASE_CULTURE;
  const messages = await shopMessages(sql, shop.id, culture);
  const named = [header.values.managerUserId, header.values.mechanicUserId];
  return {
    summary: await summarizeInspection(sql, access),
    header,
    hasCustomer: inspection.customerId !== null,
    vehicleId: inspection.subjectId,
    types: types
      .filter((type) => type.isActive || type.id === header.values.typeId)
      .map((type) => ({ id: type.id, name: type.name })),
    staff: staff
      .filter((member) => !member.isDisabled || named.includes(member.userId))
      .map((member) => ({ id: member.userId, name: member.displayName })),
    typeLocked: await anyItemSaved(sql, shop.id, inspection.id),
    canEdit: hasPermission(access.roles, "inspections.work") && inspection.status !== "closed",
    backUrl: sameShopPath(shop.uriName, returnUrl),
    // The heading's status is the inspections list's word for it.
    words: {
      culture,
      messages: messages.pick([
        ...Object.values(INSPECTION_DETAILS_MESSAGES),
        ...Object.values(STATUS_WORDS),
        // A customer added with another customer's mobile number is asked about in the add form's words.
        ...ASK_FIRST_WORDS,
      ]),
    },
  };
}
