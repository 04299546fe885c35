// TanStack Start calls a page's server function at /_serverFn/{id}; the id is a hash the build makes. Tests
// that call one the way a stranger would (without its page) find the id in the built pages' manifest.
import { fileURLToPath } from "node:url";

const PAGES_ENTRY = fileURLToPath(new URL("../../dist/server/pages_entry.mjs", import.meta.url));

/** The /_serverFn/... path of a server function, by the name of the const it is assigned to. */
export async function serverFunctionPath(name: string): Promise<string> {
  const entry = await Deno.readTextFile(PAGES_ENTRY);
  const id = new RegExp(`"([0-9a-f]{64})": \\{\\s*functionName: "${name}_createServerFn_handler"`).exec(entry)
    ?.[1];
  if (!id) throw new Error(`The built pages have no server function ${name}.`);
  return `/_serverFn/${id}`;
}
