// accounts: users, sessions, login links, one-time codes, roles, impersonation and sign-up.
// Server-side public API.
export { accountForms } from "./forms.server.ts";
export { sessionCalls } from "./session_calls.server.ts";
export { userForms } from "./user_forms.server.ts";
export { usersCalls } from "./ajax.server.ts";
export { checkEmail, checkMobileNumber } from "./contact.ts";
export { createUser, type NewUser } from "./create_user.ts";
export { setPlatformAdmin } from "./platform_admins.ts";
export { verifyPassword } from "./passwords.ts";
export { hasPermission, type Permission, requirePermission } from "./permissions.ts";
export { describeRoles, parseRoles, type Roles } from "./roles.ts";
export { sessionMiddleware, writeSessionCookie } from "./session_cookie.ts";
export { requireShopAccess, type ShopAccess } from "./shop_access.ts";
export { startSession } from "./sign_in.ts";
export type { User } from "./types.ts";
export { accountsCleanupJob } from "./cleanup_job.ts";
export {
  completeRegistration,
  findRegistration,
  type PendingRegistration,
  REGISTRATION_EXPIRED,
  startRegistration,
} from "./registration.ts";
