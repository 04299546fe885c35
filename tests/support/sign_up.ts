// Step 1 of sign-up as a browser does it, then the link e-mailed to the address opened in the same browser,
// which puts the registration in its cookie: the client stands before step 2.
import type { Sql } from "../../src/platform/db.ts";
import type { HttpClient } from "./http_client.ts";
import { waitForMessage } from "./outbox.ts";

export async function signUpToStep2(
  sql: Sql,
  client: HttpClient,
  person: { displayName: string; email: string; password: string },
): Promise<void> {
  await client.page("/register");
  const one = await client.postForm("/register", person);
  await one.body?.cancel();
  if (one.status !== 200) throw new Error(`Step 1 of sign-up as ${person.email} answered ${one.status}.`);
  const link = new URL((await waitForMessage(sql, person.email)).links[0]);
  const opened = await client.page(`${link.pathname}${link.search}`, { follow: false });
  if (opened.status !== 303) throw new Error(`The sign-up link answered ${opened.status}.`);
}
