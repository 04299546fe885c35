// The shops module's SQL. Every function takes the caller's Tx; every tenant query filters by shop_id.
import type { Tx } from "@platform/db.ts";
import type { Customer, NewCustomer, NewVehicle, Shop, ShopKind, Vehicle } from "./types.ts";

export async function insertShop(
  tx: Tx,
  shop: { uriName: string; name: string; timeZone: string; kind: ShopKind; parentShopId: number | null },
): Promise<Shop> {
  const [row] = await tx<Shop[]>`
    insert into shops (uri_name, name, time_zone, kind, parent_shop_id)
    values (${shop.uriName}, ${shop.name}, ${shop.timeZone}, ${shop.kind}, ${shop.parentShopId})
    on conflict (uri_name) do nothing
    returning id, uri_name as "uriName", name, time_zone as "timeZone", customer_language as language, staff_language as "staffLanguage", currency, kind, parent_shop_id as "parentShopId"`;
  return row;
}

export async function selectShopByUriName(tx: Tx, uriName: string): Promise<Shop | null> {
  const [row] = await tx<Shop[]>`
    select id, uri_name as "uriName", name, time_zone as "timeZone", customer_language as language, staff_language as "staffLanguage", currency, kind, parent_shop_id as "parentShopId"
    from shops where uri_name = ${uriName}`;
  return row ?? null;
}

export async function countShops(tx: Tx): Promise<number> {
  const [row] = await tx<{ count: number }[]>`select count(*) as count from shops where kind = 'shop'`;
  return row.count;
}

const CUSTOMER_COLUMNS = `id, shop_id as "shopId", first_name as "firstName", last_name as "lastName",
  company_name as "companyName", email, phone_mobile as "phoneMobile", phone_landline as "phoneLandline",
  contact_pref as "contactPref", crm_key as "crmKey", reference, version`;

const VEHICLE_COLUMNS = `id, shop_id as "shopId", customer_id as "customerId", subject_type as "subjectType",
  crm_key as "crmKey", version, vin, plate, plate_issuer as "plateIssuer", make, model, model_year as "modelYear",
  color, trim, style, vehicle_type as "vehicleType", size, engine, transmission, color_desc as "colorDesc", notes`;

export async function insertCustomer(tx: Tx, shopId: number, customer: NewCustomer): Promise<Customer> {
  const [row] = await tx<Customer[]>`
    insert into customers (shop_id, first_name, last_name, company_name, email, phone_mobile, phone_landline,
                           contact_pref, crm_key, reference)
    values (${shopId}, ${customer.firstName}, ${customer.lastName}, ${customer.companyName ?? ""},
            ${customer.email ?? ""}, ${customer.phoneMobile ?? ""}, ${customer.phoneLandline ?? ""},
            ${customer.contactPref ?? "undefined"}, ${customer.crmKey ?? ""}, ${customer.reference ?? ""})
    returning ${tx.unsafe(CUSTOMER_COLUMNS)}`;
  return row;
}

export async function insertVehicle(tx: Tx, shopId: number, vehicle: NewVehicle): Promise<Vehicle> {
  const [row] = await tx<Vehicle[]>`
    insert into subjects (shop_id, customer_id, subject_type, crm_key, vin, plate, plate_issuer, make, model,
                          model_year, color)
    values (${shopId}, ${vehicle.customerId}, ${vehicle.subjectType ?? "vehicle"}, ${vehicle.crmKey ?? ""},
            ${vehicle.vin ?? ""}, ${vehicle.plate ?? ""}, ${vehicle.plateIssuer ?? ""}, ${vehicle.make},
            ${vehicle.model}, ${vehicle.modelYear ?? null}, ${vehicle.color ?? null})
    returning ${tx.unsafe(VEHICLE_COLUMNS)}`;
  return row;
}

export async function selectCustomer(tx: Tx, shopId: number, id: number): Promise<Customer | null> {
  const [row] = await tx<Customer[]>`
    select ${tx.unsafe(CUSTOMER_COLUMNS)} from customers where shop_id = ${shopId} and id = ${id}`;
  return row ?? null;
}

