import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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

export default defineConfig({
  define: {
    "import.meta.env.VITE_VERSION_COMMIT": JSON.stringify(version.commit),
    "import.meta.env.VITE_VERSION_UNIX": JSON.stringify(version.unix),
  },
  plugins: [
    tanstackStart({
      srcDirectory: "src",
      // src/server.ts is the Hono app; Start's own entry is this file.
      server: { entry: "pages_entry.ts" },
      // Deno resolves imports by their full file name, extension included.
      router: { addExtensions: true },
      // A client file that imports a *.server.ts file fails the build instead of shipping SQL to browsers.
      importProtection: { behavior: "error" },
    }),
    viteReact(),
  ],
});
