// A finding of the task, to edit (owners and managers) or read (mechanics).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages, useFormResult } from "@ui/forms.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
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
  return (
    <ShopPageResult result={result} shopUriName={shopUriName} back={back}>
      {(page) => (
        <FindingEditor
          page={page}
          form={form}
          messages={<FormMessages form={form} />}
          action={`/${shopUriName}/tasks/${taskId}/findings/${findingId}/edit`}
          back={back}
        />
      )}
    </ShopPageResult>
  );
}
