// Who is asking: the signed-in person a request acts for, resolved from the session cookie by the accounts
// module and handed to every handler and page. Platform code only reads it.

export type AuthMethod = "password" | "login-link" | "one-time-code" | "impersonation" | "registration";

export interface Viewer {
  sessionId: string;
  userId: number;
  email: string;
  displayName: string;
  isPlatformAdmin: boolean;
  authMethod: AuthMethod;
  signedInAt: Date;
  /** While someone acts as this user: the real person at the keyboard. */
  actor: { userId: number; displayName: string; initials: string } | null;
  /** The one shop an impersonated session may act in (null: not impersonating, or a platform admin). */
  impersonationShopId: number | null;
}

/** What a form post that was refused hands back to its page, so the page shows the message and input. */
export interface FormResult {
  /** The page it belongs to: a later client-side navigation must not show it elsewhere. */
  path?: string;
  error?: string;
  notice?: string;
  values?: Record<string, string>;
}
