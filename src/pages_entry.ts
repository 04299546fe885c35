// TanStack Start's server entry: renders pages and answers server-function calls. It is built into
// dist/server/server.mjs and mounted inside the Hono app (src/server.ts), which passes each request's
// context (database, queue, CSP nonce) in.
import handler, { createServerEntry } from "@tanstack/react-start/server-entry";

export default createServerEntry({
  fetch(request, options) {
    return handler.fetch(request, options);
  },
});
