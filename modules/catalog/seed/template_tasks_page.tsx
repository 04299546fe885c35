// A template's categories and tasks with their configuration and findings. Query: shopId (the template
// shop's id; the first template when absent), showDisabled (1 also shows inactive tasks).
import { Link, useNavigate } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { SeedTasksSearch } from "./seed_pages.ts";
import type { SeedTasksPage } from "./seed_pages.server.ts";
import { TemplateComparisonLink } from "./seed_links.tsx";
import { TaskOutline } from "../task_outline.tsx";
import {
  CATALOGUE_PAGES_MESSAGES as M,
  SEED_PAGES_MESSAGES as S,
  useWords,
  WordsProvider,
} from "@modules/text/ui.ts";

export function TemplateTasksPage(
  props: { result: ShownOutcome<SeedTasksPage>; shopUriName: string; search: SeedTasksSearch },
) {
  const { result, shopUriName, search } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <TemplateTasks page={page} shopUriName={shopUriName} search={search} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function TemplateTasks(
  { page, shopUriName, search }: { page: SeedTasksPage; shopUriName: string; search: SeedTasksSearch },
) {
  const { templates, template, categories } = page;
  const navigate = useNavigate({ from: "/$shopUriName/seed/tasks" });
  const say = useWords();
  const taskCount = categories.reduce((sum, category) => sum + category.tasks.length, 0);
  return (
    <main className="page seed-page" lang={page.words.culture}>
      <p className="breadcrumbs">
        <Link to="/$shopUriName/seed" params={{ shopUriName }}>{say(S.title)}</Link>
      </p>
      <div className="page-heading">
        <h1>{template ? say(S.tasksOf, { template: template.name }) : say(S.templateTasks)}</h1>
        <form method="get" className="filters">
          <label>
            <span className="visually-hidden">{say(S.template)}</span>
            <select
              name="shopId"
              defaultValue={template?.shopId}
              key={template?.shopId}
              onChange={(event) =>
                navigate({
                  search: { ...search, shopId: Number(event.currentTarget.value) },
                  replace: true,
                })}
            >
              {templates.map((t) => <option key={t.shopId} value={t.shopId}>{t.name}</option>)}
            </select>
          </label>
          <label className="checkbox">
            <input
              key={search.showDisabled ?? 0}
              type="checkbox"
              name="showDisabled"
              value="1"
              defaultChecked={search.showDisabled === 1}
              onChange={(event) => {
                const { showDisabled: _, ...rest } = search;
                navigate({
                  search: event.currentTarget.checked ? { ...rest, showDisabled: 1 } : rest,
                  replace: true,
                });
              }}
            />
            {say(S.showInactiveTasks)}
          </label>
          <button type="submit" className="button no-js-only">{say(M.apply)}</button>
        </form>
      </div>
      {template && (
        <p className="page-intro">
          {template.description} {say(S.templateSize, { categories: categories.length, tasks: taskCount })}
          {" "}
          <TemplateComparisonLink shopUriName={shopUriName} templateShopId={template.shopId}>
            {say(S.compareWithMyShop)}
          </TemplateComparisonLink>
        </p>
      )}
      <TaskOutline categories={categories} findingsOpen={false} />
    </main>
  );
}
