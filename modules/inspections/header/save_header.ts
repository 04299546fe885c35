// Saves an inspection's header (docs/inspections/header_and_events.md) in one short transaction. The header
// has three parts, each with its own version: the inspection's own fields (inspectionVersion), the vehicle
// (subjectVersion) and the customer (customerVersion).
// - A part the post does not change is no conflict, whatever version it names: a resent post is idempotent.
// - A part the post changes on a stale version is not written; the answer says so (409) and carries the
//   stored values, so the page shows the other person's values beside the user's own.
// - The parts that were current ARE written, even when another part conflicted.
// - Bad input (a manager who is not an active member, a type change after results) refuses the whole post.
// - A new customer with another customer's mobile number is asked first (issue 32, ../add/ask_first.ts): a
//   409 naming who has it, nothing written; the page takes that customer (customerId) or confirms a second.
// - Every save writes one event naming the fields changed, in the same transaction.
import type { Sql, Tx } from "@platform/db.ts";
import { ConflictError, InputError, NotFoundError } from "@platform/errors.ts";
import { listInspectionTypes } from "@modules/catalog/mod.ts";
import {
  createCustomer,
  createVehicle,
  type Customer,
  findCustomer,
  listShopStaff,
  staffMessages,
  updateCustomer,
  updateVehicle,
  type VersionedUpdate,
} from "@modules/shops/mod.ts";
import { INSPECTION_DETAILS_MESSAGES as D } from "@modules/text/mod.ts";
import { requireActiveStaff, requireUsableType } from "../choices.ts";
import { recordEvent } from "../events.ts";
import type { EventKind } from "../events/event_kinds.ts";
import { describeHeaderChanges, type HeaderChanges } from "./header_changes.ts";
import {
  anyItemSaved,
  deleteItems,
  selectHeader,
  type StoredHeader,
  writeInspectionHeader,
} from "./header_queries.server.ts";
import { CUSTOMER_FIELDS, type HeaderSaveResponse, type HeaderValues } from "./header_values.ts";
import { askIfSameMobile } from "../add/ask_first.ts";
import { NO_SUCH_CUSTOMER } from "../add/create_inspection.ts";
import { type InspectionAccess, NO_SUCH_INSPECTION } from "../inspection_access.ts";
import type { InspectionRecord } from "../inspection_record.ts";
import type { PostedHeader } from "./posted_header.ts";
import { lockInspection } from "../queries.server.ts";
import type { ReportOptionName, ReportOptions } from "../report_options.ts";
import { insertItemsOfType } from "../type_items.ts";

export interface HeaderSaveResult extends HeaderSaveResponse {
  httpStatus: 200 | 409;
}

type HeaderKind = Extract<EventKind, "header" | "notes" | "salesPitch" | "reportOptions">;

export async function saveHeader(
  sql: Sql,
  access: InspectionAccess,
  posted: PostedHeader,
  page: string,
  kind: HeaderKind,
): Promise<HeaderSaveResult> {
  const shopId = access.shop.id;
  return await sql.begin(async (tx) => {
    const inspection = await lockInspection(tx, shopId, access.inspection.id);
    if (!inspection) throw new NotFoundError(NO_SUCH_INSPECTION);
    // Refused in the staff language: a closed inspection, a type its checklist's results hold.
    const refused = async (key: string) =>
      new ConflictError((await staffMessages(tx, access.shop)).text(key));
    if (inspection.status === "closed") throw await refused(D.closed);
    const before = await selectHeader(tx, shopId, inspection.id);
    const names = await namesOf(tx, shopId);
    const changes: HeaderChanges = {};

    const inspectionConflict = await saveOwnFields(tx, inspection, before, posted, names, changes, refused);
    const customerConflict = await saveRecordPart(
      // The typed details of a customer taken instead ("Use Dana Whitfield") are not hers to write.
      posted.customerId === null ? posted.customer : {},
      inspection.customerId,
      posted.customerVersion,
      "customerVersion is missing: send the customer's version the page read.",
      (id, version) => updateCustomer(tx, shopId, id, version, posted.customer),
      changes,
    );
    const subjectConflict = await saveRecordPart(
      posted.vehicle,
      inspection.subjectId,
      posted.subjectVersion,
      "subjectVersion is missing: send the vehicle's version the page read.",
      (id, version) => updateVehicle(tx, shopId, id, version, posted.vehicle),
      changes,
    );

    const after = await selectHeader(tx, shopId, inspection.id);
    if (Object.keys(changes).length > 0) {
      await recordEvent(tx, {
        shopId,
        inspectionId: inspection.id,
        viewer: access.viewer,
        kind,
        page,
        message: describeHeaderChanges(changes, before.values, after.values, names),
        details: { changes },
      });
    }
    const conflict = inspectionConflict || subjectConflict || customerConflict;
    return {
      httpStatus: conflict ? 409 : 200,
      inspectionConflict,
      subjectConflict,
      customerConflict,
      inspectionVersion: after.inspectionVersion,
      subjectVersion: after.subjectVersion,
      customerVersion: after.customerVersion,
      values: after.values,
    };
  });
}

interface Names {
  type(id: unknown): string;
  person(id: unknown): string;
  types: Awaited<ReturnType<typeof listInspectionTypes>>;
  staff: Awaited<ReturnType<typeof listShopStaff>>;
}

async function namesOf(tx: Tx, shopId: number): Promise<Names> {
  const types = await listInspectionTypes(tx, shopId, { includeInactive: true });
  const staff = await listShopStaff(tx, shopId);
  return {
    types,
    staff,
    type: (id) => types.find((type) => type.id === id)?.name ?? "none",
    person: (id) => staff.find((member) => member.userId === id)?.displayName ?? "none",
  };
}

