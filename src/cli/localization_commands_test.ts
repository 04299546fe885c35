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

Deno.test({
  name: "localizations: a culture exported from one shop and imported into another has the same strings; " +
    "a broken ICU message in the file is refused and writes nothing",
  ...LONG_LIVED,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    const env = { DATA_DIR: dataDir };
    const file = (name: string) => `${dataDir}/${name}`;
    try {
      assert.equal((await cli(["db:migrate"], env)).code, EXIT.ok);
      for (const uriName of ["first", "second"]) {
        const made = await cli(["shop:create", "--name", `Shop ${uriName}`, "--uri", uriName], env);
        assert.equal(made.code, EXIT.ok, made.err);
      }
      const document = {
        format: "dvi-localization/1",
        culture: "es-MX",
        messages: {
          "report.title": "Informe de su vehículo",
          "report.photo": "{n, plural, one {La foto} other {Foto {n}}} de {task}",
        },
        catalogue: { "Front brake pads": "Pastillas de freno delanteras" },
      };
      await Deno.writeTextFile(file("in.json"), JSON.stringify(document));
      const imported = await cli(["localizations:import", "--shop", "first", "--file", file("in.json")], env);
      assert.equal(imported.code, EXIT.ok, imported.err);
      assert.equal(imported.out, "Imported es-MX into /first: 2 messages, 1 catalogue translations.");

      const exported = await cli(
        ["localizations:export", "--shop", "first", "--culture", "es-mx", "--file", file("out.json")],
        env,
      );
      assert.equal(exported.code, EXIT.ok, exported.err);
      const written = JSON.parse(await Deno.readTextFile(file("out.json")));
      assert.deepEqual(written, {
        ...document,
        messages: Object.fromEntries(Object.entries(document.messages).sort()),
      });

      const again = await cli(["localizations:import", "--shop", "second", "--file", file("out.json")], env);
      assert.equal(again.code, EXIT.ok, again.err);
      const second = await cli(["localizations:export", "--shop", "second", "--culture", "es-MX"], env);
      assert.deepEqual(JSON.parse(second.out), written, "the second shop has the same strings");

      const broken = {
        ...document,
        messages: { "report.title": "Nuevo", "report.photo": "Foto {n de {task}" },
      };
      await Deno.writeTextFile(file("broken.json"), JSON.stringify(broken));
      const refused = await cli(
        ["localizations:import", "--shop", "second", "--file", file("broken.json")],
        env,
      );
      assert.equal(refused.code, EXIT.data);
      assert.match(refused.err, /report\.photo: This is not a valid ICU message/);
      const unchanged = await cli(["localizations:export", "--shop", "second", "--culture", "es-MX"], env);
      assert.deepEqual(JSON.parse(unchanged.out), written, "nothing written");

      const noShop = await cli(["localizations:export", "--shop", "nowhere", "--culture", "es-MX"], env);
      assert.equal(noShop.code, EXIT.data);
      assert.match(noShop.err, /There is no shop at \/nowhere\./);
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
