import { createFileRoute } from "@tanstack/react-router";
import { getDemoShop, LandingPage } from "@modules/shops/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/")({
  loader: () => getDemoShop(),
  head: () => ({ meta: [{ title: `${APP_NAME} — digital vehicle inspections for repair shops` }] }),
  component: () => <LandingPage demoShop={Route.useLoaderData()} />,
});
