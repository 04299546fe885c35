import { createFileRoute } from "@tanstack/react-router";
import { editorAssetsPath, ImageEditorPage } from "@modules/media/ui.ts";
import { getImageEditorWords, useEditorWords } from "@modules/shops/ui.ts";
import { titleIn, WordsProvider } from "@modules/text/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

// The full-screen picture editor, opened in the iframe overlay of an asset list.
interface Search {
  assetId?: number;
  assets?: string;
  shop?: string;
}

export const Route = createFileRoute("/image-editor")({
  validateSearch: (search: Record<string, unknown>): Search => ({
    assetId: /^\d{1,10}$/.test(String(search.assetId ?? "")) ? Number(search.assetId) : undefined,
    assets: editorAssetsPath(search.assets) ?? undefined,
    // Kept in the address: the calls' Referer names the shop the picture's owner acts in (page_shop.ts), and
    // the editor speaks that shop's staff language.
    shop: typeof search.shop === "string" && /^[A-Za-z0-9_-]{1,80}$/.test(search.shop)
      ? search.shop
      : undefined,
  }),
  loaderDeps: ({ search }) => ({ shop: search.shop }),
  loader: async ({ deps }) => ({ page: { words: await getImageEditorWords({ data: { shop: deps.shop } }) } }),
  head: ({ loaderData }) => ({
    meta: [{ title: `${titleIn(loaderData, "imageEditor.pageTitle") ?? "Edit picture"} — ${APP_NAME}` }],
  }),
  component: EditorPage,
});

function EditorPage() {
  return (
    <WordsProvider words={Route.useLoaderData().page.words}>
      <EditorInWords />
    </WordsProvider>
  );
}

function EditorInWords() {
  const { assetId, assets } = Route.useSearch();
  return <ImageEditorPage assetId={assetId} assets={assets} words={useEditorWords()} />;
}
