// What the add form (/{shop}/inspections/add) and quick-create (/{shop}/quick-create) show: the shop's active
// types (its default chosen), the active staff for the manager and mechanic pickers (the viewer chosen where
// the role fits), and the prefill of the address, with the customer and vehicle it names already looked up;
// and the form's words in the shop's staff language (decision 028).
import { NotFoundError } from "@platform/errors.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { listInspectionTypes } from "@modules/catalog/mod.ts";
import {
  type CustomerMatch,
  findCustomer,
  findCustomerByCrmKey,
  findVehicle,
  findVehicleByKey,
  listCustomerVehicles,
  listShopStaff,
  LOOKUP_WORDS_MESSAGES,
  type ShopContext,
  shopCountry,
  type Vehicle,
  withFormattedPhones,
} from "@modules/shops/mod.ts";
import type { AddValues } from "./add_fields.ts";
import { requireInspectionAccess } from "../inspection_access.ts";
import type { StaffChoice } from "../list/list_pages.server.ts";
import {
  BASE_CULTURE,
  cultureOf,
  INSPECTION_ADD_MESSAGES as M,
  INSPECTION_DETAILS_MESSAGES as FIELDS,
  type Messages,
  shopMessages,
} from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";

export interface TypeChoice {
  id: number;
  name: string;
  isDefault: boolean;
  customerMode: "none" | "required" | "optional";
}

export interface AddInspectionPage {
  types: TypeChoice[];
  managers: StaffChoice[];
  mechanics: StaffChoice[];
  /** The address's prefill with the pickers' defaults. */
  values: AddValues;
  /** The customer the prefill names (customerId or customerCrmKey), with its vehicles. */
  customer: CustomerMatch | null;
  /** The vehicle the prefill names (subjectId or subjectCrmKey). */
  vehicle: Vehicle | null;
  /** What the prefill named but this shop does not have. */
  notes: string[];
  /** inspectionId named an inspection of this shop: the page opens it instead. */
  existingEncId: string | null;
  /** The form's words, with the shop's wording. */
  words: PageWords;
}

/** The details page's names of the fields the add form has too: a field is worded once. */
const FIELD_WORDS = [
  FIELDS.inspection,
  FIELDS.roNumber,
  FIELDS.odometer,
  FIELDS.odometerUnit,
  FIELDS.unitMi,
  FIELDS.unitKm,
  FIELDS.unitH,
  FIELDS.manager,
  FIELDS.mechanic,
  FIELDS.nobodyYet,
  FIELDS.customer,
  FIELDS.firstName,
  FIELDS.lastName,
  FIELDS.company,
  FIELDS.landline,
  FIELDS.email,
  FIELDS.vehicle,
];

/** The form's words, the vehicle lookup widget's among them. */
function wordsOf(messages: Messages): PageWords {
  return {
    culture: messages.culture,
    messages: messages.pick([...Object.values(M), ...FIELD_WORDS, ...Object.values(LOOKUP_WORDS_MESSAGES)]),
  };
}

/** The page's gate (inspections.work) is the caller's: shopPage. */
export async function loadAddInspection(shop: ShopContext, prefill: AddValues): Promise<AddInspectionPage> {
  const { sql } = shop;
  const shopId = shop.shop.id;
  const messages = await shopMessages(sql, shopId, cultureOf(shop.shop.staffLanguage) ?? BASE_CULTURE);
  if (prefill.inspectionId) {
    try {
      const found = await requireInspectionAccess(
        sql,
        shop.services.keys,
        shop.viewer,
        prefill.inspectionId,
        "inspections.view",
        shop.shop.uriName,
      );
      return { ...emptyPage(prefill, messages), existingEncId: found.inspection.encId };
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  const notes: string[] = [];
  const [types, staff] = await Promise.all([
    listInspectionTypes(sql, shopId, { includeInactive: false }),
    listShopStaff(sql, shopId),
  ]);
  const active = staff.filter((member) => !member.isDisabled);
  const choice = (member: (typeof staff)[number]) => ({ id: member.userId, name: member.displayName });
  const values: AddValues = { ...prefill };
  values.typeId ??= String(types.find((type) => type.isDefault)?.id ?? types[0]?.id ?? "");
  const me = active.find((member) => member.userId === shop.viewer.userId);
  if (me && (me.isManager || me.isAdministrator)) values.managerUserId ??= String(me.userId);
  if (me?.isMechanic) values.mechanicUserId ??= String(me.userId);

  const customerId = rowIdOf(prefill.customerId);
  const customer = customerId !== null
    ? await findCustomer(sql, shopId, customerId)
    : prefill.customerCrmKey
    ? await findCustomerByCrmKey(sql, shopId, prefill.customerCrmKey)
    : null;
  if (prefill.customerId && !customer) {
    notes.push(messages.text(M.customerNotFound));
    delete values.customerId;
  }
  const subjectId = rowIdOf(prefill.subjectId);
  const vehicle = subjectId !== null
    ? await findVehicle(sql, shopId, subjectId)
    : prefill.subjectCrmKey
    ? await findVehicleByKey(sql, shopId, { crmKey: prefill.subjectCrmKey })
    : null;
  if (prefill.subjectId && !vehicle) {
    notes.push(messages.text(M.vehicleNotFound));
    delete values.subjectId;
  }
  if (customer) values.customerId = String(customer.id);
  if (vehicle) values.subjectId = String(vehicle.id);
  if (prefill.inspectionId) notes.push(messages.text(M.inspectionNotFound));
  return {
    types: types.map(({ id, name, isDefault, customerMode }) => ({ id, name, isDefault, customerMode })),
    managers: active.filter((member) => member.isManager || member.isAdministrator).map(choice),
    mechanics: active.filter((member) => member.isMechanic).map(choice),
    values,
    customer: customer && {
      ...withFormattedPhones(customer, await shopCountry(sql, shopId)),
      vehicles: await listCustomerVehicles(sql, shopId, [customer.id]),
    },
    vehicle,
    notes,
    existingEncId: null,
    words: wordsOf(messages),
  };
}

function emptyPage(values: AddValues, messages: Messages): AddInspectionPage {
  return {
    types: [],
    managers: [],
    mechanics: [],
    values,
    customer: null,
    vehicle: null,
    notes: [],
    existingEncId: null,
    words: wordsOf(messages),
  };
}
