import { createFileRoute, Link } from "@tanstack/react-router";
import { getCategoryFormPage } from "../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../ui/refused_panel.tsx";
import { CategoryForm } from "../-category_form.tsx";

// A category: owners and managers rename it, switch it off or delete it (only once it has no tasks);
// mechanics see it read-only.
export const Route = createFileRoute("/$shopUriName/categories/$categoryId/edit")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getCategoryFormPage({
        data: { shopUriName: params.shopUriName, categoryId: Number(params.categoryId) },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" && loaderData.page.category ? loaderData.page.category.name : "Category",
        matches,
      ),
    }],
  }),
  component: EditCategoryPage,
  notFoundComponent: () => <NotFoundPanel message="There is no such category in this shop." />,
});

function EditCategoryPage() {
  const result = Route.useLoaderData();
  const { shopUriName, categoryId } = Route.useParams();
  if (result.outcome === "refused") {
    return (
      <RefusedPanel
        message={result.message}
        back={<Link to="/$shopUriName/categories" params={{ shopUriName }}>Back to the categories</Link>}
      />
    );
  }
  const category = result.page.category!;
  return (
    <main className="form-card">
      <h1>
        {category.name}
        {!category.isActive && <span className="badge">Inactive</span>}
      </h1>
      <p className="hint">
        {category.taskCount === 1 ? "1 task" : `${category.taskCount} tasks`}.{" "}
        <Link to="/$shopUriName/tasks" params={{ shopUriName }} search={{ categoryId: category.id }}>
          See them
        </Link>
        {result.page.canManage && (
          <>
            {" or "}
            <Link to="/$shopUriName/categories/$categoryId/tasks/add" params={{ shopUriName, categoryId }}>
              add one
            </Link>
          </>
        )}
        .
      </p>
      <CategoryForm
        shopUriName={shopUriName}
        action={`/${shopUriName}/categories/${category.id}/edit`}
        category={category}
        canManage={result.page.canManage}
      />
    </main>
  );
}
