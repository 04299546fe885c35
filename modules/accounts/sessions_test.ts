import assert from "node:assert/strict";
import { dbTest, uniqueName } from "../../tests/support/databases.ts";
import type { Sql } from "@platform/db.ts";
import { sha256 } from "@platform/keys.ts";
import { createPerson } from "./create_person.ts";
import { checkSession, createSession, endUserSessions, rotateUserSessions } from "./sessions.ts";

async function newUser(sql: Sql) {
  return await createPerson(sql, { email: `${uniqueName("s")}@example.com`, displayName: "Sam Session" });
}

dbTest(
  "a session token is id.secret; only the secret's SHA-256 is stored and an altered secret fails",
  async ({ sql }) => {
    const user = await newUser(sql);
    const issued = await sql.begin((tx) => createSession(tx, { userId: user.id, authMethod: "password" }));
    const [id, secret] = issued.token.split(".");
    assert.equal(id.length, 20);
    assert.equal(secret.length, 32);
    const [row] = await sql`select secret_hash from sessions where id = ${id}`;
    assert.deepEqual(new Uint8Array(row.secret_hash), new Uint8Array(sha256(secret)));
    assert.ok(issued.maxAgeSeconds > 6 * 24 * 3600 && issued.maxAgeSeconds <= 7 * 24 * 3600);

    const checked = await checkSession(sql, issued.token);
    assert.equal(checked?.viewer.userId, user.id);
    assert.equal(checked?.viewer.displayName, "Sam Session");
    assert.equal(checked?.cookie, null, "a fresh session is not written again");
    const altered = `${id}.${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    assert.equal(await checkSession(sql, altered), null);
    assert.equal(await checkSession(sql, "not-a-token"), null);
  },
);

dbTest(
  "a session ends after a week unused and a month after sign-in, and slides while used",
  async ({ sql }) => {
    const user = await newUser(sql);
    const idle = await sql.begin((tx) => createSession(tx, { userId: user.id, authMethod: "password" }));
    const old = await sql.begin((tx) => createSession(tx, { userId: user.id, authMethod: "password" }));
    const used = await sql.begin((tx) => createSession(tx, { userId: user.id, authMethod: "password" }));
    await sql`update sessions set last_used_at = now() - interval '8 days' where id = ${idle.id}`;
    await sql`update sessions set expires_at = now() - interval '1 minute' where id = ${old.id}`;
    await sql`update sessions set last_used_at = now() - interval '2 hours' where id = ${used.id}`;
    assert.equal(await checkSession(sql, idle.token), null);
    assert.equal(await checkSession(sql, old.token), null);
    const slid = await checkSession(sql, used.token);
    assert.equal(slid?.cookie?.token, used.token, "same token, cookie refreshed");
    const [row] =
      await sql`select last_used_at > now() - interval '1 minute' as fresh from sessions where id = ${used.id}`;
    assert.equal(row.fresh, true);
  },
);

dbTest("after a role change the next request swaps the token; the old one stops working", async ({ sql }) => {
  const user = await newUser(sql);
  const issued = await sql.begin((tx) => createSession(tx, { userId: user.id, authMethod: "password" }));
  await sql.begin((tx) => rotateUserSessions(tx, user.id));
  const rotated = await checkSession(sql, issued.token);
  assert.ok(rotated?.cookie);
  assert.notEqual(rotated.cookie.token, issued.token);
  assert.equal(rotated.viewer.userId, user.id);
  assert.equal(await checkSession(sql, issued.token), null);
  assert.equal((await checkSession(sql, rotated.cookie.token))?.viewer.userId, user.id);
});

dbTest("disabling a user ends their sessions; a disabled user's token is refused", async ({ sql }) => {
  const user = await newUser(sql);
  const a = await sql.begin((tx) => createSession(tx, { userId: user.id, authMethod: "password" }));
  const b = await sql.begin((tx) => createSession(tx, { userId: user.id, authMethod: "login-link" }));
  await sql`update users set is_disabled = true where id = ${user.id}`;
  assert.equal(await checkSession(sql, b.token), null, "refused even before the sessions are gone");
  await sql.begin((tx) => endUserSessions(tx, user.id));
  const [row] = await sql`select count(*)::int as count from sessions where id in ${sql([a.id, b.id])}`;
  assert.equal(row.count, 0);
});
