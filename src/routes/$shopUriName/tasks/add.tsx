import { createFileRoute } from "@tanstack/react-router";
import { AddTaskPage, getTaskFormPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// Owners and managers add a task to any category; it goes last in its category.
export const Route = createFileRoute("/$shopUriName/tasks/add")({
  loader: ({ params, location }) =>
    pageOf(getTaskFormPage({ data: { shopUriName: params.shopUriName } }), location),
  head: catalogueHead("addTask"),
  component: () => <AddTaskPage {...usePageProps(Route)} />,
});
