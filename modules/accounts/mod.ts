// accounts: people and how they sign in — users, sessions, login links, one-time codes, impersonation,
// sign-up's person and their own profile. It knows nothing of shops: where a person works, and what they
// may do there, is the shops module's (decision 017). Server-side public API.
export { accountForms } from "./sign_in/forms.server.ts";
export { sessionCalls } from "./sign_in/session_calls.server.ts";
export { createPerson, type NewPerson } from "./create_person.ts";
export { setPlatformAdmin } from "./platform_admins.ts";
export { sessionMiddleware, writeSessionCookie } from "./session_cookie.ts";
export { rememberDevice } from "./sign_in/device_cookie.ts";
export { auditInfo, requireViewer } from "./sign_in/session_forms.ts";
export { landingPath, registerHomePath } from "./sign_in/landing.ts";
export type { User } from "./types.ts";
export { accountsJobs } from "./jobs.server.ts";
export {
  createRegisteredUser,
  findRegistration,
  REGISTRATION_MINUTES,
  signUpLinkSent,
  startRegistration,
  takeRegistration,
} from "./registration.ts";
export {
  type AuditInfo,
  becomeUser,
  endImpersonation,
  impersonationRefusal,
  type ImpersonationShop,
  NO_SUCH_USER,
  startImpersonation,
} from "./impersonation.ts";
export {
  selectUserByEmail as findUserByEmail,
  selectUserById as findUserById,
  updateUserColumns,
  updateUserDisabled,
  type UserRecord,
} from "./queries.server.ts";
export { ownAccountRefusal } from "./own_account.ts";
export {
  type Checked,
  checkEmail,
  checkMobileNumber,
  checkPhoneNumber,
  type CountryCode,
  formatPhone,
  phoneCountry,
} from "./contact.ts";
export { checkDisplayName, checkNewEmail, checkNewPhone } from "./user_fields.ts";
export { verifyPassword } from "./passwords.ts";
export { changePassword, needsCurrentPassword } from "./profile/change_password.ts";
export { updateProfile } from "./profile/update_profile.ts";
export { type LoginLinkOptions, sendLoginLink } from "./sign_in/login_links.ts";
export type { Channel } from "./send.ts";
export { countSends } from "./send_limits.ts";
export { sendVerification } from "./send_verification.ts";
export { suggestPassword } from "./password_suggestion.ts";
export {
  checkSession,
  createSession,
  endUserSessions,
  type IssuedSession,
  rotateUserSessions,
} from "./sessions.ts";
export type { NotifyMode } from "./profile/notify_modes.ts";
