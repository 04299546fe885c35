import assert from "node:assert/strict";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import type { Sql } from "@platform/db.ts";
import { UserFacingError } from "@platform/errors.ts";
import { Keys } from "@platform/keys.ts";
import { createPerson } from "../create_person.ts";
import { signInWithLoginLink } from "./login_links.ts";
import { CODE_EXPIRED, CODE_LOCKED, signInWithCode } from "./one_time_codes.ts";
import { checkSession } from "../sessions.ts";
import { ACCOUNT_DISABLED, signInWithPassword, WRONG_PASSWORD } from "./sign_in.ts";
import { issueUserToken } from "../user_tokens.ts";

const keys = new Keys("sign-in-test-secret-key-0123456789abcdef");
const PASSWORD = "torque wrench 42";

async function newUser(sql: Sql, phone = "") {
  const user = await createPerson(sql, {
    email: `${uniqueName("m")}@example.com`,
    displayName: "Mia Mechanic",
    password: PASSWORD,
  });
  if (phone) await sql`update users set phone = ${phone} where id = ${user.id}`;
  return user;
}

function refusal(status: number, message: string | RegExp) {
  return (error: unknown) => {
    assert.ok(error instanceof UserFacingError, String(error));
    assert.equal(error.status, status);
    if (typeof message === "string") assert.equal(error.message, message);
    else assert.match(error.message, message);
    return true;
  };
}

dbTest(
  "password sign-in: right opens a session; wrong and unknown say the same; disabled is told",
  async ({ sql }) => {
    const user = await newUser(sql);
    const ip = uniqueName("ip");
    const { session, userId } = await signInWithPassword(sql, {
      email: user.email.toUpperCase(),
      password: PASSWORD,
      ip,
    });
    assert.equal(userId, user.id);
    assert.equal((await checkSession(sql, session.token))?.viewer.authMethod, "password");
    await assert.rejects(
      signInWithPassword(sql, { email: user.email, password: "wrong one", ip }),
      refusal(401, WRONG_PASSWORD),
    );
    await assert.rejects(
      signInWithPassword(sql, { email: `${uniqueName("nobody")}@example.com`, password: PASSWORD, ip }),
      refusal(401, WRONG_PASSWORD),
    );
    await sql`update users set is_disabled = true where id = ${user.id}`;
    await assert.rejects(
      signInWithPassword(sql, { email: user.email, password: PASSWORD, ip }),
      refusal(403, ACCOUNT_DISABLED),
    );
  },
);

dbTest(
  "wrong passwords count per account and address: a stranger's eleventh is refused, the owner's address is not",
  async ({ sql }) => {
    const user = await newUser(sql);
    const stranger = uniqueName("ip");
    for (let attempt = 1; attempt <= 10; attempt++) {
      await assert.rejects(
        signInWithPassword(sql, { email: user.email, password: "guess", ip: stranger }),
        refusal(401, WRONG_PASSWORD),
      );
    }
    await assert.rejects(
      signInWithPassword(sql, { email: user.email, password: PASSWORD, ip: stranger }),
      refusal(429, /^Too many sign-in attempts\. Try again in \d+ (minutes|minute|seconds)\.$/),
    );
    const owner = await signInWithPassword(sql, {
      email: user.email,
      password: PASSWORD,
      ip: uniqueName("ip"),
    });
    assert.equal(owner.userId, user.id);
  },
);

dbTest(
  "right passwords are not counted; many addresses together meet the account's ceiling, which points to links",
  async ({ sql }) => {
    const user = await newUser(sql);
    const ip = uniqueName("ip");
    for (let attempt = 1; attempt <= 12; attempt++) {
      await signInWithPassword(sql, { email: user.email, password: PASSWORD, ip });
    }
    for (let address = 0; address < 10; address++) {
      const ip = uniqueName("ip");
      for (let attempt = 1; attempt <= 10; attempt++) {
        await assert.rejects(
          signInWithPassword(sql, { email: user.email, password: "guess", ip }),
          refusal(401, WRONG_PASSWORD),
        );
      }
    }
    await assert.rejects(
      signInWithPassword(sql, { email: user.email, password: PASSWORD, ip: uniqueName("ip") }),
      refusal(
        429,
        /^Too many sign-in attempts\. Try again in \d+ minutes\. You can still sign in with a link or a code, or by password on a device you signed in on before\.$/,
      ),
    );
  },
);

