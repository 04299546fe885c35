// Starts and stops the whole app in this process: database, migrations, job queue (and workers unless
// ROLE=web), the demo seed, and the HTTP server (unless ROLE=worker). src/main.ts runs it; browser tests
// and the benchmark start it in-process the same way.
import type { Hono } from "hono";
import { fileURLToPath, pathToFileURL } from "node:url";
import { jobDefinitions } from "../jobs/definitions.ts";
import { stopCalendarReaders } from "../modules/appointments/mod.ts";
import { deliveryChannels } from "../modules/messaging/mod.ts";
import { installBuiltInTemplates, registerInspectionTypeAssets } from "../modules/catalog/mod.ts";
import {
  countShops,
  DEMO_SHOP,
  registerDraftAssets,
  registerMemberHome,
  registerShopAssets,
  registerUserAssets,
} from "../modules/shops/mod.ts";
import {
  registerInspectionAssets,
  registerInspectionCustomers,
  registerVehicleAssets,
} from "../modules/inspections/mod.ts";
import { closePdfRenderer } from "../modules/reports/mod.ts";
import { seedDemo } from "./demo/seed_demo.ts";
import { warnAboutMissingParts } from "./optional_parts.ts";
import { shopOfCallingPage } from "./page_shop.ts";
import type { Config } from "./platform/config.ts";
import { type Database, openDatabase } from "./platform/db.ts";
import { DEV_TOKEN_PARAMETER, newDevToken } from "./platform/dev_access.ts";
import type { AppEnv } from "./platform/http.ts";
import { type Jobs, startJobs } from "./platform/jobs.ts";
import { Keys } from "./platform/keys.ts";
import type { Logger } from "./platform/log.ts";
import { isLoopbackAddress } from "./platform/loopback.ts";
import { migrate } from "./platform/migrations.ts";
import type { Services } from "./platform/request_context.ts";
import { createApp, type PagesHandler } from "./server.ts";

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));

export class PagesNotBuiltError extends Error {
  constructor() {
    super("The pages are not built yet: run `deno task build` (`deno task start` builds them for you).");
    this.name = "PagesNotBuiltError";
  }
}

export interface RunningApp {
  /** Where the HTTP server listens; null for ROLE=worker. */
  url: string | null;
  /** The Hono app behind it (null for ROLE=worker): tests call app.request and read app.routes. */
  app: Hono<AppEnv> | null;
  /** The dev mailbox's link as the start log prints it, its token included; null in production. */
  devMailbox: string | null;
  services: Services;
  database: Database;
  close(): Promise<void>;
}

export interface StartOptions {
  log: Logger;
  /** Embedded database only: null for an in-memory one (tests). Defaults to config.dataDir. */
  embeddedDataDir?: string | null;
  /** In-memory embedded only: start from this dump of a migrated database (tests start many apps). */
  startFrom?: Blob;
  /** Tests shorten the workers' polling interval. */
  pollingIntervalSeconds?: number;
}

