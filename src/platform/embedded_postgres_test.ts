import assert from "node:assert/strict";
import { join } from "node:path";
import postgres from "postgres";
import { quietLog } from "../../tests/support/databases.ts";
import { DataDirBusyError, openEmbeddedPostgres } from "./embedded_postgres.ts";

const sanitizers = { sanitizeOps: false, sanitizeResources: false };

/** A fresh in-memory embedded database with two clients on it, as the app and the CLI would be. */
async function twoClients() {
  const embedded = await openEmbeddedPostgres(null, { share: false, log: quietLog });
  const client = () => postgres(embedded.url, { max: 1, prepare: false, onnotice: () => {} });
  return { embedded, a: client(), b: client() };
}

Deno.test({
  name: "clients sharing the embedded database never see each other's statements or open transactions",
  ...sanitizers,
  async fn() {
    const { embedded, a, b } = await twoClients();
    try {
      await a`create table pings (n int)`;

      // Unnamed extended-protocol statements from both clients, interleaved: each gets its own answer.
      const ask = (client: postgres.Sql, who: string, n: number) =>
        client`select ${who}::text as who, ${n}::int as n`.then(([row]) => `${row.who}${row.n}`);
      const asked = Array.from({ length: 100 }, (_, n) => [ask(a, "a", n), ask(b, "b", n)]).flat();
      const answers = await Promise.all(asked);
      assert.deepEqual(answers, Array.from({ length: 100 }, (_, n) => [`a${n}`, `b${n}`]).flat());

      // While a has a transaction open, b waits for it and never reads its uncommitted rows.
      const seenByB = Promise.withResolvers<number>();
      await a.begin(async (tx) => {
        await tx`insert into pings values (1)`;
        b`select count(*)::int as count from pings`.then(
          ([row]) => seenByB.resolve(row.count),
          seenByB.reject,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx`rollback and chain`; // undo the insert, keep the transaction going until the callback ends
      });
      assert.equal(await seenByB.promise, 0);
    } finally {
      await a.end();
      await b.end();
      await embedded.close();
    }
  },
});

Deno.test({
  name: "a client that disconnects inside a transaction is rolled back and the others carry on",
  ...sanitizers,
  async fn() {
    const { embedded, a, b } = await twoClients();
    try {
      await b`create table orders (n int)`;
      const inserted = Promise.withResolvers<void>();
      // Never commits: the callback hangs until its connection is gone.
      a.begin(async (tx) => {
        await tx`insert into orders values (1)`;
        inserted.resolve();
        await new Promise(() => {});
      }).catch(() => {});
      await inserted.promise;
      const count = b`select count(*)::int as count from orders`;
      await a.end({ timeout: 0 }); // drops the connection at once, as a crashed process would
      assert.equal((await count)[0].count, 0);
    } finally {
      await b.end();
      await embedded.close();
    }
  },
});

Deno.test({
  name:
    "a second process is refused the data folder, the CLI may share it, and the holder file goes on close",
  ...sanitizers,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    try {
      const owner = await openEmbeddedPostgres(dataDir, { share: false, log: quietLog });
      assert.ok(owner.owned);
      await assert.rejects(openEmbeddedPostgres(dataDir, { share: false, log: quietLog }), DataDirBusyError);

      const visitor = await openEmbeddedPostgres(dataDir, { share: true, log: quietLog });
      assert.equal(visitor.owned, false);
      assert.equal(visitor.url, owner.url);

      await owner.close();
      await assert.rejects(Deno.stat(join(dataDir, "postgres.holder.json")), Deno.errors.NotFound);
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name: "a holder file left by a process that died is taken over",
  ...sanitizers,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    try {
      // A pid far above any real one and a port nothing listens on: what a crash leaves behind.
      await Deno.writeTextFile(
        join(dataDir, "postgres.holder.json"),
        JSON.stringify({ pid: 2 ** 30, port: 1 }),
      );
      const embedded = await openEmbeddedPostgres(dataDir, { share: false, log: quietLog });
      assert.ok(embedded.owned);
      const holder = JSON.parse(await Deno.readTextFile(join(dataDir, "postgres.holder.json")));
      assert.equal(holder.pid, Deno.pid);
      await embedded.close();
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
