// Asking for a sign-in link (and "Forgot your password?", which is the same request) never reveals whether
// an address has an account: not by the answer (tests/contract/hardening_rate_limits_test.ts), and not by
// the time it takes. The time follows from the work, so the work is what is checked here: the request runs
// the very same statements and queues the very same job for an address with an account as for one without
// (a timing comparison would say the same thing less surely, and fail on a busy machine).
import assert from "node:assert/strict";
import { dbTest, uniqueName } from "../../../tests/support/databases.ts";
import type { Sql } from "@platform/db.ts";
import type { Services } from "@platform/request_context.ts";
import { createPerson } from "../create_person.ts";
import { requestLoginLink } from "./login_links.ts";

/** A client that writes down each statement's text (its values left out) and passes it on. */
function recording(sql: Sql, statements: string[]): Sql {
  return new Proxy(sql, {
    apply(target, self, args: [TemplateStringsArray, ...unknown[]]) {
      statements.push(args[0].join("$").replace(/\s+/g, " ").trim());
      return Reflect.apply(target, self, args);
    },
    get(target, property, receiver) {
      if (property !== "begin") return Reflect.get(target, property, receiver);
      return (work: (tx: Sql) => Promise<unknown>) =>
        target.begin((tx) => work(recording(tx as unknown as Sql, statements)));
    },
  });
}

/** The statements and queued jobs of one request for a link. */
async function workOf(sql: Sql, channel: "email" | "sms", contact: string) {
  const statements: string[] = [];
  const jobs: Array<{ name: string; fields: string[] }> = [];
  const queue = {
    send: (name: string, data: Record<string, unknown>) => {
      jobs.push({ name, fields: Object.keys(data).sort() });
      return Promise.resolve("job");
    },
  } as unknown as Services["jobs"];
  await requestLoginLink({ sql: recording(sql, statements), jobs: queue }, {
    channel,
    contact,
    redirectTo: "/",
    ip: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });
  return { statements, jobs };
}

dbTest(
  "a sign-in link asked for an address with an account does the same work as for one without",
  async ({ sql }) => {
    const user = await createPerson(sql, {
      email: `${uniqueName("known")}@example.com`,
      displayName: "Kim Known",
      password: "torque wrench 42",
    });
    const known = await workOf(sql, "email", user.email);
    const unknown = await workOf(sql, "email", `${uniqueName("nobody")}@example.com`);
    assert.ok(known.statements.length > 0 && known.jobs.length === 1, "the request counts and queues");
    assert.deepEqual(known, unknown);
    // Nothing in the request reads the accounts: that is the job's work, in the worker.
    assert.ok(known.statements.every((text) => !/\busers\b/.test(text)), known.statements.join("\n"));
  },
);

dbTest(
  "a sign-in text asked for a number with an account does the same work as for one without",
  async ({ sql }) => {
    const phone = `+1312555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
    const user = await createPerson(sql, {
      email: `${uniqueName("known")}@example.com`,
      displayName: "Kim Known",
      password: "torque wrench 42",
    });
    await sql`update users set phone = ${phone} where id = ${user.id}`;
    const known = await workOf(sql, "sms", phone);
    const unknown = await workOf(sql, "sms", "+13125550199" === phone ? "+13125550198" : "+13125550199");
    assert.deepEqual(known, unknown);
  },
);
