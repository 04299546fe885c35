import { createFileRoute, redirect } from "@tanstack/react-router";
import { getAddInspectionPage, NewInspectionPage, readAddValues } from "@modules/inspections/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// The add form, prefilled from the address (a work-order system's link: docs/inspections/list_and_add.md
// lists the names). inspectionId naming one of the shop's inspections opens it instead.
export const Route = createFileRoute("/$shopUriName/inspections/add")({
  validateSearch: readAddValues,
  loaderDeps: ({ search }) => search,
  loader: async ({ params: { shopUriName }, deps, location }) => {
    const result = await pageOf(getAddInspectionPage({ data: { shopUriName, prefill: deps } }), location);
    if (result.outcome === "ok" && result.page.existingEncId) {
      throw redirect({ href: `/${shopUriName}/inspections/${result.page.existingEncId}` });
    }
    return result;
  },
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("inspectionAdd.title"),
  component: () => <NewInspectionPage {...usePageProps(Route)} />,
});
