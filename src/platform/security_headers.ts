// Security headers on every response. Scripts run only from our own origin or, inline, with this
// response's nonce (TanStack Start's streaming scripts carry it); no page of ours can be framed by another
// site; the browser never guesses content types; links leave only the origin behind when they go elsewhere.
// Media may live elsewhere (a bucket, a CDN): only those origins are added, for uploads and for views.
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./http.ts";

export function securityHeaders(
  media: { uploads: string[]; views: string[] } = { uploads: [], views: [] },
): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      // React renders style attributes; styles cannot run code, so inline styles are allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...media.views],
      mediaSrc: ["'self'", "blob:", ...media.views],
      connectSrc: ["'self'", ...media.uploads],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    xContentTypeOptions: "nosniff",
    // Photos and videos may come from object storage on another origin.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-site",
    permissionsPolicy: { camera: ["self"], microphone: ["self"], geolocation: [], payment: [] },
  });
}
