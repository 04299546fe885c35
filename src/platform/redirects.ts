// Where a page may send the browser after sign-in and similar steps: only a path on this site, so a link
// like /login?redirectTo=https://evil.example cannot turn our sign-in page into a phishing hop.
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || value === "") return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters (a smuggled newline, a tab browsers strip) make a path ambiguous: refuse it.
  // deno-lint-ignore no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const url = URL.parse(value, "http://same.invalid");
  if (!url || url.origin !== "http://same.invalid") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
