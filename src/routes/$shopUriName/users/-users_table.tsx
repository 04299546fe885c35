// The users table: a sortable heading per column (links, so sorting works without scripts), each user's
// name opening their page, and the status checkbox (seed 000, "Status toggles") for shop owners.
import { getRouteApi, Link } from "@tanstack/react-router";
import type { UsersListItem, UsersOrder } from "../../../../modules/accounts/ui.ts";
import { StatusToggle } from "../../../ui/status_toggle.tsx";
import { ListSortHeader } from "../../../ui/table/sort_header.tsx";
import { TableScroll } from "../../../ui/table_scroll.tsx";

const route = getRouteApi("/$shopUriName/users/");

export function UsersTable(props: {
  users: UsersListItem[];
  canManage: boolean;
  viewerId: number;
  onStatusError(message: string | null): void;
}) {
  const { shopUriName } = route.useParams();
  if (props.users.length === 0) return <p className="empty">No users match these filters.</p>;
  return (
    <TableScroll label="Users">
      <table className="data-table users-table">
        <thead>
          <tr>
            <SortHeading order="name" label="Name" />
            <SortHeading order="email" label="E-mail" />
            <th scope="col">Mobile</th>
            <SortHeading order="role" label="Roles" />
            <SortHeading order="lastSignIn" label="Last sign-in" />
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

/** A heading that orders by its column; choosing the current column again reverses the order. */
function SortHeading({ order, label }: { order: UsersOrder; label: string }) {
  const search = route.useSearch();
  const current = (search.orderBy ?? "name") === order;
  const ascending = search.asc !== 0;
  return (
    <ListSortHeader
      label={label}
      current={current}
      ascending={ascending}
      next={{ orderBy: order === "name" ? undefined : order, asc: current && ascending ? 0 : undefined }}
    />
  );
}
