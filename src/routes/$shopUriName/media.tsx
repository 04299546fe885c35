import { createFileRoute } from "@tanstack/react-router";
import { getShopMedia, ShopPicturesPage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

export const Route = createFileRoute("/$shopUriName/media")({
  loader: async ({ params, location }) => pageOrLeave(await getShopMedia({ data: params }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Pictures and videos", matches) }] }),
  component: () => <ShopPicturesPage {...usePageProps(Route)} />,
});
