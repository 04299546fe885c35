// The audit's returnUrl: only a path inside this shop is followed — never another site, another shop or a
// protocol-relative address (//evil.example) — so a crafted link cannot send someone elsewhere.
export function sameShopPath(shopUriName: string, returnUrl: string | undefined): string | null {
  if (!returnUrl || !returnUrl.startsWith(`/${shopUriName}/`)) return null;
  if (/[\\\s]|\/\/|^\/[^/]*\/\.\.?(?:\/|$)/.test(returnUrl)) return null;
  return returnUrl;
}
