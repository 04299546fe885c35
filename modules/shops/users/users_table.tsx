// The users table: a sortable heading per column (links, so sorting works without scripts), each user's
// name opening their page, and the status checkbox (seed 000, "Status toggles") for shop owners.
import { Link } from "@tanstack/react-router";
import { StatusToggle } from "@ui/status_toggle.tsx";
import { SortHeading } from "@ui/table/sort_heading.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { UsersOrder, UsersSearch } from "./users_filter.ts";
import type { UsersListItem } from "./users_pages.server.ts";

export function UsersTable(props: {
  users: UsersListItem[];
  shopUriName: string;
  search: UsersSearch;
  canManage: boolean;
  viewerId: number;
  onStatusError(message: string | null): void;
}) {
  const { shopUriName, search } = props;
  const heading = (column: UsersOrder, label: string) => (
    <SortHeading
      column={column}
      label={label}
      orderBy={search.orderBy ?? "name"}
      ascending={search.asc !== 0}
      defaultColumn="name"
    />
  );
  if (props.users.length === 0) return <p className="empty">No users match these filters.</p>;
  return (
    <TableScroll label="Users">
      <table className="data-table users-table">
        <thead>
          <tr>
            {heading("name", "Name")}
            {heading("email", "E-mail")}
            <th scope="col">Mobile</th>
            {heading("role", "Roles")}
            {heading("lastSignIn", "Last sign-in")}
            <th scope="col">Active</th>
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
              <td data-label="E-mail">{user.email}</td>
              <td data-label="Mobile">{user.phone || "—"}</td>
              <td data-label="Roles">{user.roles}</td>
              <td data-label="Last sign-in">{user.lastSignIn || "Never"}</td>
              <td data-label="Active">
                <StatusToggle
                  url={`/ajax/users/${user.id}/status`}
                  isActive={user.isActive}
                  label={`${user.displayName} is active`}
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
