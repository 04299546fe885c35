// shops: shops (tenants), their settings, customers, vehicles and other subjects, appointments and
// localizations. Server-side public API.
export { createShop, validateUriName } from "./create_shop.ts";
export { createCustomer } from "./create_customer.ts";
export { createVehicle } from "./create_vehicle.ts";
export {
  type CustomerMatch,
  type CustomerQuery,
  listCustomerVehicles,
  lookupCustomers,
} from "./customer_lookup.ts";
export {
  countShops,
  selectCustomer as findCustomer,
  selectCustomerByCrmKey as findCustomerByCrmKey,
  selectShopById as findShopById,
  selectShopByUriName as findShopByUriName,
  selectShops as listShops,
  selectTenantShops as listTenantShops,
  selectVehicle as findVehicle,
  selectVehicleByKey as findVehicleByKey,
  selectVehicleShopId as findVehicleShopId,
} from "./queries.server.ts";
export { renameShop } from "./rename_shop.ts";
export { setParentShop } from "./set_parent_shop.ts";
export { selectShopContact as findShopContact, type ShopContact, updateShopContact } from "./shop_contact.ts";
export { updateCustomer } from "./update_customer.ts";
export { updateVehicle } from "./update_vehicle.ts";
export { type CustomerDetails } from "./customer_details.ts";
export { type VehicleDetails } from "./vehicle_details.ts";
export type { UpdateOutcome, VersionedUpdate } from "./versioned_update.ts";
export type {
  ContactPreference,
  Customer,
  NewCustomer,
  NewVehicle,
  Shop,
  ShopKind,
  SubjectKind,
  Vehicle,
} from "./types.ts";
