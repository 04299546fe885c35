import { createFileRoute } from "@tanstack/react-router";
import { ConfirmAccountPage, getConfirmation } from "@modules/accounts/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/confirm-account/$token")({
  loader: ({ params }) => getConfirmation({ data: params.token }),
  head: () => ({ meta: [{ title: `Confirm your account — ${APP_NAME}` }] }),
  component: ConfirmAccount,
});

function ConfirmAccount() {
  const { token } = Route.useParams();
  return <ConfirmAccountPage confirmation={Route.useLoaderData()} token={token} />;
}
