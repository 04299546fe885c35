// A person changes their own sign-in details, but someone acting as them must not be able to walk off with
// the account. Changes to another person's account are checked by the shops they work in
// (modules/shops/users/account_control.ts), which asks this first when the target is the viewer.
import type { Viewer } from "@platform/viewer.ts";

/** Why the viewer may not change their own account's sign-in details, or null when they may. */
export function ownAccountRefusal(viewer: Viewer, me: { displayName: string }): string | null {
  return viewer.actor ? `While acting as ${me.displayName} you cannot change their sign-in details.` : null;
}
