import { createFileRoute, Link } from "@tanstack/react-router";
import {
  CONCLUSION_MODE_LABELS,
  CUSTOMER_MODE_LABELS,
  getInspectionTypePreview,
  MEDIA_MODE_LABELS,
  NOTES_MODE_LABELS,
  NOTIFY_MODE_LABELS,
  type OutlineTask,
  SUBJECT_TYPE_LABELS,
  TASK_TYPE_LABELS,
  VALUE_INPUT_TYPE_LABELS,
  VALUE_MODE_LABELS,
} from "../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../ui/refused_panel.tsx";
import { FlagFilters, flagSearch } from "../-flag_filters.tsx";
import { useShopPermissions } from "../-shop_permissions.ts";

// The outline of a type's checklist, read-only: its categories in the shop's order, each task with its
// configuration. Query: showInactiveTasks (1 also shows inactive tasks, marked).
export const Route = createFileRoute("/$shopUriName/inspection-types/$typeId/preview")({
  validateSearch: (search: Record<string, unknown>) => flagSearch(["showInactiveTasks"], search),
  loaderDeps: ({ search }) => ({ showInactiveTasks: search.showInactiveTasks === 1 }),
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getInspectionTypePreview({
        data: { shopUriName: params.shopUriName, typeId: Number(params.typeId), ...deps },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? `${loaderData.page.type.name}: preview` : "Preview",
        matches,
      ),
    }],
  }),
  component: PreviewPage,
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type in this shop." />,
});

function PreviewPage() {
  const result = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { shopUriName, typeId } = Route.useParams();
  const { canManage } = useShopPermissions();
  const back = <Link to="/$shopUriName/inspection-types" params={{ shopUriName }}>Back to the types</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  const { type, categories, priorities } = result.page;
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
        {SUBJECT_TYPE_LABELS[type.subjectType]} · {CUSTOMER_MODE_LABELS[type.customerMode]} · {taskCount}{" "}
        {taskCount === 1 ? "task" : "tasks"} in {categories.length}{" "}
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
        <section key={category.id} className="outline-category" aria-labelledby={`category-${category.id}`}>
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
}

function OutlineTaskItem({ task, priorityName }: { task: OutlineTask; priorityName: Map<number, string> }) {
  const values = task.values.map((value) => `${value.label} (${VALUE_INPUT_TYPE_LABELS[value.inputType]})`);
  const price = task.priceMin !== null || task.priceMax !== null
    ? [task.priceMin, task.priceMax].map((amount) => amount ?? "…").join(" – ")
    : null;
  return (
    <li className={task.isActive ? "outline-task" : "outline-task inactive"}>
      <h3>
        {task.name}
        {!task.isActive && <span className="badge">Inactive</span>}
      </h3>
      <dl className="task-config">
        <dt>Result</dt>
        <dd>{TASK_TYPE_LABELS[task.taskType]}</dd>
        <dt>Findings</dt>
        <dd>
          {CONCLUSION_MODE_LABELS[task.conclusionMode]} · {task.findings.length}{" "}
          {task.findings.length === 1 ? "finding" : "findings"}
        </dd>
        <dt>Photos</dt>
        <dd>{MEDIA_MODE_LABELS[task.mediaMode]}</dd>
        <dt>Notes</dt>
        <dd>{NOTES_MODE_LABELS[task.notesMode]}</dd>
        <dt>Values</dt>
        <dd>{VALUE_MODE_LABELS[task.valueMode]}{values.length > 0 && `: ${values.join(", ")}`}</dd>
        <dt>Priority</dt>
        <dd>{(task.defaultPriorityId !== null && priorityName.get(task.defaultPriorityId)) || "None"}</dd>
        <dt>Notify</dt>
        <dd>{NOTIFY_MODE_LABELS[task.notifyMode]}</dd>
        {price && (
          <>
            <dt>Price</dt>
            <dd>{price}</dd>
          </>
        )}
      </dl>
      {task.instructions && <p className="hint">{task.instructions}</p>}
    </li>
  );
}
