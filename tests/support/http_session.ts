// A browser-like client for contract tests: keeps cookies, sends the same Origin, and knows the CSRF token
// of the last page it loaded (the csrf-token meta tag). signIn() signs a user in the way a person does:
// GET /login, then POST the form.
import assert from "node:assert/strict";

export class HttpSession {
  readonly #cookies = new Map<string, string>();
  /** The token of the last page loaded; writes send it back. */
  csrfToken = "";

  constructor(readonly baseUrl: string) {}

  /** A session with no user yet, holding the CSRF cookie and token a first page load gives. */
  static async anonymous(baseUrl: string): Promise<HttpSession> {
    const session = new HttpSession(baseUrl);
    await session.loadToken();
    return session;
  }

  static async signIn(baseUrl: string, email: string, password: string): Promise<HttpSession> {
    const session = await HttpSession.anonymous(baseUrl);
    const response = await session.postForm("/login", { email, password, mode: "password" });
    await response.body?.cancel();
    assert.equal(response.status, 303, `signing in as ${email}`);
    // The token is bound to the user: the one the login page carried is no good any more.
    await session.loadToken();
    return session;
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("Origin", this.baseUrl);
    if (this.#cookies.size > 0) {
      headers.set("Cookie", [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, value] = pair.split("=");
      const gone = value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (gone) this.#cookies.delete(name.trim());
      else this.#cookies.set(name.trim(), value);
    }
    return response;
  }

  get(path: string): Promise<Response> {
    return this.fetch(path, { headers: { Accept: "text/html" } });
  }

  /** Loads a page and keeps its CSRF token. */
  async loadToken(path = "/login"): Promise<void> {
    const html = await (await this.get(path)).text();
    const token = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1];
    assert.ok(token, `no csrf-token meta tag on ${path}`);
    this.csrfToken = token;
  }

  /** An ordinary form post, with the page's token as the csrfToken field. */
  postForm(
    path: string,
    fields: Record<string, string>,
    options: { token?: boolean } = {},
  ): Promise<Response> {
    const body = new URLSearchParams(fields);
    if (options.token !== false) body.set("csrfToken", this.csrfToken);
    return this.fetch(path, { method: "POST", body });
  }

  /** A call as pages make it: the token in X-CSRF-Token, the body JSON (an object) or a form (URLSearchParams). */
  call(path: string, body?: Record<string, unknown> | URLSearchParams | string): Promise<Response> {
    const headers: Record<string, string> = { "X-CSRF-Token": this.csrfToken };
    if (typeof body === "object" && !(body instanceof URLSearchParams)) {
      headers["Content-Type"] = "application/json";
      return this.fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
    }
    if (typeof body === "string") headers["Content-Type"] = "application/json";
    return this.fetch(path, { method: "POST", headers, body });
  }
}
