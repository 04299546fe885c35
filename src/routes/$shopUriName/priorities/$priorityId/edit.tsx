import { createFileRoute, Link } from "@tanstack/react-router";
import { getPriorityPage } from "../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { FormMessages, useFormResult } from "../../../../ui/forms.tsx";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../ui/refused_panel.tsx";
import { PriorityForm, priorityValues } from "../-priority_form.tsx";

// A priority: owners and managers edit it, mechanics read it.
export const Route = createFileRoute("/$shopUriName/priorities/$priorityId/edit")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getPriorityPage({ data: { shopUriName: params.shopUriName, priorityId: params.priorityId } }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(loaderData?.outcome === "ok" ? loaderData.page.priority.name : "Priority", matches),
    }],
  }),
  component: EditPriorityPage,
  notFoundComponent: () => <NotFoundPanel message="There is no such priority in this shop." />,
});

function EditPriorityPage() {
  const result = Route.useLoaderData();
  const { shopUriName, priorityId } = Route.useParams();
  const form = useFormResult();
  const back = <Link to="/$shopUriName/priorities" params={{ shopUriName }}>Back to the priorities</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  const { priority, canManage } = result.page;
  return (
    <main className="form-card">
      <h1>{canManage ? "Edit priority" : priority.name}</h1>
      <p className="hint">
        {priority.findingCount === 1 ? "1 finding has" : `${priority.findingCount} findings have`}{" "}
        this priority.
      </p>
      <FormMessages form={form} />
      <PriorityForm
        action={`/${shopUriName}/priorities/${priorityId}/edit`}
        values={priorityValues(form?.values, priority)}
        editable={canManage}
        submitLabel="Save changes"
        back={back}
      />
    </main>
  );
}
