import { createFileRoute, Link, Outlet } from "@tanstack/react-router";
import { getShopHeader } from "../../modules/shops/ui.ts";
import { APP_NAME } from "../ui/brand.ts";
import { NotFoundPanel } from "../ui/not_found_panel.tsx";

export const Route = createFileRoute("/$shopUriName")({
  loader: ({ params }) => getShopHeader(params.shopUriName),
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData ? `${loaderData.name} — ${APP_NAME}` : APP_NAME }],
  }),
  component: ShopLayout,
  notFoundComponent: () => (
    <NotFoundPanel message="There is no shop at this address. Check the link you followed." />
  ),
});

function ShopLayout() {
  const shop = Route.useLoaderData();
  return (
    <div className="shop-layout">
      <header className="shop-header">
        <Link className="shop-name" to="/$shopUriName" params={{ shopUriName: shop.uriName }}>
          {shop.name}
        </Link>
        <nav aria-label="Shop sections">
          <Link
            to="/$shopUriName/inspection-types"
            params={{ shopUriName: shop.uriName }}
            activeProps={{ "aria-current": "page" }}
          >
            Inspection types
          </Link>
        </nav>
      </header>
      <Outlet />
    </div>
  );
}
