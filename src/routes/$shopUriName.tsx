import { createFileRoute, getRouteApi, notFound, redirect } from "@tanstack/react-router";
import { CatalogueNav, useInCatalogue } from "@modules/catalog/ui.ts";
import { useBayOutbox, useKeepTodaysChecklists } from "@modules/inspections/ui.ts";
import { getShopSession, ShopLayout, useFrameUploadWords } from "@modules/shops/ui.ts";
import { useInReports } from "@modules/reports/ui.ts";
import { APP_NAME } from "@ui/brand.ts";
import { notFoundMessage } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";

const root = getRouteApi("__root__");

export const Route = createFileRoute("/$shopUriName")({
  // Every page of a shop passes here: signed out goes to sign-in, a shop the user is not in is a 404.
  loader: async ({ params, location }) => {
    const gate = await getShopSession({ data: params.shopUriName });
    if (gate.outcome === "signin") {
      throw redirect({ to: "/login", search: { reason: "signin", redirectTo: location.href } });
    }
    if (gate.outcome === "not-found") throw notFound({ data: { message: gate.message } });
    return gate;
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData ? `${loaderData.shop.name} — ${APP_NAME}` : APP_NAME }],
  }),
  component: Shop,
  // The nearest not-found page of every page of a shop: it says what the server found missing (no such shop
  // for anyone who is not a member; else the customer, vehicle or page), and names no shop when not told.
  notFoundComponent: ({ data }) => <NotFoundPanel message={notFoundMessage(data)} />,
});

function Shop() {
  const session = Route.useLoaderData();
  const { viewer } = root.useLoaderData();
  const inCatalogue = useInCatalogue();
  const inReports = useInReports();
  // What a mechanic recorded offline is sent from whatever shop page is open, saying so in their language.
  useBayOutbox(viewer?.userId ?? null, useFrameUploadWords(session.words));
  // Today's checklists of the person are kept on the device for the bay's dead spots.
  useKeepTodaysChecklists(session.shop.uriName);
  const canManageCatalogue = session.permissions.includes("catalog.manage");
  return (
    <ShopLayout
      session={session}
      viewerName={viewer?.displayName ?? null}
      inCatalogue={inCatalogue}
      inReports={inReports}
      sectionNav={inCatalogue && (
        <CatalogueNav shopUriName={session.shop.uriName} canManage={canManageCatalogue} />
      )}
    />
  );
}
