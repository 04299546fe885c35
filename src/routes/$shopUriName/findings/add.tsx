import { createFileRoute, Link } from "@tanstack/react-router";
import { getAddFindingPage } from "../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { FormMessages, useFormResult } from "../../../ui/forms.tsx";
import { pageTitle } from "../../../ui/page_title.ts";
import { RefusedPanel } from "../../../ui/refused_panel.tsx";
import { FindingForm } from "./-finding_form.tsx";

// Adds a finding from the findings list: the form asks which task it is for.
export const Route = createFileRoute("/$shopUriName/findings/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getAddFindingPage({ data: { shopUriName: params.shopUriName, taskId: null } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a finding", matches) }] }),
  component: AddFindingPage,
});

function AddFindingPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  const form = useFormResult();
  const back = <Link to="/$shopUriName/findings" params={{ shopUriName }}>Back to the findings</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  return (
    <main className="form-card form-wide">
      <h1>Add a finding</h1>
      <FormMessages form={form} />
      <FindingForm
        page={result.page}
        action={`/${shopUriName}/findings/add`}
        values={form?.values ?? {}}
        submitLabel="Add finding"
        back={back}
      />
    </main>
  );
}
