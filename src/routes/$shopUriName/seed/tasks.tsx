import { createFileRoute } from "@tanstack/react-router";
import { getSeedTasksPage, readSeedTasksSearch, TemplateTasksPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// A template's categories and tasks with their configuration and findings. Query: shopId (the template
// shop's id; the first template when absent), showDisabled (1 also shows inactive tasks).
export const Route = createFileRoute("/$shopUriName/seed/tasks")({
  validateSearch: readSeedTasksSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(getSeedTasksPage({ data: { shopUriName: params.shopUriName, search: deps } }), location),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" && loaderData.page.template
          ? `${loaderData.page.template.name} tasks`
          : "Template tasks",
        matches,
      ),
    }],
  }),
  component: () => <TemplateTasksPage {...usePageProps(Route)} />,
});
