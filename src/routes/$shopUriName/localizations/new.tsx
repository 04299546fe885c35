import { createFileRoute } from "@tanstack/react-router";
import { getNewLocalizationPage, NewLocalizationPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageHead } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// Pick a culture to reword (decision 028).
export const Route = createFileRoute("/$shopUriName/localizations/new")({
  loader: ({ params, location }) => pageOf(getNewLocalizationPage({ data: params }), location),
  head: pageHead("Add a culture"),
  component: () => <NewLocalizationPage {...usePageProps(Route)} />,
});
