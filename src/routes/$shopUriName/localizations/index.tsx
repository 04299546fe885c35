import { createFileRoute } from "@tanstack/react-router";
import { getLocalizationsPage, LocalizationsPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageHead } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// The cultures the shop has reworded (decision 028): owners change them, managers read.
export const Route = createFileRoute("/$shopUriName/localizations/")({
  loader: ({ params, location }) => pageOf(getLocalizationsPage({ data: params }), location),
  head: pageHead("Localizations"),
  component: () => <LocalizationsPage {...usePageProps(Route)} />,
});
