// The details page's "Back" (query returnUrl): only a path inside the same shop is followed, so a link
// cannot send staff to another site or another shop's pages. Anything else is dropped, not refused.
export function sameShopPath(shopUriName: string, raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 500) return null;
  const prefix = `/${shopUriName.toLowerCase()}`;
  if (!raw.startsWith(prefix + "/") && raw !== prefix) return null;
  if (/[\\\s]/.test(raw) || raw.includes("//")) return null;
  try {
    const url = new URL(raw, "http://shop.invalid");
    const inShop = url.pathname === prefix || url.pathname.startsWith(prefix + "/");
    if (url.origin !== "http://shop.invalid" || !inShop) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
