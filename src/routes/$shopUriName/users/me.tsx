import { createFileRoute } from "@tanstack/react-router";
import { getProfilePage, readProfileSearch, YourProfilePage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

export const Route = createFileRoute("/$shopUriName/users/me")({
  validateSearch: readProfileSearch,
  loader: async ({ params, location }) => pageOrLeave(await getProfilePage({ data: params }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Your profile", matches) }] }),
  component: Profile,
});

function Profile() {
  const { shopUriName } = Route.useParams();
  const { done } = Route.useSearch();
  return <YourProfilePage result={Route.useLoaderData()} shopUriName={shopUriName} done={done} />;
}
