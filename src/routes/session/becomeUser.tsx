import { createFileRoute } from "@tanstack/react-router";
import { BecomeUserPage } from "@modules/accounts/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/session/becomeUser")({
  head: () => ({ meta: [{ title: `Become a user — ${APP_NAME}` }] }),
  component: BecomeUserPage,
});
