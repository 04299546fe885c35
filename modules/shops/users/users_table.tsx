// The users table: a sortable heading per column (links, so sorting works without scripts), each user's
// name opening their page, and the status checkbox (seed 000, "Status toggles") for shop owners.
import { Link } from "@tanstack/react-router";
import { StatusToggle } from "@ui/status_toggle.tsx";
import { SortHeading } from "@ui/table/sort_heading.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { UsersOrder, UsersSearch } from "./users_filter.ts";
import type { UsersListItem } from "./users_pages.server.ts";
import { useWords } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";

export function UsersTable(props: {
  users: UsersListItem[];
  shopUriName: string;
  search: UsersSearch;
  canManage: boolean;
  viewerId: number;
  onStatusError(message: string | null): void;
}) {
  const { shopUriName, search } = props;
  const say = useWords();
  const heading = (column: UsersOrder, label: string) => (
    <SortHeading
      column={column}
      label={label}
      orderBy={search.orderBy ?? "name"}
      ascending={search.asc !== 0}
      defaultColumn="name"
    />
  );
  if (props.users.length === 0) return <p className="empty">{say(M.noMatch)}</p>;
  return (
    <TableScroll label={say(M.title)}>
      <table className="data-table users-table">
        <thead>
          <tr>
            {heading("name", say(M.name))}
            {heading("email", say(M.email))}
            <th scope="col">{say(M.mobile)}</th>
            {heading("role", say(M.roles))}
            {heading("lastSignIn", say(M.lastSignIn))}
            <th scope="col">{say(M.active)}</th>
          </tr>
        </thead>
        <tbody>
          {props.users.map((user) => (
            <tr key={user.id} className={user.isActive ? undefined : "inactive"}>
              <th scope="row">
                <Link to="/$shopUriName/users/$userId/edit" params={{ shopUriName, userId: String(user.id) }}>
                  {user.displayName}
                </Link>
              </th>
              <td data-label={say(M.email)}>{user.email}</td>
              <td data-label={say(M.mobile)}>{user.phone || "—"}</td>
              <td data-label={say(M.roles)}>{user.roles}</td>
              <td data-label={say(M.lastSignIn)}>{user.lastSignIn || say(M.never)}</td>
              <td data-label={say(M.active)}>
                <StatusToggle
                  url={`/ajax/users/${user.id}/status`}
                  isActive={user.isActive}
                  label={say(M.isActive, { name: user.displayName })}
                  // Nobody disables themselves; the server refuses it too.
                  readOnly={!props.canManage || user.id === props.viewerId}
                  onError={props.onStatusError}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
