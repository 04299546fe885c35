import { createFileRoute } from "@tanstack/react-router";
import { AddTaskPage, getTaskFormPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageHead } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// Owners and managers add a task to any category; it goes last in its category.
export const Route = createFileRoute("/$shopUriName/tasks/add")({
  loader: ({ params, location }) =>
    pageOf(getTaskFormPage({ data: { shopUriName: params.shopUriName } }), location),
  head: pageHead("Add a task"),
  component: () => <AddTaskPage {...usePageProps(Route)} />,
});
