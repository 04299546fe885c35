// The SQL of versioned customer and vehicle edits: lock the row, read it, write it with version + 1.
import type { Tx } from "@platform/db.ts";
import type { CustomerDetails } from "./customer_details.ts";
import { selectCustomer, selectVehicle } from "./queries.server.ts";
import type { Customer, Vehicle } from "./types.ts";
import type { VehicleRecordDetails } from "./vehicles/vehicle_record_details.ts";

export async function selectCustomerForUpdate(tx: Tx, shopId: number, id: number): Promise<Customer | null> {
  const locked = await tx`select 1 from customers where shop_id = ${shopId} and id = ${id} for update`;
  return locked.length === 0 ? null : await selectCustomer(tx, shopId, id);
}

export async function writeCustomerDetails(
  tx: Tx,
  shopId: number,
  id: number,
  details: CustomerDetails,
): Promise<Customer> {
  await tx`
    update customers set first_name = ${details.firstName}, last_name = ${details.lastName},
      company_name = ${details.companyName}, phone_mobile = ${details.phoneMobile},
      phone_landline = ${details.phoneLandline}, email = ${details.email},
      version = version + 1, updated_at = now()
    where shop_id = ${shopId} and id = ${id}`;
  return (await selectCustomer(tx, shopId, id))!;
}

export async function selectVehicleForUpdate(tx: Tx, shopId: number, id: number): Promise<Vehicle | null> {
  const locked = await tx`select 1 from subjects where shop_id = ${shopId} and id = ${id} for update`;
  return locked.length === 0 ? null : await selectVehicle(tx, shopId, id);
}

export async function writeVehicleDetails(
  tx: Tx,
  shopId: number,
  id: number,
  details: VehicleRecordDetails,
): Promise<Vehicle> {
  await tx`
    update subjects set model_year = ${details.modelYear}, make = ${details.make}, model = ${details.model},
      vin = ${details.vin}, plate = ${details.plate}, plate_issuer = ${details.plateIssuer},
      trim = ${details.trim}, style = ${details.style}, vehicle_type = ${details.vehicleType},
      size = ${details.size}, engine = ${details.engine}, transmission = ${details.transmission},
      color_desc = ${details.colorDesc}, color = ${details.color}, notes = ${details.notes},
      version = version + 1, updated_at = now()
    where shop_id = ${shopId} and id = ${id}`;
  return (await selectVehicle(tx, shopId, id))!;
}
