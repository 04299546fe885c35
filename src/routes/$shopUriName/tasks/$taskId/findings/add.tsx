import { createFileRoute, Link } from "@tanstack/react-router";
import { getAddFindingPage } from "../../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../../platform/page_outcome.ts";
import { FormMessages, useFormResult } from "../../../../../ui/forms.tsx";
import { NotFoundPanel } from "../../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../../ui/refused_panel.tsx";
import { FindingForm } from "../../../findings/-finding_form.tsx";

// Adds a finding to a task. From an inspection's checklist the address carries inspectionId (a positive
// whole number; anything else is ignored) and findingText (the text to start from); saving then goes back
// to that checklist.
interface Search {
  inspectionId?: number;
  findingText?: string;
}

export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/add")({
  // Every key is set, undefined when refused: the router keeps a raw value a validator leaves out.
  validateSearch: (search: Record<string, unknown>): Search => {
    const inspectionId = Number(search.inspectionId);
    const text = search.findingText;
    return {
      inspectionId: Number.isSafeInteger(inspectionId) && inspectionId > 0 && inspectionId < 2 ** 31
        ? inspectionId
        : undefined,
      findingText: typeof text === "string" || typeof text === "number"
        ? String(text).slice(0, 300)
        : undefined,
    };
  },
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getAddFindingPage({ data: { shopUriName: params.shopUriName, taskId: params.taskId } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a finding", matches) }] }),
  component: AddTaskFindingPage,
  notFoundComponent: () => <NotFoundPanel message="There is no such task in this shop." />,
});

function AddTaskFindingPage() {
  const result = Route.useLoaderData();
  const { shopUriName, taskId } = Route.useParams();
  const { inspectionId, findingText } = Route.useSearch();
  const form = useFormResult();
  const back = inspectionId
    ? <a href={`/${shopUriName}/inspections/${inspectionId}/checklist`}>Back to the checklist</a>
    : (
      <Link to="/$shopUriName/tasks/$taskId/findings" params={{ shopUriName, taskId }}>
        Back to the findings
      </Link>
    );
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  const { task } = result.page;
  return (
    <main className="form-card form-wide">
      <p className="eyebrow">{task?.categoryName} · {task?.name}</p>
      <h1>Add a finding</h1>
      <FormMessages form={form} />
      <FindingForm
        page={result.page}
        action={`/${shopUriName}/tasks/${taskId}/findings/add`}
        values={form?.values ?? (findingText ? { text: findingText } : {})}
        inspectionId={inspectionId}
        submitLabel="Add finding"
        back={back}
      />
    </main>
  );
}