export async function startApp(config: Config, options: StartOptions): Promise<RunningApp> {
  const { log } = options;
  const database = await openDatabase(config, {
    log,
    embeddedDataDir: options.embeddedDataDir,
    startFrom: options.startFrom,
  });
  let jobs: Jobs | null = null;
  let server: Deno.HttpServer | null = null;
  let services: Services | null = null;
  const close = async () => {
    await server?.shutdown();
    await jobs?.stop();
    // After requests and jobs: either may be printing a PDF until then.
    if (services) await closePdfRenderer(services);
    stopCalendarReaders();
    await database.close();
  };
  try {
    registerInspectionAssets();
    registerShopAssets();
    registerUserAssets(shopOfCallingPage);
    registerVehicleAssets();
    registerInspectionTypeAssets();
    registerDraftAssets(shopOfCallingPage);
    registerMemberHome();
    registerInspectionCustomers();
    const applied = await migrate(database.sql);
    if (applied.length > 0) log.info("applied migrations", { migrations: applied });
    const templates = await installBuiltInTemplates(database.sql);
    if (templates.length > 0) log.info("installed shop-type templates", { templates });

    jobs = await startJobs({
      sql: database.sql,
      log,
      definitions: jobDefinitions(config),
      work: config.role !== "web",
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      monitorSeconds: config.jobMonitorSeconds,
    });
    services = {
      config,
      sql: database.sql,
      jobs: jobs.queue,
      log,
      keys: new Keys(config.secretKey),
    };
    warnAboutHeldChannels(config, log);
    await warnAboutMissingParts(config, log);

    if (config.seedDemo && (await countShops(database.sql)) === 0) {
      const seeded = await seedDemo(database.sql, services.keys);
      if (seeded) {
        log.info("seeded the demo shop", { shop: `/${DEMO_SHOP.uriName}`, logins: seeded.logins });
      }
    }

    let url: string | null = null;
    let app: Hono<AppEnv> | null = null;
    let devMailbox: string | null = null;
    if (config.role !== "worker") {
      const pages = await loadPages();
      const devToken = newDevToken(config.appEnv);
      app = await createApp({ services, pages, clientDir: `${DIST}client`, devToken });
      const listening = Promise.withResolvers<Deno.NetAddr>();
      server = Deno.serve(
        {
          hostname: config.host,
          port: config.port,
          onListen: (addr) => listening.resolve(addr as Deno.NetAddr),
        },
        app.fetch,
      );
      const addr = await listening.promise;
      const host = addr.hostname === "0.0.0.0" || addr.hostname === "::" ? "localhost" : addr.hostname;
      url = `http://${host}:${addr.port}`;
      if (devToken) {
        devMailbox = `${url}/dev/mailbox?${DEV_TOKEN_PARAMETER}=${devToken}`;
        log.info("the dev mailbox shows the e-mails and text messages the app queues; open it here", {
          url: devMailbox,
        });
      }
      warnAboutOpenDevelopment(config, log);
    }
    return { url, app, devMailbox, services, database, close };
  } catch (error) {
    await close().catch((closeError) =>
      log.error("could not close after a failed start", { error: closeError })
    );
    throw error;
  }
}

/** In production a channel without a transport means customers never get those messages: say so at start. */
function warnAboutHeldChannels(config: Config, log: Logger): void {
  if (config.appEnv !== "production") return;
  const channels = deliveryChannels(config);
  if (!channels.email) log.warn("SMTP_URL is not set: e-mails stay in the outbox and are not delivered");
  if (!channels.sms) {
    log.warn("SMS_PROVIDER_URL is not set: text messages stay in the outbox and are not delivered");
  }
}

/**
 * Development mode is for a laptop; listening on every interface puts it on the shop's network, with the
 * demo shop's well-known passwords. The dev mailbox opens only with the start log's link, but say it
 * plainly, once.
 */
function warnAboutOpenDevelopment(config: Config, log: Logger): void {
  if (config.appEnv !== "development" || config.host === "localhost" || isLoopbackAddress(config.host)) {
    return;
  }
  log.warn(
    `development mode is listening on ${config.host}, reachable from other machines: the dev mailbox opens ` +
      "only with the link in this log and for platform admins; set HOST=127.0.0.1 to keep the app to this " +
      "machine, or APP_ENV=production for real use",
  );
}

async function loadPages(): Promise<PagesHandler> {
  const entry = `${DIST}server/pages_entry.mjs`;
  try {
    await Deno.stat(entry);
  } catch {
    throw new PagesNotBuiltError();
  }
  // React picks its build when first loaded, here: the production one unless told otherwise.
  if (!Deno.env.get("NODE_ENV")) Deno.env.set("NODE_ENV", "production");
  const module = await import(pathToFileURL(entry).href);
  return module.default as PagesHandler;
}
