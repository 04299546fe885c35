// A finding of the task, to edit (owners and managers) or read (mechanics).
import type { ShownOutcome } from "@platform/page_outcome.ts";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingEditor } from "./finding_editor.tsx";
import { BackToFindings } from "./finding_form.tsx";

export function EditTaskFindingPage(props: {
  result: ShownOutcome<FindingFormPage>;
  shopUriName: string;
  taskId: string;
  findingId: string;
}) {
  const { shopUriName, taskId } = props;
  return (
    <FindingEditor
      result={props.result}
      shopUriName={shopUriName}
      action={`/${shopUriName}/tasks/${taskId}/findings/${props.findingId}/edit`}
      back={<BackToFindings shopUriName={shopUriName} taskId={taskId} />}
    />
  );
}
