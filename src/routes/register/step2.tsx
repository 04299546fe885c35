import { createFileRoute } from "@tanstack/react-router";
import { getShopTemplateChoices } from "@modules/catalog/ui.ts";
import { ShopStepPage } from "@modules/shops/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

// Sign-up's second step: the shop, and the catalogue template it starts with.
export const Route = createFileRoute("/register/step2")({
  loader: () => getShopTemplateChoices(),
  head: () => ({ meta: [{ title: `Your shop — ${APP_NAME}` }] }),
  component: () => <ShopStepPage templates={Route.useLoaderData()} />,
});
