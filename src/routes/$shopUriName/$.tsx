import { createFileRoute } from "@tanstack/react-router";
import { getNoSuchPage } from "@modules/shops/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// Any address under a shop that none of its pages answers: the shop's not-found page, saying the page is
// missing to a member and that there is no such shop to anyone else (modules/shops/layout/no_such_page.ts).
export const Route = createFileRoute("/$shopUriName/$")({
  loader: ({ params, location }) => pageOf(getNoSuchPage({ data: params }), location),
});
