// A finding opened from the findings list: the same form as under its task; saving goes back to the list.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages, useFormResult } from "@ui/forms.tsx";
import { RefusedPanel } from "@ui/refused_panel.tsx";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingEditor } from "./finding_editor.tsx";

export function EditFindingPage(
  props: { result: ShownOutcome<FindingFormPage>; shopUriName: string; findingId: string },
) {
  const { result, shopUriName, findingId } = props;
  const form = useFormResult();
  const back = <Link to="/$shopUriName/findings" params={{ shopUriName }}>Back to the findings</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  return (
    <FindingEditor
      page={result.page}
      form={form}
      messages={<FormMessages form={form} />}
      action={`/${shopUriName}/findings/${findingId}/edit`}
      back={back}
    />
  );
}
