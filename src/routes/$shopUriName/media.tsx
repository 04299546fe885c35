import { createFileRoute } from "@tanstack/react-router";
import { getShopMedia, ShopPicturesPage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

export const Route = createFileRoute("/$shopUriName/media")({
  loader: async ({ params, location }) => pageOrLeave(await getShopMedia({ data: params }), location.href),
  head: wordsHead("shopMedia.title"),
  component: () => <ShopPicturesPage {...usePageProps(Route)} />,
});
