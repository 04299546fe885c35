// accounts: users, sessions, login links, one-time codes, roles, impersonation and sign-up.
// Server-side public API.
export { createUser, type NewUser } from "./create_user.ts";
export { verifyPassword } from "./passwords.ts";
export { describeRoles, parseRoles, type Roles } from "./roles.ts";
export type { User } from "./types.ts";
