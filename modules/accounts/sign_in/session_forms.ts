// What the session form posts read from the request, here and in the shops module's impersonation forms.
import type { Context } from "hono";
import { SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import type { Viewer } from "@platform/viewer.ts";
import type { AuditInfo } from "../impersonation.ts";

export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  return viewer;
}

/** Who asked, for the impersonation trail. */
export function auditInfo(c: Context<AppEnv>): AuditInfo {
  return { ip: c.get("clientIp"), userAgent: c.req.header("User-Agent") ?? "" };
}
