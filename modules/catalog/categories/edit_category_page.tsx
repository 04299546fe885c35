// A category: owners and managers rename it, switch it off or delete it (only once it has no tasks);
// mechanics see it read-only.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { CategoryFormPage } from "../tasks/categories_tasks_pages.server.ts";
import { BackToCategories } from "../tasks/back_links.tsx";
import { CategoryForm } from "./category_form.tsx";

export function EditCategoryPage(
  props: { result: ShownOutcome<CategoryFormPage>; shopUriName: string; categoryId: string },
) {
  const { result, shopUriName, categoryId } = props;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToCategories shopUriName={shopUriName} />}
    >
      {(page) => {
        const category = page.category!;
        return (
          <>
            <h1>
              {category.name}
              {!category.isActive && <span className="badge">Inactive</span>}
            </h1>
            <p className="hint">
              {category.taskCount === 1 ? "1 task" : `${category.taskCount} tasks`}.{" "}
              <Link to="/$shopUriName/tasks" params={{ shopUriName }} search={{ categoryId: category.id }}>
                See them
              </Link>
              {page.canManage && (
                <>
                  {" or "}
                  <Link
                    to="/$shopUriName/categories/$categoryId/tasks/add"
                    params={{ shopUriName, categoryId }}
                  >
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
              canManage={page.canManage}
            />
          </>
        );
      }}
    </ShopFormCard>
  );
}
