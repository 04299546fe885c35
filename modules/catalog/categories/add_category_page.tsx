// Owners and managers add a category; it goes last in the checklist order.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import type { CategoryFormPage } from "../tasks/categories_tasks_pages.server.ts";
import { BackToCategories } from "../tasks/back_links.tsx";
import { CategoryForm } from "./category_form.tsx";

export function AddCategoryPage(props: { result: ShownOutcome<CategoryFormPage>; shopUriName: string }) {
  const { result, shopUriName } = props;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToCategories shopUriName={shopUriName} />}
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <AddCategory shopUriName={shopUriName} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

function AddCategory({ shopUriName }: { shopUriName: string }) {
  const say = useWords();
  return (
    <>
      <h1>{say(M.addCategory)}</h1>
      <CategoryForm
        shopUriName={shopUriName}
        action={`/${shopUriName}/categories/add`}
        category={null}
        canManage
      />
    </>
  );
}
