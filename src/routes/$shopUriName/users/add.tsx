import { createFileRoute } from "@tanstack/react-router";
import { AddUserPage, getAddUserPage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

export const Route = createFileRoute("/$shopUriName/users/add")({
  loader: async ({ params, location }) => pageOrLeave(await getAddUserPage({ data: params }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a user", matches) }] }),
  component: AddUser,
});

function AddUser() {
  const { shopUriName } = Route.useParams();
  return <AddUserPage result={Route.useLoaderData()} shopUriName={shopUriName} />;
}