/** The inspection's own fields, and a customer or vehicle the post adds to an inspection without one: the
 * customer new, or the shop's customer the post takes (customerId). */
async function saveOwnFields(
  tx: Tx,
  inspection: InspectionRecord,
  before: StoredHeader,
  posted: PostedHeader,
  names: Names,
  changes: HeaderChanges,
  refused: (key: string) => Promise<ConflictError>,
): Promise<boolean> {
  const own = posted.inspection;
  const next = {
    odometer: own.odometer !== undefined ? own.odometer : before.values.odometer,
    odometerUnit: own.odometerUnit ?? before.values.odometerUnit,
    roNumber: own.roNumber?.trim() ?? before.values.roNumber,
    typeId: own.typeId ?? before.values.typeId,
    managerUserId: own.managerUserId !== undefined ? own.managerUserId : before.values.managerUserId,
    mechanicUserId: own.mechanicUserId !== undefined ? own.mechanicUserId : before.values.mechanicUserId,
    notes: own.notes?.trim() ?? before.values.notes,
    salesPitch: own.salesPitch?.trim() ?? before.values.salesPitch,
    reportOptions: { ...before.values.reportOptions, ...own.reportOptions },
  };
  const ownChanges: HeaderChanges = {};
  for (const [field, value] of Object.entries(next) as [keyof typeof next, unknown][]) {
    const was = before.values[field];
    const same = field === "reportOptions" ? JSON.stringify(was) === JSON.stringify(value) : was === value;
    if (!same) ownChanges[field] = [was, value];
  }
  const takesCustomer = posted.customerId !== null && posted.customerId !== inspection.customerId;
  const addsCustomer = inspection.customerId === null && posted.customerId === null &&
    Object.values(posted.customer).some((value) => value?.trim());
  const addsVehicle = inspection.subjectId === null &&
    Object.values(posted.vehicle).some((value) => typeof value === "number" || value?.trim());
  if (Object.keys(ownChanges).length === 0 && !addsCustomer && !takesCustomer && !addsVehicle) return false;
  if (posted.inspectionVersion !== inspection.version) return true;
  if (takesCustomer && inspection.customerId !== null) {
    throw new InputError(
      "customerId names the customer of an inspection without one; this one has a customer.",
    );
  }

  const type = names.types.find((type) => type.id === next.typeId);
  if (ownChanges.typeId) {
    requireUsableType(names.types, next.typeId);
    if (await anyItemSaved(tx, inspection.shopId, inspection.id)) throw await refused(D.refusedTypeLocked);
  }
  if (ownChanges.managerUserId) requireActiveStaff(names.staff, next.managerUserId, "manager");
  if (ownChanges.mechanicUserId) requireActiveStaff(names.staff, next.mechanicUserId, "mechanic");

  let customer: Customer | null = null;
  if (takesCustomer) {
    customer = await findCustomer(tx, inspection.shopId, posted.customerId!);
    if (!customer) throw new NotFoundError(NO_SUCH_CUSTOMER);
  } else if (addsCustomer) {
    if (!posted.confirmSecondCustomer) {
      await askIfSameMobile(tx, inspection.shopId, posted.customer.phoneMobile ?? "");
    }
    customer = await createCustomer(tx, inspection.shopId, {
      firstName: "",
      lastName: "",
      ...posted.customer,
    });
  }
  if (customer) {
    for (const field of CUSTOMER_FIELDS) if (customer[field]) changes[field] = ["", customer[field]];
  }
  const customerId = customer?.id ?? inspection.customerId;
  let subjectId = inspection.subjectId;
  if (addsVehicle) {
    const vehicle = await createVehicle(tx, inspection.shopId, {
      make: "",
      model: "",
      ...posted.vehicle,
      customerId,
      subjectType: type?.subjectType ?? "vehicle",
    });
    subjectId = vehicle.id;
    for (const [field, value] of Object.entries(posted.vehicle)) {
      if (value !== null && value !== "") {
        changes[field as keyof HeaderValues] = [null, (vehicle as never)[field]];
      }
    }
  }
  await writeInspectionHeader(tx, inspection.shopId, inspection.id, {
    ...next,
    reportOptions: chosenOptions(before, own.reportOptions ?? {}),
    typeName: type?.name ?? inspection.typeName,
    customerId,
    subjectId,
  });
  if (ownChanges.typeId) {
    await deleteItems(tx, inspection.shopId, inspection.id);
    await insertItemsOfType(tx, inspection.shopId, inspection.id, next.typeId);
  }
  Object.assign(changes, ownChanges);
  return false;
}

/** The report options to store: those the adviser chose before, and each posted one that differs from what
 * the report showed. One posted as shown stays unchosen, so it goes on following the shop's default. */
function chosenOptions(before: StoredHeader, posted: Partial<ReportOptions>): Partial<ReportOptions> {
  const chosen = { ...before.chosenReportOptions };
  for (const [name, value] of Object.entries(posted) as [ReportOptionName, boolean | undefined][]) {
    if (value !== undefined && value !== before.values.reportOptions[name]) chosen[name] = value;
  }
  return chosen;
}

/** Writes the posted part of the shop's customer or vehicle record; true when it was a conflict. */
async function saveRecordPart(
  posted: object,
  recordId: number | null,
  version: number | null,
  missingVersion: string,
  update: (id: number, version: number) => Promise<VersionedUpdate<unknown>>,
  changes: HeaderChanges,
): Promise<boolean> {
  if (recordId === null || Object.keys(posted).length === 0) return false;
  const result = await update(recordId, version ?? 0);
  if (result.outcome === "conflict" && version === null) {
    throw new InputError(missingVersion);
  }
  Object.assign(changes, result.changes);
  return result.outcome === "conflict";
}
