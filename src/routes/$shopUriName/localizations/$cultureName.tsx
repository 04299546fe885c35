import { createFileRoute } from "@tanstack/react-router";
import { CultureLocalizationPage, getCultureLocalizationPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageHead } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// Every string of one culture (es-MX), with the shop's wording and its catalogue's translations
// (decision 028). A name that is no culture is the page's 404.
export const Route = createFileRoute("/$shopUriName/localizations/$cultureName")({
  loader: ({ params, location }) => pageOf(getCultureLocalizationPage({ data: params }), location),
  head: pageHead("Localization"),
  component: () => <CultureLocalizationPage {...usePageProps(Route)} />,
});
