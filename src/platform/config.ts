// Every setting of the app, read once from the environment at start. A bad value stops the start with a
// message that names the variable, so a typo in a deployment never turns into a half-working server.

export type Role = "all" | "web" | "worker";
export type AppEnv = "development" | "test" | "production";
export type LogLevel = "debug" | "info" | "warn" | "error";

/** TRUST_PROXY: no proxy (false), a number of trusted proxies in front of the app, or fly.io's proxy. */
export type TrustProxy = false | number | "fly";

export interface Config {
  appEnv: AppEnv;
  /** all: web and jobs in one process; web: HTTP only; worker: jobs only. */
  role: Role;
  host: string;
  port: number;
  /** Where links in e-mails and SMS point; also the origin accepted for state-changing requests. */
  publicUrl: string;
  /** A real Postgres server; unset means the embedded PGlite database inside dataDir. */
  databaseUrl: string | null;
  dbPoolMax: number;
  /** Embedded database, local media files, and the embedded database's holder file. */
  dataDir: string;
  logLevel: LogLevel;
  logFormat: "json" | "text";
  /** Seed the demo shop when the database has no shop yet. */
  seedDemo: boolean;
  /** Key material for sessions and encrypted ids; required in production. */
  secretKey: string;
  /**
   * Where the client's address comes from (rate limits, audit): false, the socket's peer; a number, the
   * X-Forwarded-For address that many hops from the right (one per trusted proxy); "fly", Fly-Client-IP.
   */
  trustProxy: TrustProxy;
  /** How long a stop may wait for requests and jobs in flight before the process exits anyway, in ms. */
  shutdownGraceMs: number;
  /** SMTP server for e-mail (smtp:// or smtps://, credentials in the URL); null keeps e-mails in the outbox. */
  smtpUrl: string | null;
  /** The From of every e-mail: an address, optionally with a name. */
  mailFrom: string;
  /** The HTTP SMS provider; null keeps SMS in the outbox. */
  smsProvider: SmsProviderConfig | null;
  /** The vehicle-history service asked after the offline decoder (decision 024); null: none. */
  vehicleHistory: VehicleHistoryConfig | null;
  /**
   * The key the SMS provider signs inbound messages with (Twilio: the auth token): SMS_INBOUND_AUTH_TOKEN,
   * else SMS_PROVIDER_PASSWORD. Null: the inbound webhook refuses every message.
   */
  smsInboundToken: string | null;
  /** How many times a failed e-mail or SMS delivery is tried again before the message is marked failed. */
  messageRetryLimit: number;
  /** Seconds before the first retry of a failed delivery; each further retry waits about twice as long. */
  messageRetryDelaySeconds: number;
  /**
   * How often the job queue looks for jobs whose worker died (missed heartbeats, expired) and fails them
   * for a retry; pg-boss's 60 s by default, shorter in tests of a killed worker.
   */
  jobMonitorSeconds: number;
  /**
   * How long staff e-mails about a customer's answers wait for further changes: one e-mail per report per
   * this many seconds, stating the answers as they are when it goes.
   */
  answerEmailDelaySeconds: number;
  media: MediaConfig;
  pdf: PdfConfig;
}

/** The customer report's PDFs, printed by a headless Chromium kept running (docs/reports.md). */
export interface PdfConfig {
  /** From CHROMIUM_PATH, else Debian's /usr/bin/chromium (or chromium-browser) when there; null: no PDFs. */
  chromiumPath: string | null;
  /** How many PDFs are printed at once; more wait their turn. Each page costs Chromium about 100 MB. */
  renderLimit: number;
  /** Printed PDFs kept in memory, by bytes; the oldest-used go first. */
  cacheBytes: number;
}

/** Where uploads are kept and how they are checked and processed (see docs/media.md). */
export interface MediaConfig {
  /** S3-compatible object storage; null keeps files in a folder under dataDir, served by the app. */
  s3: S3Config | null;
  /** Base URL the browser loads views from (a CDN or a public bucket); null: the app serves /media/. */
  publicUrl: string | null;
  maxUploadBytes: number;
  /** Pixel-flood guard: a picture with more pixels than this is refused before it is decoded. */
  maxImagePixels: number;
  /** A picture wider or taller than this is refused ("too tall or too wide"). */
  maxImageSide: number;
  /** A picture narrower or shorter than this is refused ("too short or too narrow"). */
  minImageSide: number;
  thumbnailSide: number;
  largeSide: number;
  /**
   * Pictures of at most this many pixels get their views in the completion call itself; larger ones (by
   * pixels, which is what decoding costs, not by file size) in the worker.
   */
  inlineImagePixels: number;
  /** The transcoded video fits in this many pixels on its longer side. */
  videoMaxSide: number;
  videoMaxBitrateKbps: number;
  /** An upload not completed within this many minutes expires and its file is removed. */
  uploadExpiryMinutes: number;
  /** Native ffmpeg and ffprobe: from FFMPEG_PATH / FFPROBE_PATH, else found on PATH when needed. */
  ffmpegPath: string | null;
  ffprobePath: string | null;
}

