import { createFileRoute, Link } from "@tanstack/react-router";
import { getInspectionTypeForm } from "../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { FormMessages, useFormResult } from "../../../ui/forms.tsx";
import { pageTitle } from "../../../ui/page_title.ts";
import { RefusedPanel } from "../../../ui/refused_panel.tsx";
import { formValues, TypeForm } from "./-type_form.tsx";

// A new inspection type: owners and managers (catalog.manage).
export const Route = createFileRoute("/$shopUriName/inspection-types/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getInspectionTypeForm({ data: { shopUriName: params.shopUriName, typeId: null } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add an inspection type", matches) }] }),
  component: AddTypePage,
});

const NEW_TYPE = { name: "", description: "", subjectType: "vehicle", customerMode: "required", taskIds: [] };

function AddTypePage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  const form = useFormResult();
  const back = <Link to="/$shopUriName/inspection-types" params={{ shopUriName }}>Back to the types</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  return (
    <main className="form-card form-wide">
      <h1>Add an inspection type</h1>
      <FormMessages form={form} />
      <TypeForm
        action={`/${shopUriName}/inspection-types/add`}
        values={formValues(form?.values, NEW_TYPE)}
        categories={result.page.categories}
        readOnly={false}
        submitLabel="Add inspection type"
        back={back}
      />
    </main>
  );
}
