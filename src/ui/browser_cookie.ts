// Cookies the pages write themselves (seed 001, section 9): path /, a day-based expiry, and -1 days
// removes the cookie. Lax like the server's own; Secure when the page is on HTTPS.

/** The text document.cookie takes. */
export function cookieText(name: string, value: string, days: number, secure: boolean): string {
  const maxAge = days === -1 ? 0 : Math.round(days * 24 * 60 * 60);
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${
    secure ? "; Secure" : ""
  }`;
}
