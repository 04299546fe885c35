import { createFileRoute } from "@tanstack/react-router";
import { getSeedTasksPage, readSeedTasksSearch, TemplateTasksPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// A template's categories and tasks with their configuration and findings. Query: shopId (the template
// shop's id; the first template when absent), showDisabled (1 also shows inactive tasks).
export const Route = createFileRoute("/$shopUriName/seed/tasks")({
  validateSearch: readSeedTasksSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(getSeedTasksPage({ data: { shopUriName: params.shopUriName, search: deps } }), location),
  // Titled by the template shown, or "Template tasks" when none is installed.
  head: wordsHead(
    (page) => page.template ? "seedPages.tasksTitle" : "seedPages.templateTasks",
    (page) => ({ template: (page.template as { name: string } | null)?.name ?? "" }),
  ),
  component: () => <TemplateTasksPage {...usePageProps(Route)} />,
});
