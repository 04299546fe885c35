import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { barrelImports } from "./scripts/barrel_imports.ts";
import { preactInBrowsers } from "./scripts/preact_in_browsers.ts";
import { serviceWorker } from "./scripts/service_worker_plugin.ts";

/**
 * The commit the build is made from and its time, for error reports (src/ui/build_version.ts): SOURCE_COMMIT
 * and SOURCE_UNIX when the builder gives them (a Docker build has no .git), else git's HEAD.
 */
function sourceVersion(): { commit: string; unix: string } {
  const commit = Deno.env.get("SOURCE_COMMIT");
  if (commit) return { commit, unix: Deno.env.get("SOURCE_UNIX") ?? "0" };
  try {
    const git = new Deno.Command("git", {
      args: ["log", "-1", "--format=%H %ct"],
      stdout: "piped",
      stderr: "null",
    })
      .outputSync();
    const [hash, time] = new TextDecoder().decode(git.stdout).trim().split(" ");
    if (git.success && hash) return { commit: hash, unix: time };
  } catch {
    // No git here: the version stays unknown.
  }
  return { commit: "unknown", unix: "0" };
}

const version = sourceVersion();

/**
 * deno.json's folder aliases (`@ui/`, `@platform/`, `@modules/`), which Deno reads from its import map, given
 * to Vite too, so the browser bundle resolves the same imports as `deno check` and the tests.
 */
function folderAliases(): Array<{ find: RegExp; replacement: string }> {
  const { imports } = JSON.parse(Deno.readTextFileSync(new URL("./deno.json", import.meta.url))) as {
    imports: Record<string, string>;
  };
  return Object.entries(imports)
    .filter(([alias, target]) => alias.endsWith("/") && target.startsWith("./"))
    // A pattern, not a string: Vite's string aliases match only a whole segment followed by "/".
    .map(([alias, target]) => ({
      find: new RegExp(`^${alias.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`),
      replacement: fileURLToPath(new URL(target, import.meta.url)),
    }));
}

const PROJECT_CODE = [
  fileURLToPath(new URL("./modules/", import.meta.url)),
  fileURLToPath(new URL("./src/", import.meta.url)),
];

/** Source files of this project (not packages): TypeScript under modules/ and src/. */
function isProjectCode(id: string): boolean {
  return /\.tsx?$/.test(id.split("?")[0]) && PROJECT_CODE.some((folder) => id.startsWith(folder));
}

/**
 * The packages every page runs on: the renderer (Preact, scripts/preact_in_browsers.ts), the router and
 * TanStack Start's client. React itself never reaches the browser's build.
 */
function isFramework(id: string): boolean {
  return /node_modules[\\/](?:\.deno[\\/][^\\/]+[\\/]node_modules[\\/])?(?:preact|@tanstack[\\/][^\\/]+|seroval|seroval-plugins|use-sync-external-store)[\\/]/
    .test(id);
}

/**
 * The browser's intl-messageformat without its ICU parser (about 7 KB compressed on every page that has
 * words): pages are sent their messages parsed (modules/text/localization/icu.ts, pageMessage). The server
 * keeps the parser: it checks a shop's wording and parses what it sends.
 */
function noMessageParserInBrowsers(): Plugin {
  const PARSER = "@formatjs/icu-messageformat-parser";
  return {
    name: "no-message-parser-in-browsers",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== PARSER || this.environment.name !== "client") return null;
      return await this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  resolve: { alias: folderAliases() },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // The project's own files do nothing when merely imported (no registrations, no global styles), so
          // the bundler may drop whatever a page does not use, including unused server-function stubs. Which
          // chunk a file lands in is another matter: see barrelImports below.
          treeshake: { moduleSideEffects: (id: string) => !isProjectCode(id) },
          output: {
            // The renderer and the router are one file that every page loads: compressed whole it is smaller
            // than as the bundler's split of it (link, createServerFn, jsx-runtime... 4 KB less on the checklist),
            // and it is one request instead of seven.
            codeSplitting: { groups: [{ name: "framework", test: isFramework, priority: 10 }] },
          },
        },
      },
    },
  },
  define: {
    "import.meta.env.VITE_VERSION_COMMIT": JSON.stringify(version.commit),
    "import.meta.env.VITE_VERSION_UNIX": JSON.stringify(version.unix),
  },
  plugins: [
    preactInBrowsers(),
    noMessageParserInBrowsers(),
    // Imports from a module's ui.ts go to the files that define the names (scripts/barrel_imports.ts): the
    // bundler puts a file in the main chunk when the route tree reaches it through a barrel, used or not.
    barrelImports((file) => /\/modules\/[^/]+\/ui\.ts$/.test(file), isProjectCode),
    tanstackStart({
      srcDirectory: "src",
      // src/server.ts is the Hono app; Start's own entry is this file.
      server: { entry: "pages_entry.ts" },
      // Deno resolves imports by their full file name, extension included.
      router: {
        addExtensions: true,
        // A route's loader goes with its component into the route's own chunk, so the route tree (in the
        // main chunk every page loads) carries neither the page nor the server-function stubs it loads with.
        codeSplittingOptions: {
          defaultBehavior: [
            ["loader", "component"],
            ["pendingComponent", "errorComponent", "notFoundComponent"],
          ],
        },
      },
      // A client file that imports a *.server.ts file fails the build instead of shipping SQL to browsers.
      importProtection: { behavior: "error" },
    }),
    viteReact(),
    // The staff app's offline worker, /sw.js (docs/decisions/019-offline-staff-app.md).
    serviceWorker({ source: fileURLToPath(new URL("./src/ui/offline/service_worker.ts", import.meta.url)) }),
  ],
});
