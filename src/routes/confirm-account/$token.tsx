import { createFileRoute } from "@tanstack/react-router";
import { ConfirmAccountPage, getConfirmation } from "@modules/accounts/ui.ts";
import { getStartPath } from "@modules/shops/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/confirm-account/$token")({
  // Accounts knows the link; where the person starts is the shops module's answer.
  loader: async ({ params }) => {
    const [confirmation, home] = await Promise.all([getConfirmation({ data: params.token }), getStartPath()]);
    return { confirmation, home };
  },
  head: () => ({ meta: [{ title: `Confirm your account — ${APP_NAME}` }] }),
  component: ConfirmAccount,
});

function ConfirmAccount() {
  const { token } = Route.useParams();
  const { confirmation, home } = Route.useLoaderData();
  return <ConfirmAccountPage confirmation={confirmation} home={home} token={token} />;
}
