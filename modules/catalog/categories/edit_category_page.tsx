// A category: owners and managers rename it, switch it off or delete it (only once it has no tasks);
// mechanics see it read-only.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import type { CategoryFormPage } from "../tasks/categories_tasks_pages.server.ts";
import { BackToCategories } from "../tasks/back_links.tsx";
import { CategoryForm } from "./category_form.tsx";

export function EditCategoryPage(
  props: { result: ShownOutcome<CategoryFormPage>; shopUriName: string; categoryId: string },
) {
  const { result, shopUriName } = props;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToCategories shopUriName={shopUriName} />}
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <EditCategory page={page} shopUriName={shopUriName} categoryId={props.categoryId} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

function EditCategory(props: { page: CategoryFormPage; shopUriName: string; categoryId: string }) {
  const { page, shopUriName, categoryId } = props;
  const category = page.category!;
  const say = useWords();
  const seeThem = (
    <Link to="/$shopUriName/tasks" params={{ shopUriName }} search={{ categoryId: category.id }}>
      {say(M.seeThem)}
    </Link>
  );
  // The links sit where the culture's sentence puts {seeThem} and {addOne}.
  const [beforeSee, betweenLinks = "", afterAdd = ""] = say(M.seeThemOrAddOne, {
    seeThem: "\u0000",
    addOne: "\u0000",
  }).split("\u0000");
  return (
    <>
      <h1>
        {category.name}
        {!category.isActive && <span className="badge">{say(M.inactive)}</span>}
      </h1>
      <p className="hint">
        {say(M.categoryTaskCount, { count: category.taskCount })} {page.canManage
          ? (
            <>
              {beforeSee}
              {seeThem}
              {betweenLinks}
              <Link to="/$shopUriName/categories/$categoryId/tasks/add" params={{ shopUriName, categoryId }}>
                {say(M.addOne)}
              </Link>
              {afterAdd}
            </>
          )
          : <>{seeThem}.</>}
      </p>
      <CategoryForm
        shopUriName={shopUriName}
        action={`/${shopUriName}/categories/${category.id}/edit`}
        category={category}
        canManage={page.canManage}
      />
    </>
  );
}
