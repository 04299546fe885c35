// A signed-in viewer for tests that call a module's use cases directly, without HTTP.
import type { Viewer } from "../../src/platform/viewer.ts";

export function viewerOf(
  user: { id: number; email: string; displayName: string },
  overrides: Partial<Viewer> = {},
): Viewer {
  return {
    sessionId: "test",
    userId: user.id,
    email: user.email,
    displayName: user.displayName,
    isPlatformAdmin: false,
    authMethod: "password",
    signedInAt: new Date(),
    actor: null,
    impersonationShopId: null,
    ...overrides,
  };
}
