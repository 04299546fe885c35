// The way back from a user's page and the add-user form (and from their refusals): the shop's users list.
import { Link } from "@tanstack/react-router";
import { useWords } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";

export function BackToUsers({ shopUriName }: { shopUriName: string }) {
  return <Link to="/$shopUriName/users" params={{ shopUriName }}>{useWords()(M.backToUsers)}</Link>;
}