/** The shop a vehicle (or other subject) belongs to: for calls that name it by id alone. */
export async function selectVehicleShopId(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx<{ shopId: number }[]>`select shop_id as "shopId" from subjects where id = ${id}`;
  return row?.shopId ?? null;
}

export async function selectVehicle(tx: Tx, shopId: number, id: number): Promise<Vehicle | null> {
  const [row] = await tx<Vehicle[]>`
    select ${tx.unsafe(VEHICLE_COLUMNS)} from subjects where shop_id = ${shopId} and id = ${id}`;
  return row ?? null;
}

/** The customer the shop's work-order system knows by this key, if it is known here. */
export async function selectCustomerByCrmKey(
  tx: Tx,
  shopId: number,
  crmKey: string,
): Promise<Customer | null> {
  const [row] = await tx<Customer[]>`
    select ${tx.unsafe(CUSTOMER_COLUMNS)} from customers where shop_id = ${shopId} and crm_key = ${crmKey}
    order by id limit 1`;
  return row ?? null;
}

/** The vehicle known by the work-order system's key, or else by its VIN. */
export async function selectVehicleByKey(
  tx: Tx,
  shopId: number,
  key: { crmKey?: string; vin?: string; plate?: { customerId: number; plate: string } },
): Promise<Vehicle | null> {
  if (key.crmKey) {
    const [row] = await tx<Vehicle[]>`
      select ${tx.unsafe(VEHICLE_COLUMNS)} from subjects where shop_id = ${shopId} and crm_key = ${key.crmKey}
      order by id limit 1`;
    if (row) return row;
  }
  if (key.vin) {
    const [row] = await tx<Vehicle[]>`
      select ${tx.unsafe(VEHICLE_COLUMNS)} from subjects where shop_id = ${shopId} and vin = ${key.vin}
      order by id desc limit 1`;
    if (row) return row;
  }
  if (key.plate) {
    // A plate is one car only among one customer's cars (plates move between owners): decision 023's key.
    const [row] = await tx<Vehicle[]>`
      select ${tx.unsafe(VEHICLE_COLUMNS)} from subjects
      where shop_id = ${shopId} and customer_id = ${key.plate.customerId} and plate_key <> ''
        and plate_key = upper(regexp_replace(${key.plate.plate}::text, '[^A-Za-z0-9]', '', 'g'))
      order by id desc limit 1`;
    if (row) return row;
  }
  return null;
}

export async function selectShopById(tx: Tx, id: number): Promise<Shop | null> {
  const [row] = await tx<Shop[]>`
    select id, uri_name as "uriName", name, time_zone as "timeZone", customer_language as language, staff_language as "staffLanguage", currency, kind, parent_shop_id as "parentShopId" from shops where id = ${id}`;
  return row ?? null;
}

export async function selectShops(tx: Tx): Promise<Shop[]> {
  return await tx<Shop[]>`
    select id, uri_name as "uriName", name, time_zone as "timeZone", customer_language as language, staff_language as "staffLanguage", currency, kind, parent_shop_id as "parentShopId" from shops where kind = 'shop' order by name`;
}

/** A parent shop's tenant shops (its shop group), by name. */
export async function selectTenantShops(tx: Tx, parentShopId: number): Promise<Shop[]> {
  return await tx<Shop[]>`
    select id, uri_name as "uriName", name, time_zone as "timeZone", customer_language as language, staff_language as "staffLanguage", currency, kind, parent_shop_id as "parentShopId" from shops where parent_shop_id = ${parentShopId} and kind = 'shop' order by name`;
}

/** Puts a shop in a parent's group, or takes it out (null). */
export async function updateParentShop(tx: Tx, shopId: number, parentShopId: number | null): Promise<void> {
  await tx`update shops set parent_shop_id = ${parentShopId}, updated_at = now() where id = ${shopId}`;
}
