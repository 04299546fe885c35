import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { getUsersList, readUsersSearch } from "../../../../modules/accounts/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { pageTitle } from "../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../ui/refused_panel.tsx";
import { UsersFilters } from "./-users_filters.tsx";
import { UsersTable } from "./-users_table.tsx";

// The shop's users: owners and managers see them, owners change them. Query: type (owner, manager,
// mechanic), status (active, disabled, all; active by default), search (name, e-mail or phone), orderBy
// (name, email, role, lastSignIn), asc (1 or 0).
export const Route = createFileRoute("/$shopUriName/users/")({
  validateSearch: readUsersSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getUsersList({ data: { shopUriName: params.shopUriName, search: deps } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Users", matches) }] }),
  component: UsersPage,
});

function UsersPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  const [error, setError] = useState<string | null>(null);
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const { users, canManage, viewerId } = result.page;
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Users</h1>
        {canManage && (
          <Link className="button primary" to="/$shopUriName/users/add" params={{ shopUriName }}>
            Add a user
          </Link>
        )}
      </div>
      <UsersFilters />
      {error && <p className="form-error" role="alert">Couldn't change the status: {error}</p>}
      <UsersTable users={users} canManage={canManage} viewerId={viewerId} onStatusError={setError} />
    </main>
  );
}
