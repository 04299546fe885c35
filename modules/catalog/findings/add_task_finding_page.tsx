// Adds a finding to a task. From an inspection's checklist the address carries inspectionId (a positive
// whole number; anything else is ignored) and findingText (the text to start from); saving then goes back
// to that checklist.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingForm } from "./finding_form.tsx";
import type { AddTaskFindingSearch } from "./add_task_finding_search.ts";

export function AddTaskFindingPage(props: {
  result: ShownOutcome<FindingFormPage>;
  shopUriName: string;
  taskId: string;
  search: AddTaskFindingSearch;
}) {
  const { result, shopUriName, taskId } = props;
  const { inspectionId, findingText } = props.search;
  const back = inspectionId
    ? <a href={`/${shopUriName}/inspections/${inspectionId}/checklist`}>Back to the checklist</a>
    : (
      <Link to="/$shopUriName/tasks/$taskId/findings" params={{ shopUriName, taskId }}>
        Back to the findings
      </Link>
    );
  return (
    <ShopFormCard result={result} shopUriName={shopUriName} back={back} wide>
      {(page, form) => {
        const { task } = page;
        return (
          <>
            <p className="eyebrow">{task?.categoryName} · {task?.name}</p>
            <h1>Add a finding</h1>
            <FormMessages form={form} />
            <FindingForm
              page={page}
              action={`/${shopUriName}/tasks/${taskId}/findings/add`}
              values={form?.values ?? (findingText ? { text: findingText } : {})}
              inspectionId={inspectionId}
              submitLabel="Add finding"
              back={back}
            />
          </>
        );
      }}
    </ShopFormCard>
  );
}
