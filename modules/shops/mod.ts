// shops: tenancy — shops (tenants) and their groups, who works in them (members, roles, permissions, shop
// access, the users pages, members' pictures), sign-up's shop, the shop's pictures, the Suggestion Box, and
// the shops' customers and vehicles. People themselves are the accounts module's. Server-side public API.
export { createShop, validateUriName } from "./create_shop.ts";
export { createCustomer } from "./create_customer.ts";
export {
  type FormattedPhones,
  formattedPhones,
  shopCountry,
  withFormattedPhones,
} from "./customers/customer_contact.ts";
export { createVehicle } from "./create_vehicle.ts";
// VIN decoding and the vehicle look-up calls (decision 024).
export { decodeVin, type VinDecode } from "./vehicles/vin/decode_vin.ts";
// The vehicle page's calls: save and transfer (issue 20 item 4).
export { vehicleCalls } from "./vehicles/vehicle_calls.server.ts";
export { transferVehicle, type VehicleTransfer } from "./vehicles/transfer_vehicle.ts";
export { vehicleLookupCalls } from "./vehicles/lookup/lookup_calls.server.ts";
export {
  CUSTOMER_EVENT_KINDS,
  type CustomerEvent,
  type CustomerEventKind,
  customerEvents,
  recordCustomerEvent,
  vehicleEvents,
} from "./customer_events.ts";
export {
  type CustomerMatch,
  type CustomerQuery,
  listCustomerVehicles,
  lookupCustomers,
} from "./customer_lookup.ts";
// The customer a new one would duplicate, by mobile, e-mail or plate (issue 32).
export { findSameCustomers, type SameBy, type SameCustomer, type SameKeys } from "./dedupe/same_customer.ts";
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
export { ownedGroupShops } from "./shop_group.ts";
export { selectMembership as findMembership } from "./members_queries.server.ts";
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
export { userForms } from "./users/user_forms.server.ts";
export { usersCalls } from "./users/users_calls.server.ts";
export { impersonationForms } from "./users/impersonation_forms.server.ts";
export { suggestionCalls } from "./suggestions/suggestion_calls.server.ts";
export { smsInboundCalls } from "./consent/sms_inbound_calls.server.ts";
export { createUser, type NewUser } from "./users/create_user.ts";
export { openShop } from "./sign_up/open_shop.ts";
export { describeRoles, parseRoles, type Roles } from "./roles.ts";
export { NO_SUCH_SHOP, requireShopAccess, requireShopAccessById, type ShopAccess } from "./shop_access.ts";
export { hasPermission, type Permission, requirePermission } from "./permissions.ts";
export { shopAssetOwnerOf } from "./shop_media/shop_asset_owners.ts";
export { listNotifiedStaff, listShopStaff, type StaffMember } from "./shop_staff.ts";
export { registerShopAssets, shopAssetCalls } from "./shop_media/shop_assets.server.ts";
export { registerUserAssets, type ShopOfCall, userAssetCalls } from "./users/user_assets.server.ts";
export { draftAssetCalls, registerDraftAssets } from "./draft_assets.server.ts";
export { registerMemberHome } from "./member_standing.ts";
export { type ShopContext, shopPage } from "./shop_page.ts";
export { shopOfRequest } from "./shop_of_request.ts";
// The customers pages (decision 022).
export { customerCalls } from "./customers/customer_calls.server.ts";
export { loadCustomersList } from "./customers/customers_pages.server.ts";
export { DEMO_LOGINS, DEMO_SHOP, type DemoLogin } from "./demo_shop.ts";
// The shop's settings (/account, decision 027): the save call, the printed report's defaults, the report's
// wording (the choices themselves are client-safe: ui.ts).
export { shopSettingsCalls } from "./settings/settings_calls.server.ts";
export {
  type ReportWording,
  selectPrintDefaults as findShopPrintDefaults,
  selectReportDefaults as findShopReportDefaults,
  selectReportWording as findShopReportWording,
  selectShopPricing as findShopPricing,
  type ShopPricing,
} from "./settings/settings_queries.server.ts";
export { fillWording as fillReportWording } from "./settings/report_wording.ts";
export { type ReportDefaults as ShopReportDefaults } from "./settings/report_defaults.ts";
// Duplicate customers and their merge (decision 023).
export { type CustomerReferences, registerCustomerReferences } from "./dedupe/customer_references.ts";
export { type DuplicateList, findDuplicateCustomers } from "./dedupe/find_duplicates.ts";
// A page's words in the shop's staff language (decision 028): the duplicates page is composed in inspections.
export { saidToStaff, staffMessages, staffWords } from "./staff_words.server.ts";
// Its times and days, in the staff language and the shop's time zone.
export { staffClock, staffDay } from "./staff_clock.ts";
export { mergeCustomers, type MergeOutcome, type MergeRequest } from "./dedupe/merge_customers.ts";
export { customerMergeCalls } from "./dedupe/merge_calls.server.ts";
// The keys of a pictures list's words, which a page showing one sends with its own.
export { MEDIA_WORDS_MESSAGES } from "./media_words_keys.server.ts";
// The keys of the vehicle lookup widget's words, which a page showing it sends with its own.
export { LOOKUP_WORDS_MESSAGES } from "./vehicles/lookup_widget/lookup_words.ts";
