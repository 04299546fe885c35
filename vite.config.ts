import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import viteReact from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
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
