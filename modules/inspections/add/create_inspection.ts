// Makes an inspection: finds or adds its customer and vehicle, copies the type's active tasks into items
// (their names as they are today), hands out its encrypted id and writes the "created" event — all in one
// transaction. The add form, quick-create, the work-order entry points and the tests all come here.
import type { Tx } from "@platform/db.ts";
import { encryptId } from "@platform/enc_ids.ts";
import { NotFoundError } from "@platform/errors.ts";
import type { Keys } from "@platform/keys.ts";
import type { Viewer } from "@platform/viewer.ts";
import { listInspectionTypes } from "@modules/catalog/mod.ts";
import {
  createCustomer,
  createVehicle,
  type Customer,
  findCustomer,
  findCustomerByCrmKey,
  findVehicle,
  findVehicleByKey,
  listShopStaff,
  type NewCustomer,
  type NewVehicle,
  type Vehicle,
} from "@modules/shops/mod.ts";
import { requireActiveStaff, requireUsableType } from "../choices.ts";
import {
  INSPECTION_ADD_MESSAGES as A,
  INSPECTION_TRAIL_MESSAGES as T,
  MessageRefusal,
} from "@modules/text/mod.ts";
import { recordEvent } from "../events.ts";
import { askIfOpen, askIfSameMobile } from "./ask_first.ts";
import type { InspectionRecord } from "../inspection_record.ts";
import { selectInspection } from "../queries.server.ts";
import { insertItemsOfType } from "../type_items.ts";
import type { OdometerUnit } from "../types.ts";

export type CustomerChoice = { id: number } | (NewCustomer & { id?: undefined }) | null;
export type VehicleChoice = { id: number } | (Omit<NewVehicle, "customerId"> & { id?: undefined }) | null;

export interface NewInspection {
  /** The type to use; the shop's default when null. */
  typeId: number | null;
  customer: CustomerChoice;
  vehicle: VehicleChoice;
  roNumber?: string;
  crmKeyPrefix?: string;
  crmKey?: string;
  workOrderId?: string;
  odometer?: number | null;
  odometerUnit?: OdometerUnit;
  notes?: string;
  managerUserId?: number | null;
  mechanicUserId?: number | null;
  /** What the person starting it confirmed after being asked (issue 32): a second customer with a mobile
   * number another customer has, a second inspection of a car with an open one. */
  confirmed?: { secondCustomer?: boolean; secondInspection?: boolean };
}

export const NO_SUCH_CUSTOMER = "There is no such customer in this shop.";
export const NO_SUCH_VEHICLE = "There is no such vehicle in this shop.";

export async function createInspection(
  tx: Tx,
  keys: Keys,
  shopId: number,
  viewer: Viewer,
  input: NewInspection,
  page: string,
): Promise<InspectionRecord> {
  const types = await listInspectionTypes(tx, shopId, { includeInactive: true });
  let type;
  if (input.typeId !== null) type = requireUsableType(types, input.typeId);
  else {
    type = types.find((type) => type.isDefault && type.isActive);
    if (!type) throw new MessageRefusal({ key: A.refusedNoDefaultType });
  }

  const staff = await listShopStaff(tx, shopId);
  requireActiveStaff(staff, input.managerUserId, "manager");
  requireActiveStaff(staff, input.mechanicUserId, "mechanic");

  const customer = await customerFor(tx, shopId, input.customer, input.confirmed?.secondCustomer ?? false);
  if (!customer && type.customerMode === "required") {
    throw new MessageRefusal({ key: A.refusedNoCustomer, values: { type: type.name } });
  }
  const vehicle = await vehicleFor(tx, shopId, input.vehicle, customer?.id ?? null, type.subjectType);
  if (vehicle && !input.confirmed?.secondInspection) await askIfOpen(tx, shopId, vehicle);

  const [{ id }] = await tx<{ id: number }[]>`
    insert into inspections (shop_id, inspection_type_id, type_name, customer_id, subject_id, ro_number,
      crm_key_prefix, crm_key, work_order_id, odometer, odometer_unit, notes, manager_user_id,
      mechanic_user_id, created_by_user_id)
    values (${shopId}, ${type.id}, ${type.name}, ${customer?.id ?? null}, ${vehicle?.id ?? null},
      ${input.roNumber?.trim() ?? ""}, ${input.crmKeyPrefix?.trim() ?? ""}, ${input.crmKey?.trim() ?? ""},
      ${input.workOrderId?.trim() ?? ""}, ${input.odometer ?? null}, ${input.odometerUnit ?? "mi"},
      ${input.notes?.trim() ?? ""}, ${input.managerUserId ?? null}, ${input.mechanicUserId ?? null},
      ${viewer.userId})
    returning id`;
  await tx`update inspections set enc_id = ${encryptId(keys, "inspection", id)} where id = ${id}`;

  const itemCount = await insertItemsOfType(tx, shopId, id, type.id);

  await recordEvent(tx, {
    shopId,
    inspectionId: id,
    viewer,
    kind: "created",
    page,
    message: { key: T.created, values: { type: type.name, count: itemCount } },
    details: { typeId: type.id, customerId: customer?.id ?? null, subjectId: vehicle?.id ?? null },
  });
  return (await selectInspection(tx, shopId, id))!;
}

async function customerFor(
  tx: Tx,
  shopId: number,
  choice: CustomerChoice,
  secondConfirmed: boolean,
): Promise<Customer | null> {
  if (!choice) return null;
  if (choice.id !== undefined) {
    const found = await findCustomer(tx, shopId, choice.id);
    if (!found) throw new NotFoundError(NO_SUCH_CUSTOMER);
    return found;
  }
  const crmKey = choice.crmKey?.trim();
  if (crmKey) {
    const known = await findCustomerByCrmKey(tx, shopId, crmKey);
    if (known) return known;
  }
  const named = [choice.firstName, choice.lastName, choice.companyName].some((name) => name?.trim());
  if (!named) return null;
  if (!secondConfirmed) await askIfSameMobile(tx, shopId, choice.phoneMobile ?? "");
  return await createCustomer(tx, shopId, choice);
}

async function vehicleFor(
  tx: Tx,
  shopId: number,
  choice: VehicleChoice,
  customerId: number | null,
  subjectType: "general" | "vehicle" | "appliance",
): Promise<Vehicle | null> {
  if (!choice) return null;
  if (choice.id !== undefined) {
    const found = await findVehicle(tx, shopId, choice.id);
    if (!found) throw new NotFoundError(NO_SUCH_VEHICLE);
    return found;
  }
  const vin = choice.vin?.trim().toUpperCase();
  // The customer's car typed again by its plate is that car, not a second copy of it (issue 32).
  const known = await findVehicleByKey(tx, shopId, {
    crmKey: choice.crmKey?.trim(),
    vin,
    plate: customerId !== null ? { customerId, plate: choice.plate ?? "" } : undefined,
  });
  if (known) return known;
  const described = [choice.make, choice.model, choice.vin, choice.plate].some((text) => text?.trim()) ||
    choice.modelYear != null;
  if (!described) return null;
  return await createVehicle(tx, shopId, {
    ...choice,
    customerId,
    subjectType: choice.subjectType ?? subjectType,
  });
}
