import { createFileRoute } from "@tanstack/react-router";
import { getLoginLinkOwner, LoginLinkPage } from "@modules/accounts/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

export const Route = createFileRoute("/login-link/$blob")({
  loader: ({ params }) => getLoginLinkOwner({ data: params.blob }),
  head: () => ({ meta: [{ title: `Sign in — ${APP_NAME}` }] }),
  component: LoginLink,
});

function LoginLink() {
  const { blob } = Route.useParams();
  return <LoginLinkPage owner={Route.useLoaderData()} blob={blob} />;
}
