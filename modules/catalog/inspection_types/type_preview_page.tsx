// The outline of a type's checklist, read-only: its categories in the shop's order, each task with its
// configuration. Query: showInactiveTasks (1 also shows inactive tasks, marked).
import { Link, useNavigate } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { ChecklistOutline } from "../load_checklist_outline.ts";
import { CUSTOMER_MODE_LABELS, SUBJECT_TYPE_LABELS } from "../types.ts";
import { FlagFilters } from "./flag_filters.tsx";
import { OutlineTaskItem } from "./outline_task_item.tsx";
import { useShopPermissions } from "./use_shop_permissions.ts";
import type { TypePreviewSearch } from "./type_preview_search.ts";

export function TypePreviewPage(props: {
  result: ShownOutcome<ChecklistOutline>;
  shopUriName: string;
  typeId: string;
  search: TypePreviewSearch;
}) {
  const { result, shopUriName, typeId, search } = props;
  const navigate = useNavigate({ from: "/$shopUriName/inspection-types/$typeId/preview" });
  const { canManage } = useShopPermissions();
  const back = <Link to="/$shopUriName/inspection-types" params={{ shopUriName }}>Back to the types</Link>;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName} back={back}>
      {(page) => {
        const { type, categories, priorities } = page;
        const priorityName = new Map(priorities.map((priority) => [priority.id, priority.name]));
        const taskCount = categories.reduce((sum, category) => sum + category.tasks.length, 0);
        return (
          <main className="page type-preview">
            <div className="page-heading">
              <h1>
                {type.name}
                {!type.isActive && <span className="badge">Inactive</span>}
              </h1>
              <div className="page-actions">
                <Link
                  className="button"
                  to="/$shopUriName/inspection-types/$typeId/edit"
                  params={{ shopUriName, typeId }}
                >
                  {canManage ? "Edit" : "Details"}
                </Link>
                <Link
                  className="button"
                  to="/$shopUriName/inspection-types/$typeId/checklist-preview"
                  params={{ shopUriName, typeId }}
                >
                  Checklist preview
                </Link>
                {/* A page of its own outside the app (the customer's report), so a plain link. */}
                <a className="button" href={`/${shopUriName}/inspection-types/${typeId}/report-preview`}>
                  Report preview
                </a>
              </div>
            </div>
            <p className="hint">
              {SUBJECT_TYPE_LABELS[type.subjectType]} · {CUSTOMER_MODE_LABELS[type.customerMode]} ·{" "}
              {taskCount} {taskCount === 1 ? "task" : "tasks"} in {categories.length}{" "}
              {categories.length === 1 ? "category" : "categories"}
            </p>
            {type.description && <p>{type.description}</p>}
            <FlagFilters
              flags={[{ name: "showInactiveTasks", label: "Show inactive tasks" }]}
              values={search}
              onChange={(next) => navigate({ search: next, replace: true })}
            />
            {categories.length === 0 && <p className="empty">This type has no tasks yet.</p>}
            {categories.map((category) => (
              <section
                key={category.id}
                className="outline-category"
                aria-labelledby={`category-${category.id}`}
              >
                <h2 id={`category-${category.id}`}>
                  {category.name}
                  {!category.isActive && <span className="badge">Inactive</span>}
                </h2>
                <ol className="outline-tasks">
                  {category.tasks.map((task) => (
                    <OutlineTaskItem key={task.id} task={task} priorityName={priorityName} />
                  ))}
                </ol>
              </section>
            ))}
            <p>{back}</p>
          </main>
        );
      }}
    </ShopPageResult>
  );
}
