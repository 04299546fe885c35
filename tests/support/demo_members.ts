// Members of the demo shop made for one test, where each role starts, and the redirects and messages the
// sign-in tests read (tests/contract/sign_in_test.ts, role_landing_test.ts).
import { createUser, findShopByUriName } from "../../modules/shops/mod.ts";
import type { TestApp } from "./app.ts";
import { uniqueName } from "./databases.ts";
import { htmlPage, type HttpClient } from "./http_client.ts";
import { lastMessage as lastOutboxMessage, waitForMessage } from "./outbox.ts";

export const MECHANIC = { isAdministrator: false, isManager: false, isMechanic: true };
export const MANAGER = { isAdministrator: false, isManager: true, isMechanic: false };
export const OWNER = { isAdministrator: true, isManager: false, isMechanic: false };
export type Roles = typeof MECHANIC;

/** Where each role starts in the demo shop. */
export const QUICKLIST = "/demo/open-new-inspection-quicklist";
export const INSPECTIONS = "/demo/inspections";

/** A member of the demo shop made for one test, so rate limits and sessions of tests never meet. */
export async function newMember(app: TestApp, roles: Roles, password = "torque wrench 42") {
  const demo = await findShopByUriName(app.services.sql, "demo");
  const email = `${uniqueName("mech")}@example.com`;
  const user = await createUser(app.services.sql, {
    shopId: demo!.id,
    email,
    displayName: "Tom Tech",
    roles,
    password,
  });
  return { ...user, email, password };
}

export const newMechanic = (app: TestApp, password?: string) => newMember(app, MECHANIC, password);

/** The redirect a page answers, not followed: its Location as a path with its query. */
export async function redirectOf(client: HttpClient, path: string): Promise<string | null> {
  const response = await htmlPage(client, path);
  await response.body?.cancel();
  if (![302, 303, 307].includes(response.status)) return null;
  const location = new URL(response.headers.get("Location")!, client.baseUrl);
  return `${location.pathname}${location.search}`;
}

/** The newest message to a recipient, as the outbox holds it. */
export const lastMessage = (app: TestApp, recipient: string) =>
  lastOutboxMessage(app.services.sql, recipient);

/** The next message to a recipient, once the job that sends it has run. */
export const nextMessage = (app: TestApp, recipient: string, after = 0) =>
  waitForMessage(app.services.sql, recipient, after);
