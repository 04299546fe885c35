import { createFileRoute, Link } from "@tanstack/react-router";
import { getAddPriorityPage } from "../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { FormMessages, useFormResult } from "../../../ui/forms.tsx";
import { pageTitle } from "../../../ui/page_title.ts";
import { RefusedPanel } from "../../../ui/refused_panel.tsx";
import { PriorityForm, priorityValues } from "./-priority_form.tsx";

// Owners and managers add a priority; it goes last in the shop's order.
export const Route = createFileRoute("/$shopUriName/priorities/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getAddPriorityPage({ data: params.shopUriName }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a priority", matches) }] }),
  component: AddPriorityPage,
});

function AddPriorityPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  const form = useFormResult();
  const back = <Link to="/$shopUriName/priorities" params={{ shopUriName }}>Back to the priorities</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  return (
    <main className="form-card">
      <h1>Add a priority</h1>
      <FormMessages form={form} />
      <PriorityForm
        action={`/${shopUriName}/priorities/add`}
        values={priorityValues(form?.values, { name: "", colour: "#175cd3", isActive: true })}
        editable
        submitLabel="Add priority"
        back={back}
      />
    </main>
  );
}
