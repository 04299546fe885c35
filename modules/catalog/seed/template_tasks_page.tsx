// A template's categories and tasks with their configuration and findings. Query: shopId (the template
// shop's id; the first template when absent), showDisabled (1 also shows inactive tasks).
import { Link, useNavigate } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { SeedTasksSearch } from "./seed_pages.ts";
import type { SeedTasksPage } from "./seed_pages.server.ts";
import { TemplateComparisonLink } from "./seed_links.tsx";
import { TaskOutline } from "./task_outline.tsx";

export function TemplateTasksPage(
  props: { result: ShownOutcome<SeedTasksPage>; shopUriName: string; search: SeedTasksSearch },
) {
  const { result, shopUriName, search } = props;
  const navigate = useNavigate({ from: "/$shopUriName/seed/tasks" });
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {({ templates, template, categories }) => {
        const taskCount = categories.reduce((sum, category) => sum + category.tasks.length, 0);
        return (
          <main className="page seed-page">
            <p className="breadcrumbs">
              <Link to="/$shopUriName/seed" params={{ shopUriName }}>Templates</Link>
            </p>
            <div className="page-heading">
              <h1>{template ? `${template.name}: tasks` : "Template tasks"}</h1>
              <form method="get" className="filters">
                <label>
                  <span className="visually-hidden">Template</span>
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
                  Show inactive tasks
                </label>
                <button type="submit" className="button no-js-only">Apply</button>
              </form>
            </div>
            {template && (
              <p className="page-intro">
                {template.description} {categories.length} categories, {taskCount} tasks.{" "}
                <TemplateComparisonLink shopUriName={shopUriName} templateShopId={template.shopId}>
                  Compare with my shop
                </TemplateComparisonLink>
              </p>
            )}
            <TaskOutline categories={categories} findingsOpen={false} />
          </main>
        );
      }}
    </ShopPageResult>
  );
}
