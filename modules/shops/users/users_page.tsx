// The shop's users: owners and managers see them, owners change them. Query: type (owner, manager,
// mechanic), status (active, disabled, all; active by default), search (name, e-mail or phone), orderBy
// (name, email, role, lastSignIn), asc (1 or 0).
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { usePageCulture, useWords, WordsProvider } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";
import type { UsersSearch } from "./users_filter.ts";
import type { UsersListPage } from "./users_pages.server.ts";
import { UsersFilters } from "./users_filters.tsx";
import { UsersTable } from "./users_table.tsx";

export function UsersPage({ result, shopUriName, search, onSearch }: {
  result: ShownOutcome<UsersListPage>;
  shopUriName: string;
  search: UsersSearch;
  /** Shows the list for other filters (in place, once scripts run). */
  onSearch(search: UsersSearch): void;
}) {
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <UsersList page={page} shopUriName={shopUriName} search={search} onSearch={onSearch} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function UsersList({ page, shopUriName, search, onSearch }: {
  page: UsersListPage;
  shopUriName: string;
  search: UsersSearch;
  onSearch(search: UsersSearch): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const { users, canManage, viewerId } = page;
  const say = useWords();
  return (
    <main className="page" lang={usePageCulture()}>
      <div className="page-heading">
        <h1>{say(M.title)}</h1>
        {canManage && (
          <Link className="button primary" to="/$shopUriName/users/add" params={{ shopUriName }}>
            {say(M.addUser)}
          </Link>
        )}
      </div>
      <UsersFilters search={search} onSearch={onSearch} />
      {error && <p className="form-error" role="alert">{say(M.statusFailed, { reason: error })}</p>}
      <UsersTable
        users={users}
        shopUriName={shopUriName}
        search={search}
        canManage={canManage}
        viewerId={viewerId}
        onStatusError={setError}
      />
    </main>
  );
}
