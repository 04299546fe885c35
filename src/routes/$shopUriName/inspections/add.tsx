import { createFileRoute, Link, redirect } from "@tanstack/react-router";
import { type AddValues, getAddInspectionPage, readAddValues } from "../../../../modules/inspections/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { useFormResult } from "../../../ui/forms.tsx";
import { pageTitle } from "../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../ui/refused_panel.tsx";
import { AddInspectionForm } from "./-add_inspection_form.tsx";

// The add form, prefilled from the address (a work-order system's link: docs/inspections/list_and_add.md
// lists the names). inspectionId naming one of the shop's inspections opens it instead.
export const Route = createFileRoute("/$shopUriName/inspections/add")({
  validateSearch: (search: Record<string, unknown>): AddValues => readAddValues(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    const result = pageOrLeave(
      await getAddInspectionPage({ data: { shopUriName: params.shopUriName, prefill: deps } }),
      location.href,
    );
    if (result.outcome === "ok" && result.page.existingEncId) {
      throw redirect({ href: `/${params.shopUriName}/inspections/${result.page.existingEncId}` });
    }
    return result;
  },
  head: ({ matches }) => ({ meta: [{ title: pageTitle("New inspection", matches) }] }),
  component: AddInspectionPage,
});

function AddInspectionPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  const form = useFormResult();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const page = result.page;
  return (
    <main className="page add-inspection">
      <div className="page-heading">
        <h1>New inspection</h1>
        <Link to="/$shopUriName/inspections" params={{ shopUriName }} activeOptions={{ exact: true }}>
          Back to the inspections
        </Link>
      </div>
      {page.notes.map((note) => <p key={note} className="form-notice" role="status">{note}</p>)}
      <AddInspectionForm
        page={page}
        action={`/${shopUriName}/inspections/add`}
        shopUriName={shopUriName}
        refusal={form?.error ?? null}
        values={form?.values ? readAddValues(form.values) : page.values}
      />
    </main>
  );
}
