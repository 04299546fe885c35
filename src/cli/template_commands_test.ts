import assert from "node:assert/strict";
import { LONG_LIVED } from "../../tests/support/app.ts";
import { EXIT, runCli } from "./run_cli.ts";

async function cli(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: { APP_ENV: "test", ...env },
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

Deno.test("templates:import --help shows --replace as a flag without a value", async () => {
  const help = await cli(["templates:import", "--help"], {});
  assert.equal(help.code, EXIT.ok);
  assert.match(help.out, /^Usage: deno task cli templates:import --file <file> \[--replace\]$/m);
});

Deno.test({
  name: "templates are listed, exported, imported under a new key and replaced; bad documents exit 65",
  ...LONG_LIVED,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    const env = { DATA_DIR: dataDir };
    const file = (name: string) => `${dataDir}/${name}`;
    try {
      const migrated = await cli(["db:migrate"], env);
      assert.match(migrated.out, /installed the template general-repair/);

      const list = await cli(["templates:list"], env);
      assert.equal(list.code, EXIT.ok, list.err);
      const lines = list.out.split("\n");
      assert.match(lines[0], /^KEY\s+NAME\s+ORIGIN\s+TYPES\s+TASKS\s+FINDINGS$/);
      assert.deepEqual(lines.slice(1).map((line) => line.split(/\s{2,}/).slice(0, 3)), [
        ["general-repair", "General repair", "built-in"],
        ["tire-and-lube", "Tire and lube", "built-in"],
        ["fleet-diesel", "Fleet and diesel", "built-in"],
        ["appliance", "Appliance repair", "built-in"],
      ]);
      assert.match(lines[1], /built-in\s+4\s+36\s+84$/);

      // To standard output without --out: one JSON document.
      const printed = await cli(["templates:export", "--key", "appliance"], env);
      assert.equal(printed.code, EXIT.ok, printed.err);
      assert.equal(JSON.parse(printed.out).name, "Appliance repair");

      // Export, import under a new key, export again: the same catalogue apart from key and name.
      const written = await cli(
        ["templates:export", "--key", "general-repair", "--out", file("gr.json")],
        env,
      );
      assert.equal(written.out, `Wrote the catalogue of General repair to ${file("gr.json")}.`);
      const original = JSON.parse(await Deno.readTextFile(file("gr.json")));
      await Deno.writeTextFile(
        file("ours.json"),
        JSON.stringify({ ...original, key: "our-checks", name: "Our checks" }),
      );
      const imported = await cli(["templates:import", "--file", file("ours.json")], env);
      assert.equal(imported.code, EXIT.ok, imported.err);
      assert.equal(
        imported.out,
        "Installed the template our-checks: 4 inspection types, 8 categories, 36 tasks, 84 findings.",
      );
      const again = JSON.parse((await cli(["templates:export", "--key", "our-checks"], env)).out);
      assert.deepEqual({ ...again, key: original.key, name: original.name }, original);
      assert.match(
        (await cli(["templates:list"], env)).out,
        /our-checks\s+Our checks\s+imported\s+4\s+36\s+84/,
      );

      // The same key again is refused unless --replace; replacing swaps the catalogue.
      const twice = await cli(["templates:import", "--file", file("ours.json")], env);
      assert.equal(twice.code, EXIT.data);
      assert.equal(twice.err, 'A template "our-checks" exists already; use --replace to replace it.');
      const smaller = {
        ...original,
        key: "our-checks",
        name: "Our checks",
        inspectionTypes: original.inspectionTypes.slice(0, 1),
      };
      await Deno.writeTextFile(file("ours.json"), JSON.stringify(smaller));
      const replaced = await cli(["templates:import", "--file", file("ours.json"), "--replace"], env);
      assert.equal(replaced.code, EXIT.ok, replaced.err);
      assert.match(replaced.out, /^Replaced the template our-checks: 1 inspection types,/);
      assert.match(
        (await cli(["templates:list"], env)).out,
        /our-checks\s+Our checks\s+imported\s+1\s+36\s+84/,
      );

      // A working shop's catalogue becomes a document too.
      await cli(["shop:create", "--uri", "oak", "--name", "Oak Garage"], env);
      const shopDocument = await cli(["templates:export", "--shop", "oak"], env);
      assert.equal(shopDocument.code, EXIT.ok, shopDocument.err);
      assert.deepEqual(
        [JSON.parse(shopDocument.out).key, JSON.parse(shopDocument.out).inspectionTypes],
        ["oak", []],
      );

      await Deno.writeTextFile(file("broken.json"), "{ not json");
      const cases: Array<[string[], number, RegExp]> = [
        [["templates:import", "--file", file("broken.json")], EXIT.data, /^.*broken\.json is not JSON: /],
        [
          ["templates:import", "--file", file("missing.json")],
          EXIT.data,
          /^Could not read .*missing\.json: /,
        ],
        [["templates:export"], EXIT.usage, /^templates:export needs either --key or --shop\.$/],
        [["templates:export", "--key", "x", "--shop", "oak"], EXIT.usage, /needs either --key or --shop/],
        [["templates:export", "--key", "nope"], EXIT.data, /^There is no template "nope"\. templates:list/],
        [["templates:export", "--shop", "elm"], EXIT.data, /^There is no shop at \/elm\.$/],
      ];
      await Deno.writeTextFile(file("invalid.json"), JSON.stringify({ ...original, key: "Bad Key" }));
      cases.push([
        ["templates:import", "--file", file("invalid.json")],
        EXIT.data,
        /^The catalogue document is not valid\. key: use lower-case letters, digits and hyphens\.$/,
      ]);
      for (const [args, code, message] of cases) {
        const result = await cli(args, env);
        assert.equal(result.code, code, args.join(" "));
        assert.equal(result.err.split("\n").length, 1, `${args.join(" ")}: one line`);
        assert.match(result.err, message);
      }
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
