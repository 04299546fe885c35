import { createFileRoute, Link } from "@tanstack/react-router";
import { getCategoryFormPage } from "../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { pageTitle } from "../../../ui/page_title.ts";
import { RefusedPanel } from "../../../ui/refused_panel.tsx";
import { CategoryForm } from "./-category_form.tsx";

// Owners and managers add a category; it goes last in the checklist order.
export const Route = createFileRoute("/$shopUriName/categories/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getCategoryFormPage({ data: { shopUriName: params.shopUriName, categoryId: null } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a category", matches) }] }),
  component: AddCategoryPage,
});

function AddCategoryPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  if (result.outcome === "refused") {
    return (
      <RefusedPanel
        message={result.message}
        back={<Link to="/$shopUriName/categories" params={{ shopUriName }}>Back to the categories</Link>}
      />
    );
  }
  return (
    <main className="form-card">
      <h1>Add a category</h1>
      <CategoryForm
        shopUriName={shopUriName}
        action={`/${shopUriName}/categories/add`}
        category={null}
        canManage
      />
    </main>
  );
}
