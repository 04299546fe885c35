import { createFileRoute } from "@tanstack/react-router";
import { getShopSettingsPage, ShopSettingsView } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// The shop's settings (decision 027): owners change them, managers read them.
export const Route = createFileRoute("/$shopUriName/account")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getShopSettingsPage({ data: params }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Settings", matches) }] }),
  component: () => <ShopSettingsView {...usePageProps(Route)} />,
});
