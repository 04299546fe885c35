// The staff header's "Help": the help page of the screen on show (help_aliases.ts), with the screen's address
// for the page's "Back" link and its language (the shop's). A screen without a row opens the index of all
// pages, in that language too. Its words are the header's
// (the shop's wording in its staff language).
import { Link, useLocation, useMatches } from "@tanstack/react-router";
import { helpAliasOf } from "./help_aliases.ts";

export function HelpLink({ label, title }: { label: string; title: string }) {
  const routeId = useMatches({ select: (matches) => String(matches[matches.length - 1]?.routeId ?? "") });
  const from = useLocation({ select: (location) => location.href });
  const alias = helpAliasOf(routeId);
  return alias
    ? (
      <Link to="/help/$pageAlias" params={{ pageAlias: alias }} search={{ from }} title={title}>
        {label}
      </Link>
    )
    : <Link to="/help" search={{ from }} title={title}>{label}</Link>;
}
