// Where the image editor page finds its picture and saves the marked-up copy: an owner's asset calls
// (/ajax/inspections/{enc}, /ajax/users/{id}, ...), given beside assetId by the list that opened it. Only
// those addresses are accepted, so the page can never be pointed at another call or another site.
const ASSET_CALLS =
  /^\/ajax\/(?:inspections|shops|users|subjects|inspection-types|draft)\/[A-Za-z0-9_-]{1,80}$/;

export function editorAssetsPath(raw: unknown): string | null {
  return typeof raw === "string" && ASSET_CALLS.test(raw) ? raw : null;
}

/** The editor page's address for one picture of one owner. */
export function imageEditorHref(assetId: number, assetsPath: string): string {
  return `/image-editor?${new URLSearchParams({ assetId: String(assetId), assets: assetsPath })}`;
}