dbTest(
  "under the account's lockout, a device the account signed in on still signs in; another account's does not",
  async ({ sql }) => {
    const user = await newUser(sql);
    const other = await newUser(sql);
    const ownDevice = { userId: user.id, nonce: uniqueName("nonce") };
    const othersDevice = { userId: other.id, nonce: uniqueName("nonce") };
    for (let address = 0; address < 10; address++) {
      const ip = uniqueName("ip");
      for (let attempt = 1; attempt <= 10; attempt++) {
        await assert.rejects(signInWithPassword(sql, { email: user.email, password: "guess", ip }));
      }
    }
    const ip = uniqueName("ip");
    await assert.rejects(
      signInWithPassword(sql, { email: user.email, password: PASSWORD, ip, devices: [othersDevice] }),
      refusal(429, /^Too many sign-in attempts\./),
    );
    const signedIn = await signInWithPassword(sql, {
      email: user.email,
      password: PASSWORD,
      ip,
      devices: [othersDevice, ownDevice],
    });
    assert.equal(signedIn.userId, user.id);

    // The device has an allowance of its own: ten wrong passwords, then it waits too.
    for (let attempt = 1; attempt <= 10; attempt++) {
      await assert.rejects(
        signInWithPassword(sql, { email: user.email, password: "guess", ip, devices: [ownDevice] }),
        refusal(401, WRONG_PASSWORD),
      );
    }
    await assert.rejects(
      signInWithPassword(sql, { email: user.email, password: PASSWORD, ip, devices: [ownDevice] }),
      refusal(429, /^Too many sign-in attempts\. Try again in \d+ minutes\.$/),
    );
  },
);

dbTest("a sign-in link works once, for its own user, and not after 15 minutes", async ({ sql }) => {
  const user = await newUser(sql);
  const link = await sql.begin((tx) =>
    issueUserToken(tx, { userId: user.id, purpose: "login", redirectTo: "/x/users" })
  );
  assert.match(link.path, /^\/login-link\/[\w-]{20}\.[\w-]{32}$/);
  const signedIn = await signInWithLoginLink(sql, link.blob);
  assert.equal(signedIn.userId, user.id);
  assert.equal(signedIn.redirectTo, "/x/users");
  const used = "This sign-in link has expired or was already used. Ask for a new one.";
  await assert.rejects(signInWithLoginLink(sql, link.blob), refusal(410, used));

  const late = await sql.begin((tx) => issueUserToken(tx, { userId: user.id, purpose: "login" }));
  await sql`update user_tokens set expires_at = now() - interval '1 second' where id = ${
    late.blob.slice(0, 20)
  }`;
  await assert.rejects(signInWithLoginLink(sql, late.blob), refusal(410, used));

  const confirm = await sql.begin((tx) => issueUserToken(tx, { userId: user.id, purpose: "confirm-email" }));
  await assert.rejects(
    signInWithLoginLink(sql, confirm.blob),
    refusal(410, used),
    "a confirmation link does not sign in",
  );
});

async function giveCode(sql: Sql, userId: number, code: string) {
  await sql`
    insert into one_time_codes (user_id, code_hmac, expires_at)
    values (${userId}, ${keys.mac("one-time-code", `${userId}:${code}`)}, now() + interval '10 minutes')`;
}

dbTest("a one-time code signs in once; wrong tries count down and lock it after five", async ({ sql }) => {
  const user = await newUser(sql);
  const services = { sql, keys };
  const input = { channel: "email" as const, contact: user.email, ip: uniqueName("ip") };
  await giveCode(sql, user.id, "123456");
  const { userId } = await signInWithCode(services, { ...input, code: "123 456" });
  assert.equal(userId, user.id);
  await assert.rejects(signInWithCode(services, { ...input, code: "123456" }), refusal(410, CODE_EXPIRED));

  await giveCode(sql, user.id, "654321");
  await assert.rejects(
    signInWithCode(services, { ...input, code: "12345" }),
    refusal(400, "Enter the six digits of the code."),
  );
  for (const left of [4, 3, 2]) {
    await assert.rejects(
      signInWithCode(services, { ...input, code: "000000" }),
      refusal(401, `That code is not right. ${left} tries left.`),
    );
  }
  await assert.rejects(
    signInWithCode(services, { ...input, code: "000000" }),
    refusal(401, "That code is not right. 1 try left."),
  );
  await assert.rejects(signInWithCode(services, { ...input, code: "000000" }), refusal(429, CODE_LOCKED));
  await assert.rejects(
    signInWithCode(services, { ...input, code: "654321" }),
    refusal(429, CODE_LOCKED),
    "locked even for the right code",
  );
});

dbTest("a one-time code by text message is found by the mobile number", async ({ sql }) => {
  const user = await newUser(sql, `+1415555${String(Math.floor(Math.random() * 9000) + 1000)}`);
  const [row] = await sql`select phone from users where id = ${user.id}`;
  await giveCode(sql, user.id, "246810");
  const national = `(${row.phone.slice(2, 5)}) ${row.phone.slice(5, 8)}-${row.phone.slice(8)}`;
  const { userId } = await signInWithCode({ sql, keys }, {
    channel: "sms",
    contact: national,
    code: "246810",
    ip: uniqueName("ip"),
  });
  assert.equal(userId, user.id);
});
