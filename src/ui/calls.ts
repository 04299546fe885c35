// Calls from pages to /ajax (in the browser, after hydration): same-origin credentials, and the page's CSRF
// token from <meta name="csrf-token"> in the X-CSRF-Token header, which the server checks on every write.
// A call whose body the specification lists with csrfToken puts it in the body too (see csrfToken()).

/** The token the page was rendered with. */
export function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
}

/** POST with no body, a form (URLSearchParams) or JSON (a plain object). */
export async function post(url: string, body?: URLSearchParams | Record<string, unknown>): Promise<Response> {
  const headers: Record<string, string> = { "X-CSRF-Token": csrfToken() };
  let payload: BodyInit | undefined;
  if (body instanceof URLSearchParams) {
    payload = body;
  } else if (body) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  return await fetch(url, { method: "POST", credentials: "same-origin", headers, body: payload });
}

/** What a refusal says: the {message} of a JSON error, else the text, else the status. */
export async function refusalText(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  if ((response.headers.get("Content-Type") ?? "").includes("application/json")) {
    try {
      const message = JSON.parse(text)?.message;
      if (typeof message === "string") return message;
    } catch {
      // Not the JSON it claimed to be: the status says what there is to say.
    }
  }
  return text.trim() || `${response.status} ${response.statusText}`.trim();
}
