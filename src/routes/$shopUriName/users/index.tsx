import { createFileRoute } from "@tanstack/react-router";
import { getUsersList, readUsersSearch, UsersPage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";

export const Route = createFileRoute("/$shopUriName/users/")({
  validateSearch: readUsersSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getUsersList({ data: { shopUriName: params.shopUriName, search: deps } }),
      location.href,
    ),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("users.title"),
  component: Users,
});

function Users() {
  const { shopUriName } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <UsersPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      search={Route.useSearch()}
      onSearch={(search) => navigate({ search, replace: true })}
    />
  );
}
