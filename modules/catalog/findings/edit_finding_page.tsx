// A finding opened from the findings list: the same form as under its task; saving goes back to the list.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingEditor } from "./finding_editor.tsx";
import { BackToFindings } from "./finding_form.tsx";

export function EditFindingPage(
  props: { result: ShownOutcome<FindingFormPage>; shopUriName: string; findingId: string },
) {
  const { shopUriName, findingId } = props;
  return (
    <FindingEditor
      result={props.result}
      shopUriName={shopUriName}
      action={`/${shopUriName}/findings/${findingId}/edit`}
      back={<BackToFindings shopUriName={shopUriName} />}
    />
  );
}
