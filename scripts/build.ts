// `deno task build`: builds the pages (Vite + TanStack Start) into dist/ and precompresses the browser
// files, unless dist/ was already built from exactly these sources. A content hash of everything the build
// reads is kept in dist/.build-stamp, so `deno task start` is instant when nothing changed and a Docker
// image built once never rebuilds at start. `--force` rebuilds anyway.
import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
// The build's own plugins in scripts/ are inputs too.
const INPUTS = [
  "src",
  "modules",
  "public",
  "vite.config.ts",
  "scripts/barrel_imports.ts",
  "scripts/preact_in_browsers.ts",
  "scripts/service_worker_plugin.ts",
  "deno.json",
  "deno.lock",
];
const STAMP = join(ROOT, "dist/.build-stamp");

async function* files(path: string): AsyncGenerator<string> {
  const info = await Deno.stat(path).catch(() => null);
  if (!info) return;
  if (info.isFile) {
    yield path;
    return;
  }
  const entries = await Array.fromAsync(Deno.readDir(path));
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    // The route tree is the build's own output; test files never reach the bundles.
    if (entry.name === "routeTree.gen.ts" || /_test\.tsx?$/.test(entry.name)) continue;
    yield* files(join(path, entry.name));
  }
}

async function sourceHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for await (const file of files(join(ROOT, input))) {
      hash.update(relative(ROOT, file)).update("\0").update(await Deno.readFile(file)).update("\0");
    }
  }
  return hash.digest("hex");
}

async function run(args: string[]): Promise<void> {
  const status = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    stdout: "inherit",
    stderr: "inherit",
  })
    .spawn().status;
  if (!status.success) Deno.exit(status.code || 1);
}

const hash = await sourceHash();
const built = await Deno.readTextFile(STAMP).catch(() => null);
if (built === hash && !Deno.args.includes("--force")) {
  console.log("The pages are up to date (dist/ was built from these sources).");
  Deno.exit(0);
}
await Deno.remove(STAMP).catch(() => {});
await run(["install", "--quiet"]);
await run(["run", "-A", "npm:vite", "build", "--logLevel", "warn"]);
await run(["run", "-A", "scripts/precompress.ts"]);
await Deno.writeTextFile(STAMP, hash);
