// The html half of an asset list answer (seed 001: "Asset list responses carry html plus an assets array"):
// the list as plain markup, for callers that replace a list's HTML. The app's own pages render the same
// assets with React from the assets array.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Asset } from "./types.ts";

export async function assetListHtml(assets: Asset[]): Promise<string> {
  const items = assets.map((asset) => {
    const label = asset.title || asset.fileName;
    const picture = asset.thumbnailView
      ? html`<img src="${asset.thumbnailView.cdnUrl}" alt="${label}" loading="lazy" width="${
        asset.thumbnailView.width ?? ""
      }" height="${asset.thumbnailView.height ?? ""}">`
      : html`<span class="asset-file">${label}</span>`;
    return html`
      <li class="asset" data-asset-id="${asset.assetId}" data-kind="${asset.kind}"
        data-visible="${asset.isVisible ? "1" : "0"}">${picture}</li>
    `;
  });
  const markup = await html`<ul class="asset-list">${items}</ul>` as HtmlEscapedString;
  return markup.toString();
}
