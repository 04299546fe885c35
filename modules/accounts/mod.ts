// accounts: users, sessions, login links, one-time codes, roles, impersonation and sign-up.
// Server-side public API.
export { accountForms } from "./forms.server.ts";
export { sessionCalls } from "./session_calls.server.ts";
export { userForms } from "./user_forms.server.ts";
export { usersCalls } from "./ajax.server.ts";
export { suggestionCalls } from "./suggestion_calls.server.ts";
export { createUser } from "./create_user.ts";
export { setPlatformAdmin } from "./platform_admins.ts";
export { describeRoles, parseRoles, type Roles } from "./roles.ts";
export { sessionMiddleware, writeSessionCookie } from "./session_cookie.ts";
export { NO_SUCH_SHOP, requireShopAccess, requireShopAccessById, type ShopAccess } from "./shop_access.ts";
export { hasPermission, requirePermission } from "./permissions.ts";
export { shopAssetOwnerOf } from "./shop_asset_owners.ts";
export { listNotifiedStaff, listShopStaff, type StaffMember } from "./shop_staff.ts";
export type { User } from "./types.ts";
export { accountsJobs } from "./jobs.server.ts";
export {
  completeRegistration,
  findRegistration,
  REGISTRATION_MINUTES,
  signUpLinkSent,
  startRegistration,
} from "./registration.ts";
export { registerShopAssets, shopAssetCalls } from "./shop_assets.server.ts";
export { registerUserAssets, type ShopOfCall, userAssetCalls } from "./user_assets.server.ts";
export { draftAssetCalls, registerDraftAssets } from "./draft_assets.server.ts";
