// accounts: client-safe public API — the server functions pages call for the session and the sign-in
// pages, and their types. The shop gate, the shop picker and the users pages are the shops module's
// (modules/shops/ui.ts).
import { createServerFn } from "@tanstack/react-start";
import type { FormResult } from "@platform/viewer.ts";
import type { ColourMode } from "@platform/colour_mode.ts";
import { initialsOf } from "@platform/initials.ts";
import { findUsableToken } from "./user_tokens.ts";

export { NOTIFY_MODES, type NotifyMode } from "./profile/notify_modes.ts";
// The sign-in pages.
export { BecomeUserPage } from "./sign_in/become_user_page.tsx";
export { ConfirmAccountPage } from "./sign_in/confirm_account_page.tsx";
export { ForgotPasswordPage } from "./sign_in/forgot_password_page.tsx";
export { LoginLinkPage } from "./sign_in/login_link_page.tsx";
export { LoginPage } from "./sign_in/login_page.tsx";
export { type LoginSearch, readLoginSearch } from "./sign_in/login_search.ts";
export { LogoutPage } from "./sign_in/logout_page.tsx";

export interface PageSession {
  csrfToken: string;
  /** The browser's colour-mode choice (a per-browser preference, read with the session's cookies). */
  colourMode: ColourMode;
  /** Shown inside a frame (the iframe popup). */
  framed: boolean;
  viewer: {
    userId: number;
    displayName: string;
    initials: string;
    isPlatformAdmin: boolean;
    actor: { userId: number; displayName: string; initials: string } | null;
  } | null;
  /** A refused form post's message and input, for the page at form.path only. */
  form: FormResult | null;
}

/** Who is signed in, and the CSRF token every page carries. The root route loads it once per page load. */
export const getPageSession = createServerFn({ method: "GET" }).handler(({ context }): PageSession => {
  const viewer = context.viewer;
  return {
    csrfToken: context.csrfToken,
    colourMode: context.colourMode,
    framed: context.framed,
    form: context.form,
    viewer: viewer && {
      userId: viewer.userId,
      displayName: viewer.displayName,
      initials: initialsOf(viewer.displayName),
      isPlatformAdmin: viewer.isPlatformAdmin,
      actor: viewer.actor,
    },
  };
});

/** The /login-link page: whose link it is, or null when it can no longer be used. */
export const getLoginLinkOwner = createServerFn({ method: "GET" })
  .validator((blob: string) => blob)
  .handler(async ({ data: blob, context }) => {
    const token = await findUsableToken(context.sql, blob, ["login"]);
    return token && { displayName: token.displayName };
  });

/** The /confirm-account page: what the link would confirm, or null. */
export const getConfirmation = createServerFn({ method: "GET" })
  .validator((blob: string) => blob)
  .handler(async ({ data: blob, context }) => {
    const token = await findUsableToken(context.sql, blob, ["confirm-email", "confirm-phone"]);
    return token && {
      displayName: token.displayName,
      what: token.purpose === "confirm-email" ? `the e-mail address ${token.target}` : "your mobile number",
    };
  });