export interface S3Config {
  /** The S3 API endpoint; null for AWS itself. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket as endpoint/bucket (MinIO and most self-hosted stores) rather than bucket.endpoint. */
  forcePathStyle: boolean;
}

/** A Twilio-style SMS API: form-encoded To, From and Body POSTed with HTTP Basic credentials. */
export interface SmsProviderConfig {
  /** The full URL messages are POSTed to. */
  url: string;
  user: string;
  password: string;
  /** The sending number, E.164. */
  from: string;
}

/** A vehicle-history service (VIN and plate look-ups) reached over HTTP: README "Vehicle history service". */
export interface VehicleHistoryConfig {
  /** The address look-ups are sent to, with ?vin= or ?plate=&issuer=. */
  url: string;
  /** Sent as a bearer token when set. */
  token: string | null;
  /** A look-up not answered within this many milliseconds is given up (the offline answer stands). */
  timeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Only for development and tests: production refuses to start without SECRET_KEY. */
export const DEVELOPMENT_SECRET_KEY = "development-only-secret-key-never-use-in-production";

export const DEFAULT_MAIL_FROM = '"Shop Inspections" <no-reply@localhost>';

type Env = Record<string, string | undefined>;

/** More proxies than this in front of one app is a mistake in TRUST_PROXY, not a deployment. */
const MAX_PROXY_HOPS = 10;

/** E.164: a plus sign and 8 to 15 digits, the first not 0. */
export const E164_PHONE = /^\+[1-9]\d{7,14}$/;

export function loadConfig(env: Env = Deno.env.toObject()): Config {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const appEnv = read.oneOf("APP_ENV", ["development", "test", "production"] as const, "development");
  const production = appEnv === "production";
  const port = read.integer("PORT", 8000, 0, 65535);
  const host = read.text("HOST", "0.0.0.0");
  const config: Config = {
    appEnv,
    role: read.oneOf("ROLE", ["all", "web", "worker"] as const, "all"),
    host,
    port,
    publicUrl: read.url("PUBLIC_URL", `http://localhost:${port}`),
    databaseUrl: read.optionalPostgresUrl("DATABASE_URL"),
    dbPoolMax: read.integer("DB_POOL_MAX", 10, 1, 500),
    dataDir: read.text("DATA_DIR", "./data"),
    logLevel: read.oneOf("LOG_LEVEL", ["debug", "info", "warn", "error"] as const, "info"),
    logFormat: read.oneOf("LOG_FORMAT", ["json", "text"] as const, "json"),
    seedDemo: read.boolean("SEED_DEMO", !production),
    secretKey: read.text("SECRET_KEY", production ? "" : DEVELOPMENT_SECRET_KEY),
    shutdownGraceMs: read.integer("SHUTDOWN_GRACE_MS", 10_000, 0, 600_000),
    trustProxy: read.trustProxy("TRUST_PROXY"),
    smtpUrl: read.optionalSmtpUrl("SMTP_URL"),
    mailFrom: read.mailbox("MAIL_FROM", DEFAULT_MAIL_FROM),
    smsProvider: readSmsProvider(read, problems),
    vehicleHistory: readVehicleHistory(read, problems),
    smsInboundToken: read.optional("SMS_INBOUND_AUTH_TOKEN") ?? read.optional("SMS_PROVIDER_PASSWORD") ??
      null,
    messageRetryLimit: read.integer("MESSAGE_RETRY_LIMIT", 5, 0, 20),
    messageRetryDelaySeconds: read.integer("MESSAGE_RETRY_DELAY_SECONDS", 30, 1, 3600),
    jobMonitorSeconds: read.integer("JOB_MONITOR_SECONDS", 60, 1, 3600),
    answerEmailDelaySeconds: read.integer("ANSWER_EMAIL_DELAY_SECONDS", 180, 0, 3600),
    media: readMedia(read, problems),
    pdf: {
      chromiumPath: read.optional("CHROMIUM_PATH") ?? installedChromium(),
      renderLimit: read.integer("PDF_RENDER_LIMIT", 2, 1, 32),
      cacheBytes: read.integer("PDF_CACHE_MB", 50, 0, 10_000) * 1024 * 1024,
    },
  };
  if (production && config.secretKey === "") {
    problems.push(
      "SECRET_KEY is required when APP_ENV=production: set it to at least 32 random characters " +
        "(for example the output of `openssl rand -base64 48`).",
    );
  } else if (config.secretKey.length < 32) {
    problems.push(`SECRET_KEY must be at least 32 characters long (got ${config.secretKey.length}).`);
  } else if (production && config.secretKey === DEVELOPMENT_SECRET_KEY) {
    problems.push("SECRET_KEY must not be the development key when APP_ENV=production.");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Where Debian (and Ubuntu's older packages) put Chromium; scripts/install_chromium.sh installs the first. */
const CHROMIUM_LOCATIONS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

function installedChromium(): string | null {
  return CHROMIUM_LOCATIONS.find((path) => {
    try {
      return Deno.statSync(path).isFile;
    } catch {
      return false;
    }
  }) ?? null;
}

const SMS_VARIABLES = ["SMS_PROVIDER_URL", "SMS_PROVIDER_USER", "SMS_PROVIDER_PASSWORD", "SMS_FROM"] as const;

/** The vehicle-history service when VEHICLE_HISTORY_URL is set; a URL that is not http(s) is a problem. */
function readVehicleHistory(read: EnvReader, problems: string[]): VehicleHistoryConfig | null {
  const url = read.optional("VEHICLE_HISTORY_URL");
  const timeoutMs = read.integer("VEHICLE_HISTORY_TIMEOUT_MS", 1500, 100, 10_000);
  if (url === undefined) return null;
  const parsed = URL.parse(url);
  if (parsed === null || !["http:", "https:"].includes(parsed.protocol) || parsed.hostname === "") {
    // The URL may carry an account key: name the variable, never echo it.
    problems.push(
      "VEHICLE_HISTORY_URL must be an http:// or https:// URL, the address look-ups are sent to.",
    );
    return null;
  }
  return { url, token: read.optional("VEHICLE_HISTORY_TOKEN") ?? null, timeoutMs };
}

/** All four SMS variables, or none (SMS stay in the outbox). */
function readSmsProvider(read: EnvReader, problems: string[]): SmsProviderConfig | null {
  const values = SMS_VARIABLES.map((name) => read.optional(name));
  const missing = SMS_VARIABLES.filter((_, i) => values[i] === undefined);
  if (missing.length === SMS_VARIABLES.length) return null;
  if (missing.length > 0) {
    problems.push(
      `SMS is only partly configured: set ${missing.join(", ")} too, or none of ${
        SMS_VARIABLES.join(", ")
      } ` +
        "to keep SMS in the outbox.",
    );
    return null;
  }
  const [url, user, password, from] = values as string[];
  const parsed = URL.parse(url);
  if (parsed === null || !["http:", "https:"].includes(parsed.protocol) || parsed.hostname === "") {
    // The URL may carry an account id or credentials: name the variable, never echo it.
    problems.push(
      "SMS_PROVIDER_URL must be an http:// or https:// URL, the full address messages are POSTed to.",
    );
    return null;
  }
  if (!E164_PHONE.test(from)) {
    problems.push(`SMS_FROM must be a phone number in E.164 format, like +15551234567 (got "${from}").`);
    return null;
  }
  return { url: parsed.href, user, password, from };
}

const S3_VARIABLES = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

function readMedia(read: EnvReader, problems: string[]): MediaConfig {
  const storage = read.oneOf("MEDIA_STORAGE", ["local", "s3"] as const, "local");
  let s3: S3Config | null = null;
  if (storage === "s3") {
    const missing = S3_VARIABLES.filter((name) => read.optional(name) === undefined);
    if (missing.length > 0) problems.push(`MEDIA_STORAGE=s3 needs ${missing.join(", ")} as well.`);
    const endpoint = read.optional("S3_ENDPOINT");
    s3 = {
      endpoint: endpoint === undefined ? null : read.url("S3_ENDPOINT", ""),
      region: read.text("S3_REGION", "us-east-1"),
      bucket: read.text("S3_BUCKET", ""),
      accessKeyId: read.text("S3_ACCESS_KEY_ID", ""),
      secretAccessKey: read.text("S3_SECRET_ACCESS_KEY", ""),
      forcePathStyle: read.boolean("S3_FORCE_PATH_STYLE", endpoint !== undefined),
    };
  }
  const publicUrl = read.optional("MEDIA_PUBLIC_URL");
  return {
    s3,
    publicUrl: publicUrl === undefined ? null : read.baseUrl("MEDIA_PUBLIC_URL"),
    maxUploadBytes: read.integer("MEDIA_MAX_UPLOAD_MB", 500, 1, 10_000) * 1024 * 1024,
    maxImagePixels: read.integer("MEDIA_MAX_IMAGE_MEGAPIXELS", 100, 1, 1000) * 1_000_000,
    maxImageSide: read.integer("MEDIA_MAX_IMAGE_SIDE", 16_384, 64, 65_535),
    minImageSide: read.integer("MEDIA_MIN_IMAGE_SIDE", 16, 1, 4096),
    thumbnailSide: read.integer("MEDIA_THUMBNAIL_SIDE", 400, 32, 2048),
    largeSide: read.integer("MEDIA_LARGE_SIDE", 1920, 256, 8192),
    inlineImagePixels: read.integer("MEDIA_INLINE_IMAGE_MEGAPIXELS", 16, 0, 1000) * 1_000_000,
    videoMaxSide: read.integer("MEDIA_VIDEO_MAX_SIDE", 1280, 240, 3840),
    videoMaxBitrateKbps: read.integer("MEDIA_VIDEO_MAX_KBPS", 3000, 200, 50_000),
    uploadExpiryMinutes: read.integer("MEDIA_UPLOAD_EXPIRY_MINUTES", 60, 1, 7 * 24 * 60),
    ffmpegPath: read.optional("FFMPEG_PATH") ?? null,
    ffprobePath: read.optional("FFPROBE_PATH") ?? null,
  };
}

class EnvReader {
  constructor(private env: Env, private problems: string[]) {}

  #raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === "" ? undefined : value;
  }

  optional(name: string): string | undefined {
    return this.#raw(name);
  }

  text(name: string, fallback: string): string {
    return this.#raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.#raw(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (["1", "true", "yes", "on"].includes(raw)) return true;
    if (["0", "false", "no", "off"].includes(raw)) return false;
    this.problems.push(`${name} must be true or false (1/0, yes/no, on/off) (got "${this.#raw(name)}").`);
    return fallback;
  }

  /** false, a number of trusted proxies (true: one, as before hops could be counted), or fly. */
  trustProxy(name: string): TrustProxy {
    const raw = this.#raw(name)?.toLowerCase();
    if (raw === undefined || ["0", "false", "no", "off"].includes(raw)) return false;
    if (["true", "yes", "on"].includes(raw)) return 1;
    if (raw === "fly") return "fly";
    if (/^\d+$/.test(raw) && Number(raw) <= MAX_PROXY_HOPS) return Number(raw);
    this.problems.push(
      `${name} must be false, the number of proxies in front of the app (1 to ${MAX_PROXY_HOPS}), or fly ` +
        `(got "${this.#raw(name)}").`,
    );
    return false;
  }

  oneOf<const T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(", ")} (got "${raw}").`);
    return fallback;
  }

  url(name: string, fallback: string): string {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    const url = URL.parse(raw);
    if (url === null || !["http:", "https:"].includes(url.protocol)) {
      this.problems.push(`${name} must be an http:// or https:// URL (got "${raw}").`);
      return fallback;
    }
    return url.origin;
  }

