// One running app per test file, shared by the file's tests, so that any one test can run alone
// (`deno test --filter "<name>"`) and finds the same app and sign-ins as when the whole file runs.
//
// The app starts when the first test of the file that runs begins (a beforeEach that starts once), not in a
// beforeAll: Deno runs a file's beforeAll even when --filter selects none of its tests, and a start that fails
// in a beforeEach fails each test that needed it, in the junit report too. It stops after the file's last test.
import { createShop, createUser } from "@modules/shops/mod.ts";
import type { Sql } from "@platform/db.ts";
import { startTestApp, type TestApp } from "./app.ts";
import { uniqueName } from "./databases.ts";
import { HttpClient } from "./http_client.ts";

/** The demo shop's staff, as the seed makes them. */
export const DEMO_STAFF = {
  owner: { email: "owner@demo.example", password: "demo-owner-2026" },
  manager: { email: "manager@demo.example", password: "demo-manager-2026" },
  mechanic: { email: "mechanic@demo.example", password: "demo-mechanic-2026" },
} as const;

/** Who a file's tests call the app as: the demo shop's staff, nobody, and the owner of another shop. */
export type Role = "anonymous" | "mechanic" | "manager" | "owner" | "otherShopOwner";

export interface AppFixture {
  app: TestApp;
  sql: Sql;
  /** A client per role the file asked for, signed in (the anonymous one has opened the sign-in page). */
  sessions: Record<Role, HttpClient>;
  /** Made when the otherShopOwner role is asked for: "Other Garage" and its owner, Oscar Other. */
  otherShop: { id: number; uriName: string; ownerEmail: string; ownerPassword: string };
}

/**
 * Runs `start` once, as the first test of this file that runs begins, and `stop` after the file's last test
 * if `start` was run (also when it failed half-way: `stop` must cope with what is missing).
 */
export function oncePerFile(start: () => Promise<void>, stop: () => Promise<void>): void {
  let started: Promise<void> | undefined;
  Deno.test.beforeEach(() => started ??= start());
  Deno.test.afterAll(async () => {
    if (!started) return;
    await started.catch(() => {});
    await stop();
  });
}

/**
 * The file's app: `env` as startTestApp takes it (a function when it must be worked out at start, such as the
 * address of a peer the file starts), the roles signed in, then the file's own `setup` (its shared data) and,
 * after the last test and the app's close, its `stop`. The handle's fields are filled in before the first
 * test runs.
 */
export function appFixture(
  options: {
    env?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
    roles?: Role[];
    setup?: (fixture: AppFixture) => void | Promise<void>;
    stop?: () => void | Promise<void>;
  } = {},
): AppFixture {
  const fixture = { sessions: {} } as AppFixture;
  oncePerFile(async () => {
    const env = typeof options.env === "function" ? await options.env() : options.env;
    fixture.app = await startTestApp(env);
    fixture.sql = fixture.app.services.sql;
    for (const role of options.roles ?? []) fixture.sessions[role] = await sessionOf(fixture, role);
    await options.setup?.(fixture);
  }, async () => {
    await fixture.app?.close();
    await options.stop?.();
  });
  return fixture;
}

/** A client of the app signed in with the sign-in form. */
export async function signedInClient(app: TestApp, email: string, password: string): Promise<HttpClient> {
  const client = new HttpClient(app.url);
  await client.signIn(email, password);
  return client;
}

async function sessionOf(fixture: AppFixture, role: Role): Promise<HttpClient> {
  if (role === "anonymous") {
    const client = new HttpClient(fixture.app.url);
    await client.page("/login");
    return client;
  }
  if (role === "otherShopOwner") {
    const other = await createShop(fixture.sql, { uriName: uniqueName("other"), name: "Other Garage" });
    const owner = await createUser(fixture.sql, {
      shopId: other.id,
      email: `${uniqueName("oscar")}@other.example`,
      displayName: "Oscar Other",
      roles: { isAdministrator: true, isManager: true, isMechanic: false },
      password: "other-owner-pass",
    });
    fixture.otherShop = {
      id: other.id,
      uriName: other.uriName,
      ownerEmail: owner.email,
      ownerPassword: "other-owner-pass",
    };
    return await signedInClient(fixture.app, owner.email, "other-owner-pass");
  }
  return await signedInClient(fixture.app, DEMO_STAFF[role].email, DEMO_STAFF[role].password);
}
