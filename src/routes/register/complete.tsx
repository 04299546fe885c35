import { createFileRoute } from "@tanstack/react-router";
import { ShopReadyPage } from "@modules/shops/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/register/complete")({
  validateSearch: (search: Record<string, unknown>): { shop?: string } =>
    typeof search.shop === "string" ? { shop: search.shop } : {},
  head: () => ({ meta: [{ title: `Your shop is ready — ${APP_NAME}` }] }),
  component: () => <ShopReadyPage shop={Route.useSearch().shop} />,
});
