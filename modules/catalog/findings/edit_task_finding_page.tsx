// A finding of the task, to edit (owners and managers) or read (mechanics).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingEditor } from "./finding_editor.tsx";

export function EditTaskFindingPage(props: {
  result: ShownOutcome<FindingFormPage>;
  shopUriName: string;
  taskId: string;
  findingId: string;
}) {
  const { result, shopUriName, taskId, findingId } = props;
  const back = (
    <Link to="/$shopUriName/tasks/$taskId/findings" params={{ shopUriName, taskId }}>
      Back to the findings
    </Link>
  );
  return (
    <ShopFormCard result={result} shopUriName={shopUriName} back={back} wide>
      {(page, form) => (
        <FindingEditor
          page={page}
          form={form}
          action={`/${shopUriName}/tasks/${taskId}/findings/${findingId}/edit`}
          back={back}
        />
      )}
    </ShopFormCard>
  );
}
