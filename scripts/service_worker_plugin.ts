// A Vite plugin that builds the staff app's service worker (src/ui/offline/service_worker.ts) into
// dist/client/sw.js once the browser files are written, with the list of files it precaches: the built shell
// (script and style chunks, fonts), the icons, the web app manifest and the offline page. A hashed file is
// its own version; any other is versioned by a hash of its content, so a new build replaces exactly what
// changed. Kept out of the precache: the component gallery's sample files, robots.txt, the worker itself.
import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import { build, type Plugin } from "vite";

interface ShellFile {
  url: string;
  /** null for a file whose name carries its content hash. */
  revision: string | null;
}

const SHELL = [
  /^\/assets\/.+\.(js|css|woff2|svg|png|webp)$/,
  /^\/icons\/.+\.(png|svg)$/,
  /^\/(favicon\.svg|manifest\.webmanifest|offline\.html)$/,
];

export function serviceWorker(options: { source: string }): Plugin {
  return {
    name: "dvi:service-worker",
    apply: "build",
    // Once, for the browser's files; the server's build has no worker.
    applyToEnvironment: (environment) => environment.name === "client",
    async closeBundle() {
      const outDir = this.environment.config.build.outDir;
      const shell = await shellFiles(outDir);
      await build({
        configFile: false,
        publicDir: false,
        logLevel: "warn",
        mode: "production",
        define: {
          __SHELL_FILES__: JSON.stringify(shell),
          __SHELL_VERSION__: JSON.stringify(versionOf(shell)),
          "process.env.NODE_ENV": JSON.stringify("production"),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          // A classic script: every browser that has service workers runs one.
          lib: { entry: options.source, formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
        },
      });
      if (!shell.some((file) => file.url === "/offline.html")) {
        throw new Error("The service worker's offline page (public/offline.html) was not in the build.");
      }
    },
  };
}

/** Changes whenever a file of the shell does. */
function versionOf(shell: ShellFile[]): string {
  return createHash("sha256").update(JSON.stringify(shell)).digest("base64url").slice(0, 12);
}

async function shellFiles(outDir: string): Promise<ShellFile[]> {
  const shell: ShellFile[] = [];
  for await (const path of walk(outDir)) {
    const url = `/${relative(outDir, path).replaceAll("\\", "/")}`;
    if (!SHELL.some((pattern) => pattern.test(url))) continue;
    const revision = url.startsWith("/assets/")
      ? null
      : createHash("sha256").update(await Deno.readFile(path)).digest("base64url").slice(0, 16);
    shell.push({ url, revision });
  }
  return shell.sort((a, b) => a.url.localeCompare(b.url));
}

async function* walk(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* walk(path);
    else if (entry.isFile) yield path;
  }
}
