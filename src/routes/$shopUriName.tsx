import { createFileRoute, getRouteApi, Link, notFound, Outlet, redirect } from "@tanstack/react-router";
import { getShopSession } from "../../modules/accounts/ui.ts";
import { Avatar } from "../ui/avatar.tsx";
import { APP_NAME } from "../ui/brand.ts";
import { ColourModeControl } from "../ui/colour_mode_control.tsx";
import { NotFoundPanel } from "../ui/not_found_panel.tsx";
import { PageHeader } from "../ui/page_header.tsx";
import { CatalogueNav, useInCatalogue } from "./$shopUriName/-catalog_nav.tsx";

const root = getRouteApi("__root__");

export const Route = createFileRoute("/$shopUriName")({
  // Every page of a shop passes here: signed out goes to sign-in, a shop the user is not in is a 404.
  loader: async ({ params, location }) => {
    const gate = await getShopSession({ data: params.shopUriName });
    if (gate.outcome === "signin") {
      throw redirect({ to: "/login", search: { reason: "signin", redirectTo: location.href } });
    }
    if (gate.outcome === "not-found") throw notFound();
    return gate;
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData ? `${loaderData.shop.name} — ${APP_NAME}` : APP_NAME }],
  }),
  component: ShopLayout,
  notFoundComponent: () => (
    <NotFoundPanel message="There is no shop at this address. Check the link you followed." />
  ),
});

function ShopLayout() {
  const { shop, permissions, avatarUrl } = Route.useLoaderData();
  const { viewer } = root.useLoaderData();
  const params = { shopUriName: shop.uriName };
  const inCatalogue = useInCatalogue();
  return (
    <div className="shop-layout accent-scope">
      <PageHeader>
        <Link className="shop-name" to="/$shopUriName" params={params} activeOptions={{ exact: true }}>
          {shop.name}
        </Link>
        <nav aria-label="Shop sections">
          <Link to="/$shopUriName/inspections" params={params} activeProps={{ "aria-current": "page" }}>
            Inspections
          </Link>
          <Link
            to="/$shopUriName/inspection-types"
            params={params}
            {...(inCatalogue ? { "aria-current": "page" } : {})}
          >
            Catalogue
          </Link>
          {permissions.includes("users.view") && (
            <Link to="/$shopUriName/users" params={params} activeProps={{ "aria-current": "page" }}>
              Users
            </Link>
          )}
          {
            /* The shop's logo and shared pictures are its settings: offered to who may change them. A mechanic
              may still open the page read-only; they meet the shared ones in an inspection's Images tab. */
          }
          {permissions.includes("shop.manage") && (
            <Link to="/$shopUriName/media" params={params} activeProps={{ "aria-current": "page" }}>
              Pictures
            </Link>
          )}
        </nav>
        {viewer && (
          <div className="user-menu">
            <Link className="profile-link" to="/$shopUriName/users/me" params={params} title="Your profile">
              {avatarUrl && <Avatar url={avatarUrl} size="small" />}
              {viewer.displayName}
            </Link>
            <Link to="/switch-shop">Shops</Link>
            <Link to="/logout">Sign out</Link>
            <ColourModeControl />
          </div>
        )}
      </PageHeader>
      {inCatalogue && (
        <CatalogueNav shopUriName={shop.uriName} canManage={permissions.includes("catalog.manage")} />
      )}
      <Outlet />
    </div>
  );
}
