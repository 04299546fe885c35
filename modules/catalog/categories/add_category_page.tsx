// Owners and managers add a category; it goes last in the checklist order.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { CategoryFormPage } from "../tasks/categories_tasks_pages.server.ts";
import { CategoryForm } from "./category_form.tsx";

export function AddCategoryPage(props: { result: ShownOutcome<CategoryFormPage>; shopUriName: string }) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult
      result={result}
      shopUriName={shopUriName}
      back={<Link to="/$shopUriName/categories" params={{ shopUriName }}>Back to the categories</Link>}
    >
      {() => (
        <main className="form-card">
          <h1>Add a category</h1>
          <CategoryForm
            shopUriName={shopUriName}
            action={`/${shopUriName}/categories/add`}
            category={null}
            canManage
          />
        </main>
      )}
    </ShopPageResult>
  );
}
