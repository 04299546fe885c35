import { createFileRoute, redirect } from "@tanstack/react-router";
import { getShopChoices, readSwitchShopSearch, SwitchShopPage } from "@modules/shops/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/switch-shop")({
  validateSearch: readSwitchShopSearch,
  loaderDeps: ({ search }) => ({ next: search.next }),
  loader: async ({ deps, location }) => {
    const shops = await getShopChoices();
    if (!shops) throw redirect({ to: "/login", search: { reason: "signin", redirectTo: location.href } });
    // With one shop the choice is made at once.
    if (shops.length === 1 && deps.next) throw redirect({ href: `/${shops[0].uriName}/${deps.next}` });
    return shops;
  },
  head: () => ({ meta: [{ title: `Your shops — ${APP_NAME}` }] }),
  component: SwitchShop,
});

function SwitchShop() {
  const { next } = Route.useSearch();
  return <SwitchShopPage shops={Route.useLoaderData()} next={next} />;
}
