// The shop's categories in checklist order, each with its tasks (seed 000 section 2). Query: showAll (1 also
// lists inactive categories and tasks), openCategory (a category id: its tasks open on load, the others
// closed, and it scrolls into view; the open rows then live in the hash's details list), done (what the
// form post before did).
import { Link, useNavigate } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { writeHashState } from "@ui/hash_location.ts";
import { DETAILS, parseHash } from "@ui/hash_state.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { useEffect, useState } from "react";
import type { CategoriesPage } from "../tasks/categories_tasks_pages.server.ts";
import { CategoriesTable, categoryRowId } from "./categories_table.tsx";
import type { CategoriesSearch } from "./categories_search.ts";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function CategoryListPage(
  props: { result: ShownOutcome<CategoriesPage>; shopUriName: string; search: CategoriesSearch },
) {
  const { result, shopUriName } = props;
  const { openCategory } = props.search;
  const navigate = useNavigate({ from: "/$shopUriName/categories/" });

  // openCategory is a one-time instruction: it becomes the hash's open rows, so a reload keeps whatever the
  // user opens or closes afterwards.
  useEffect(() => {
    if (openCategory === undefined) return;
    void navigate({
      search: (previous: CategoriesSearch) => ({ ...previous, openCategory: undefined }),
      replace: true,
      resetScroll: false,
    }).then(() => {
      writeHashState(new Map(parseHash(location.hash)).set(DETAILS, String(openCategory)));
      requestAnimationFrame(() =>
        document.getElementById(categoryRowId(openCategory))?.scrollIntoView({ block: "start" })
      );
    });
  }, [openCategory, navigate]);

  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <Categories page={page} shopUriName={shopUriName} search={props.search} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function Categories(props: { page: CategoriesPage; shopUriName: string; search: CategoriesSearch }) {
  const { shopUriName } = props;
  const { categories, canManage } = props.page;
  const { showAll, done } = props.search;
  const navigate = useNavigate({ from: "/$shopUriName/categories/" });
  const [error, setError] = useState<string | null>(null);
  const say = useWords();
  return (
    <main className="page" lang={props.page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.categoriesTitle)}</h1>
        <div className="heading-actions">
          <Link className="button" to="/$shopUriName/tasks" params={{ shopUriName }}>
            {say(M.allTasks)}
          </Link>
          {canManage && (
            <Link className="button primary" to="/$shopUriName/categories/add" params={{ shopUriName }}>
              {say(M.addCategory)}
            </Link>
          )}
        </div>
      </div>
      <DoneNotice
        notices={{
          "category-added": say(M.categoryAdded),
          "category-saved": say(M.changesSaved),
          "category-deleted": say(M.categoryDeleted),
        }}
        done={done}
      />
      <form method="get" className="filters">
        <label className="checkbox">
          {/* Uncontrolled, so the tick shows at once; the key resets it when the address changes (Back). */}
          <input
            key={showAll ?? 0}
            type="checkbox"
            name="showAll"
            value="1"
            defaultChecked={showAll === 1}
            onChange={(event) =>
              navigate({
                search: event.currentTarget.checked ? { showAll: 1 } : {},
                // The open categories stay open (the table kit writes the hash past the router).
                hash: location.hash.slice(1),
                replace: true,
              })}
          />
          {say(M.showInactiveCategories)}
        </label>
        <button type="submit" className="button no-js-only">{say(M.apply)}</button>
      </form>
      {error && <p className="form-error" role="alert">{say(M.statusRefused, { error })}</p>}
      {categories.length === 0
        ? <p className="empty">{say(showAll ? M.noCategories : M.noActiveCategories)}</p>
        : (
          <CategoriesTable
            shopUriName={shopUriName}
            categories={categories}
            canManage={canManage}
            onStatusError={setError}
          />
        )}
    </main>
  );
}
