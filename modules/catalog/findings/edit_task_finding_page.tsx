// A finding of the task, to edit (owners and managers) or read (mechanics).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages, useFormResult } from "@ui/forms.tsx";
import { RefusedPanel } from "@ui/refused_panel.tsx";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingEditor } from "./finding_editor.tsx";

export function EditTaskFindingPage(props: {
  result: ShownOutcome<FindingFormPage>;
  shopUriName: string;
  taskId: string;
  findingId: string;
}) {
  const { result, shopUriName, taskId, findingId } = props;
  const form = useFormResult();
  const back = (
    <Link to="/$shopUriName/tasks/$taskId/findings" params={{ shopUriName, taskId }}>
      Back to the findings
    </Link>
  );
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  return (
    <FindingEditor
      page={result.page}
      form={form}
      messages={<FormMessages form={form} />}
      action={`/${shopUriName}/tasks/${taskId}/findings/${findingId}/edit`}
      back={back}
    />
  );
}
