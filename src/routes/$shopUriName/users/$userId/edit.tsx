import { createFileRoute } from "@tanstack/react-router";
import { getUserPage, readUserPageSearch, UserEditPage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

export const Route = createFileRoute("/$shopUriName/users/$userId/edit")({
  validateSearch: readUserPageSearch,
  loader: async ({ params, location }) => pageOrLeave(await getUserPage({ data: params }), location.href),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(loaderData?.outcome === "ok" ? loaderData.page.user.displayName : "User", matches),
    }],
  }),
  component: UserEdit,
});

function UserEdit() {
  const { shopUriName } = Route.useParams();
  const { done } = Route.useSearch();
  return <UserEditPage result={Route.useLoaderData()} shopUriName={shopUriName} done={done} />;
}
