// Security headers on every response. Scripts run only from our own origin or, inline, with this
// response's nonce (TanStack Start's streaming scripts carry it); no page of ours can be framed by another
// site; the browser never guesses content types; links leave only the origin behind when they go elsewhere.
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./http.ts";

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      // React renders style attributes; styles cannot run code, so inline styles are allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    xContentTypeOptions: "nosniff",
    // Photos and videos will come from object storage on another origin.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-site",
    permissionsPolicy: { camera: ["self"], microphone: ["self"], geolocation: [], payment: [] },
  });
}
