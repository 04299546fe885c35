import { createFileRoute } from "@tanstack/react-router";
import { getProfilePage, readProfileSearch, YourProfilePage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";

export const Route = createFileRoute("/$shopUriName/users/me")({
  validateSearch: readProfileSearch,
  loader: async ({ params, location }) => pageOrLeave(await getProfilePage({ data: params }), location.href),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("staff.yourProfile"),
  component: Profile,
});

function Profile() {
  const { shopUriName } = Route.useParams();
  const { done } = Route.useSearch();
  return <YourProfilePage result={Route.useLoaderData()} shopUriName={shopUriName} done={done} />;
}
