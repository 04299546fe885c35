import { createFileRoute } from "@tanstack/react-router";
import { AddUserPage, getAddUserPage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";

export const Route = createFileRoute("/$shopUriName/users/add")({
  loader: async ({ params, location }) => pageOrLeave(await getAddUserPage({ data: params }), location.href),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("users.addUser"),
  component: AddUser,
});

function AddUser() {
  const { shopUriName } = Route.useParams();
  return <AddUserPage result={Route.useLoaderData()} shopUriName={shopUriName} />;
}