  /** An http(s) URL kept whole (a path is allowed), without a trailing slash. */
  baseUrl(name: string): string | null {
    const raw = this.#raw(name);
    const url = raw === undefined ? null : URL.parse(raw);
    if (url === null || !["http:", "https:"].includes(url.protocol)) {
      this.problems.push(`${name} must be an http:// or https:// URL (got "${raw}").`);
      return null;
    }
    return url.href.replace(/\/+$/, "");
  }

  optionalPostgresUrl(name: string): string | null {
    const raw = this.#raw(name);
    if (raw === undefined) return null;
    const url = URL.parse(raw);
    if (url === null || !["postgres:", "postgresql:"].includes(url.protocol) || url.hostname === "") {
      // The value may hold a password: name the variable, never echo it.
      this.problems.push(`${name} must be a postgres://user:password@host:port/database URL.`);
      return null;
    }
    return raw;
  }

  optionalSmtpUrl(name: string): string | null {
    const raw = this.#raw(name);
    if (raw === undefined) return null;
    const url = URL.parse(raw);
    if (url === null || !["smtp:", "smtps:"].includes(url.protocol) || url.hostname === "") {
      // The value may hold a password: name the variable, never echo it.
      this.problems.push(
        `${name} must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example:587.`,
      );
      return null;
    }
    return raw;
  }

  /** An e-mail address, optionally with a display name: `no-reply@shop.example` or `"Shop" <no-reply@...>`. */
  mailbox(name: string, fallback: string): string {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    const address = /^(?:(?:"[^"]*"\s*|[^"<>@]*)<[^\s@<>]+@[^\s@<>]+>|[^\s@<>"]+@[^\s@<>"]+)$/;
    if (!address.test(raw)) {
      this.problems.push(
        `${name} must be an e-mail address, optionally with a name, like "Oak Street Garage" ` +
          `<no-reply@oak.example> (got "${raw}").`,
      );
      return fallback;
    }
    return raw;
  }
}
