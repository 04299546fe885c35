// The way back from a user's page and the add-user form (and from their refusals): the shop's users list.
import { Link } from "@tanstack/react-router";

export function BackToUsers({ shopUriName }: { shopUriName: string }) {
  return <Link to="/$shopUriName/users" params={{ shopUriName }}>Back to the users</Link>;
}
