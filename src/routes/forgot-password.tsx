import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "@modules/accounts/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/forgot-password")({
  head: () => ({ meta: [{ title: `Forgot your password? — ${APP_NAME}` }] }),
  component: ForgotPasswordPage,
});
