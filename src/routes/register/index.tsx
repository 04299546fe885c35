import { createFileRoute } from "@tanstack/react-router";
import { readRegisterSearch, RegisterPage } from "@modules/shops/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/register/")({
  validateSearch: readRegisterSearch,
  head: () => ({ meta: [{ title: `Register your shop — ${APP_NAME}` }] }),
  component: () => <RegisterPage reason={Route.useSearch().reason} />,
});
