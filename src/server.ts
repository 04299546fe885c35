// The Hono app: middleware, /healthz, each module's /ajax router, built assets, and TanStack Start's
// pages handler for everything else. It owns nothing of the domain; it only composes.
import { Hono } from "hono";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import { sessionMiddleware } from "../modules/accounts/mod.ts";
import { clientInfo } from "./platform/client_info.ts";
import { compression } from "./platform/compression.ts";
import { CLIENT_ERRORS_PATH } from "./platform/client_error_report.ts";
import { csrfProtection } from "./platform/csrf.ts";
import { devAccess } from "./platform/dev_access.ts";
import { ConflictError, RateLimitedError, SignInRequiredError, UserFacingError } from "./platform/errors.ts";
import { type AppEnv, withPreparedHeaders } from "./platform/http.ts";
import { inputErrorOfDatabase, inputHygiene } from "./platform/input_hygiene.ts";
import { PAGE_OPEN_PATH } from "./platform/page_open_event.ts";
import type { RequestContext, Services } from "./platform/request_context.ts";
import { requestIds } from "./platform/request_id.ts";
import { requestLog } from "./platform/request_log.ts";
import { sameOriginWrites } from "./platform/same_origin.ts";
import { securityHeaders } from "./platform/security_headers.ts";
import { loadStaticFiles, staticFiles } from "./platform/static_files.ts";
import { AJAX_ROUTES } from "./ajax_routes.ts";
import { blobRoutes, mediaOrigins } from "../modules/media/mod.ts";
import { FORM_ROUTES } from "./form_routes.ts";
import { errorPage } from "./error_page.ts";
import { COLOUR_MODE_COOKIE, colourModeFromCookie } from "./platform/colour_mode.ts";
import { healthRouter } from "./health.ts";

/** TanStack Start's built server entry (dist/server/pages_entry.mjs). */
export interface PagesHandler {
  fetch(request: Request, options: { context: RequestContext }): Response | Promise<Response>;
}

export interface AppOptions {
  services: Services;
  pages: PagesHandler;
  /** The built browser assets (dist/client). */
  clientDir: string;
  /** The token that opens the developer's pages (dev_access.ts); null in production. */
  devToken: string | null;
}

/** Calls and form posts; file uploads will go straight to storage, not through these. */
const BODY_LIMIT = 1024 * 1024;

export async function createApp({ services, pages, clientDir, devToken }: AppOptions): Promise<Hono<AppEnv>> {
  const app = new Hono<AppEnv>();
  const { log } = services;

  // Outermost, so it compresses the response with every header the inner middleware set already on it.
  app.use(compression());
  app.use(requestIds());
  app.use(async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.use(requestLog(log));
  app.use(securityHeaders(await mediaOrigins(services)));
  app.use(sameOriginWrites(services.config.publicUrl));

  app.route("/healthz", healthRouter);
  // Before the session look-up: built files are the same for everyone.
  app.use(staticFiles(await loadStaticFiles(clientDir)));
  // A hashed asset that is not there (an old page asking for last deploy's file) is a 404, never a page.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // Uploads PUT to the app and views served by it: before the body limit and sessions (a signed URL or an
  // unguessable key is the permission).
  app.route("/", blobRoutes);

  // Before anything reads a body (the CSRF check reads form and JSON bodies for their token).
  app.use(bodyLimit({
    maxSize: BODY_LIMIT,
    onError: () => {
      throw new UserFacingError(413, `The request body is larger than ${BODY_LIMIT / 1024 / 1024} MB.`);
    },
  }));
  // Before the session look-up (cookies) and anything that reads the address or the body.
  app.use(inputHygiene());
  app.use(clientInfo(services.config.trustProxy));
  app.use(sessionMiddleware());
  app.use(devAccess(devToken));
  // Exempt, with the Origin check above only: what a page reports about itself (seed 001 sends its error
  // reports and page-open events without a token; a broken page may have none), the SMS provider's webhook,
  // which carries its own signature instead (modules/shops/consent), and a mail program's one-click
  // unsubscribe (RFC 8058), which posts from its own servers, the secret in the link its permission.
  app.use(
    csrfProtection({
      exempt: [CLIENT_ERRORS_PATH, PAGE_OPEN_PATH, "/ajax/sms/inbound", "/report-summary/unsubscribe/"],
    }),
  );
  app.use(async (c, next) => {
    c.set("renderPage", async (form, status) => {
      // The page itself, as a GET of the same address, told what the refused post said.
      const request = new Request(c.req.url, { method: "GET", headers: c.req.raw.headers });
      const page = await pages.fetch(request, { context: pageContext(c, { ...form, path: c.req.path }) });
      return withPreparedHeaders(c, new Response(page.body, { status, headers: page.headers }));
    });
    await next();
  });

  const ajax = new Hono<AppEnv>();
  for (const [prefix, router] of AJAX_ROUTES) ajax.route(prefix, router);
  ajax.all("*", (c) => c.json({ message: `There is no call ${c.req.method} ${c.req.path}.` }, 404));
  app.route("/ajax", ajax);

  for (const router of FORM_ROUTES) app.route("/", router);

  app.all(
    "*",
    async (c) => withPreparedHeaders(c, await pages.fetch(c.req.raw, { context: pageContext(c, null) })),
  );

  app.onError((error, c) => handleError(error, c));
  return app;
}

function pageContext(c: Context<AppEnv>, form: RequestContext["form"]): RequestContext {
  return {
    ...c.get("services"),
    requestId: c.get("requestId"),
    nonce: c.get("secureHeadersNonce") ?? "",
    viewer: c.get("viewer"),
    csrfToken: c.get("csrfToken"),
    form,
    clientIp: c.get("clientIp"),
    devAccess: c.get("devAccess"),
    userAgent: c.req.header("User-Agent") ?? "",
    colourMode: colourModeFromCookie(getCookie(c, COLOUR_MODE_COOKIE)),
    // Browsers say where a navigation will be shown; the server can then render a framed page without
    // the header the popup already has, before any script runs.
    framed: c.req.header("Sec-Fetch-Dest") === "iframe",
  };
}

function handleError(thrown: Error, c: Context<AppEnv>): Response | Promise<Response> {
  const error = inputErrorOfDatabase(c, thrown) ?? thrown;
  const ajaxCall = c.req.path === "/ajax" || c.req.path.startsWith("/ajax/");
  let status = 500;
  let message = `Something went wrong on our side. It was logged as request ${c.get("requestId")}.`;
  if (error instanceof UserFacingError) {
    status = error.status;
    message = error.message;
  } else if (error instanceof HTTPException && error.status < 500) {
    status = error.status;
    message = error.message || "The request was refused.";
  } else {
    c.get("services").log.error("unhandled error", { requestId: c.get("requestId"), error });
  }
  if (error instanceof RateLimitedError) c.header("Retry-After", String(error.retryAfterSeconds));
  // A question (a 409 with details: the customer a new one would duplicate) answers what it found too.
  if (ajaxCall) {
    return c.json({ message, ...(error instanceof ConflictError ? error.details : {}) }, status as 500);
  }
  if (error instanceof SignInRequiredError && (c.req.method === "GET" || c.req.method === "HEAD")) {
    const url = new URL(c.req.url);
    return c.redirect(
      `/login?reason=signin&redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
      303,
    );
  }
  return c.html(errorPage(status, message), status as 500);
}
