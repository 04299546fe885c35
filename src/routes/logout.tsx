import { createFileRoute } from "@tanstack/react-router";
import { LogoutPage } from "@modules/accounts/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/logout")({
  head: () => ({ meta: [{ title: `Sign out — ${APP_NAME}` }] }),
  component: LogoutPage,
});
