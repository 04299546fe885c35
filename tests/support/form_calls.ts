// Calls whose body is an ordinary form (the status toggles, the password reveal), sent as the pages send
// them: form-encoded, with the page's token in X-CSRF-Token.
import type { HttpClient } from "./http_client.ts";

export async function callWithForm(client: HttpClient, path: string, fields: Record<string, string>) {
  return await client.request(path, {
    method: "POST",
    headers: { "X-CSRF-Token": client.csrfToken },
    body: new URLSearchParams(fields),
  });
}
