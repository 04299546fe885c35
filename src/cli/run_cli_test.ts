import assert from "node:assert/strict";
import { DataDirBusyError } from "../platform/embedded_postgres.ts";
import { startApp } from "../app.ts";
import { loadConfig } from "../platform/config.ts";
import { LONG_LIVED } from "../../tests/support/app.ts";
import { HttpClient } from "../../tests/support/http_client.ts";
import { quietLog } from "../../tests/support/databases.ts";
import { EXIT, runCli } from "./run_cli.ts";

async function cli(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: { APP_ENV: "test", ...env },
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

Deno.test("--help lists every command; a command's --help lists its flags", async () => {
  const help = await cli(["--help"]);
  assert.equal(help.code, EXIT.ok);
  for (const name of ["db:migrate", "db:status", "shop:create", "user:create", "demo:seed"]) {
    assert.match(help.out, new RegExp(name));
  }
  const shopHelp = await cli(["shop:create", "--help"]);
  assert.equal(shopHelp.code, EXIT.ok);
  assert.match(shopHelp.out, /Usage: deno task cli shop:create --uri <uri> --name <name>/);
});

Deno.test("bad command lines exit 64 with one line saying what is wrong", async () => {
  const cases: Array<[string[], string]> = [
    [[], "Usage: deno task cli <command> [--flag value ...]"],
    [["shop:make"], 'Unknown command "shop:make". Run `deno task cli --help` to see the commands.'],
    [["shop:create", "--uri", "x"], "shop:create needs --name. Run `deno task cli shop:create --help`."],
    [
      ["shop:create", "--uri", "x", "--name", "X", "--colour", "red"],
      "shop:create has no option --colour. Run `deno task cli shop:create --help`.",
    ],
    [
      ["shop:create", "stray", "--uri", "x"],
      'Unexpected "stray": give values as --flag value. Run `deno task cli shop:create --help`.',
    ],
  ];
  for (const [args, message] of cases) {
    const result = await cli(args);
    assert.equal(result.code, EXIT.usage, args.join(" "));
    const said = result.err.split("\n")[0];
    assert.equal(said, message);
  }
});

Deno.test({
  name: "the CLI migrates, creates shops and users and seeds the demo in its own data folder",
  ...LONG_LIVED,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    const env = { DATA_DIR: dataDir };
    try {
      const early = await cli(["shop:create", "--uri", "early", "--name", "Early"], env);
      assert.equal(early.code, EXIT.data);
      assert.equal(
        early.err,
        "The database is not up to date: run `deno task cli db:migrate` (or start the app) first.",
      );

      const status = await cli(["db:status"], env);
      assert.match(status.out, /0001_shops\s+pending/);
      const migrated = await cli(["db:migrate"], env);
      assert.equal(migrated.code, EXIT.ok);
      assert.match(migrated.out, /applied 0001_shops/);
      assert.equal((await cli(["db:migrate"], env)).out, "The database is up to date.");

      const shop = await cli(["shop:create", "--uri", "Oak-Street", "--name", "Oak Street Garage"], env);
      assert.equal(shop.code, EXIT.ok, shop.err);
      assert.match(shop.out, /^Created shop Oak Street Garage at \/oak-street \(id \d+\)\.$/);
      const again = await cli(["shop:create", "--uri", "oak-street", "--name", "Copy"], env);
      assert.equal(again.code, EXIT.data);
      assert.equal(again.err, 'The web address "oak-street" is already taken by another shop.');
      const reserved = await cli(["shop:create", "--uri", "ajax", "--name", "Nope"], env);
      assert.equal(reserved.err, `"ajax" is reserved for the app's own pages; choose another web address.`);

      const user = await cli([
        "user:create",
        "--shop",
        "oak-street",
        "--email",
        "Sam@Oak.example",
        "--name",
        "Sam Service",
        "--role",
        "manager,mechanic",
        "--password",
        "wrench-and-socket",
      ], env);
      assert.equal(user.code, EXIT.ok, user.err);
      assert.equal(user.out, "Created Sam Service <sam@oak.example> as manager, mechanic in oak-street.");
      const badRole = await cli([
        "user:create",
        "--shop",
        "oak-street",
        "--email",
        "x@oak.example",
        "--name",
        "X",
        "--role",
        "boss",
        "--password",
        "long enough",
      ], env);
      assert.equal(badRole.code, EXIT.usage);
      const noShop = await cli([
        "user:create",
        "--shop",
        "elm",
        "--email",
        "x@oak.example",
        "--name",
        "X",
        "--role",
        "owner",
        "--password",
        "long enough",
      ], env);
      assert.equal(noShop.code, EXIT.data);
      assert.equal(noShop.err, 'There is no shop with the uri "elm".');

      const demo = await cli(["demo:seed"], env);
      assert.match(demo.out, /Created Demo Auto Repair at \/demo/);
      assert.match(demo.out, /owner@demo\.example\s+demo-owner-2026/);
      assert.equal(
        (await cli(["demo:seed"], env)).out,
        "The demo shop /demo already exists; nothing changed.",
      );
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name: "while the app runs on the embedded database, the CLI works through it and a second app is refused",
  ...LONG_LIVED,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    const config = loadConfig({
      APP_ENV: "test",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: "0",
      SEED_DEMO: "false",
    });
    const app = await startApp(config, { log: quietLog });
    try {
      const created = await cli(["shop:create", "--uri", "pine", "--name", "Pine Tire & Lube"], {
        DATA_DIR: dataDir,
      });
      assert.equal(created.code, EXIT.ok, created.err);
      const owner = await cli([
        "user:create",
        "--shop",
        "pine",
        "--email",
        "pat@pine.example",
        "--name",
        "Pat Pine",
        "--role",
        "owner",
        "--password",
        "pine-needles-9",
      ], { DATA_DIR: dataDir });
      assert.equal(owner.code, EXIT.ok, owner.err);
      const client = new HttpClient(app.url!);
      await client.signIn("pat@pine.example", "pine-needles-9");
      const page = await client.page("/pine/inspection-types");
      assert.equal(page.status, 200);
      assert.match(page.html, /Pine Tire &amp; Lube/);
      const landing = await (await fetch(app.url!, { headers: { Accept: "text/html" } })).text();
      assert.doesNotMatch(landing, /Open the demo shop/, "no demo link where there is no demo shop");

      await assert.rejects(startApp(config, { log: quietLog }), DataDirBusyError);
    } finally {
      await app.close();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
