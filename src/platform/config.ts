// Every setting of the app, read once from the environment at start. A bad value stops the start with a
// message that names the variable, so a typo in a deployment never turns into a half-working server.

export type Role = "all" | "web" | "worker";
export type AppEnv = "development" | "test" | "production";
export type LogLevel = "debug" | "info" | "warn" | "error";

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
  /** Read the client's address from the proxy's Fly-Client-IP / X-Forwarded-For headers. */
  trustProxy: boolean;
  /** How long a stop may wait for requests and jobs in flight before the process exits anyway, in ms. */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Only for development and tests: production refuses to start without SECRET_KEY. */
export const DEVELOPMENT_SECRET_KEY = "development-only-secret-key-never-use-in-production";

type Env = Record<string, string | undefined>;

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
    trustProxy: read.boolean("TRUST_PROXY", false),
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

class EnvReader {
  constructor(private env: Env, private problems: string[]) {}

  #raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === "" ? undefined : value;
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
}
