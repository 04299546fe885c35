// A Vite plugin for the browser bundle: the pages' React imports are served by Preact's compatibility layer
// (preact/compat), about 10 KB compressed against react-dom's 55 (issue 19: the checklist route at most 120 KB
// of compressed JavaScript, the framework alone was 99.5; decision 035). Only the client build is changed: the
// server renders every page with React as before, and the browser adopts that HTML (src/client.tsx, with the
// adapters of src/ui/page_adoption.tsx for what React's server writes that Preact would not).
import type { Plugin } from "vite";

/** What a React import becomes in the browser. */
const BROWSER_RENDERER: Record<string, string> = {
  "react": "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export function preactInBrowsers(): Plugin {
  return {
    name: "preact-in-browsers",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const target = BROWSER_RENDERER[source];
      if (!target || this.environment.name !== "client") return null;
      // A package's import resolves from the package (Deno's node_modules layout); an entry's from here.
      return await this.resolve(target, importer ?? import.meta.filename, { ...options, skipSelf: true });
    },
  };
}
