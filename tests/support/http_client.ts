// A browser-like HTTP client for contract tests: keeps cookies, reads the CSRF token from a page's meta tag,
// posts forms and calls with it, and does not follow redirects (tests check the 303s themselves).

export class HttpClient {
  readonly cookies = new Map<string, string>();
  csrfToken = "";

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", this.baseUrl);
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: "manual" });
    for (const [name, value] of getSetCookie(response)) {
      if (value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** GETs a page (following redirects unless told not to) and keeps its CSRF token; returns the HTML. */
  async page(
    path: string,
    options: { follow?: boolean } = {},
  ): Promise<{ status: number; html: string; response: Response; path: string }> {
    let response = await this.request(path, { headers: { Accept: "text/html" } });
    for (
      let hops = 0;
      options.follow !== false && hops < 5 && response.status >= 300 && response.status < 400;
      hops++
    ) {
      await response.body?.cancel();
      const next = new URL(response.headers.get("Location")!, `${this.baseUrl}${path}`);
      path = `${next.pathname}${next.search}`;
      response = await this.request(path, { headers: { Accept: "text/html" } });
    }
    const html = await response.text();
    const token = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1];
    if (token) this.csrfToken = token;
    return { status: response.status, html, response, path };
  }

  /** Posts an HTML form the way a browser does, with the page's CSRF token unless one is given. */
  async postForm(path: string, fields: Record<string, string>): Promise<Response> {
    const body = new URLSearchParams({ csrfToken: this.csrfToken, ...fields });
    return await this.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
  }

  /** Calls /ajax/... with JSON and the X-CSRF-Token header. */
  async call(
    path: string,
    method: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return await this.request(path, {
      method,
      headers: {
        "X-CSRF-Token": this.csrfToken,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Signs in with the /login form; throws unless the answer is the 303 with a session cookie. */
  async signIn(email: string, password: string): Promise<string> {
    await this.page("/login");
    const response = await this.postForm("/login", { email, password });
    await response.body?.cancel();
    if (response.status !== 303) throw new Error(`Sign-in as ${email} answered ${response.status}.`);
    const location = response.headers.get("Location") ?? "";
    await this.page(location);
    return location;
  }
}

/** A page as a browser asks for it, its redirects not followed (the tests check the one to sign in). */
export async function htmlPage(client: HttpClient, path: string): Promise<Response> {
  return await client.request(path, { headers: { Accept: "text/html" } });
}

/** The cookies a response sets, as name and value (a cookie being deleted has value ""). */
function getSetCookie(response: Response): Array<[string, string]> {
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(";");
    const index = pair.indexOf("=");
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    return [pair.slice(0, index).trim(), expired ? "" : pair.slice(index + 1).trim()];
  });
}
