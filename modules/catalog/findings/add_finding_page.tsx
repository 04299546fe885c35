// Adds a finding from the findings list: the form asks which task it is for.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages, useFormResult } from "@ui/forms.tsx";
import { RefusedPanel } from "@ui/refused_panel.tsx";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingForm } from "./finding_form.tsx";

export function AddFindingPage(props: { result: ShownOutcome<FindingFormPage>; shopUriName: string }) {
  const { result, shopUriName } = props;
  const form = useFormResult();
  const back = <Link to="/$shopUriName/findings" params={{ shopUriName }}>Back to the findings</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  return (
    <main className="form-card form-wide">
      <h1>Add a finding</h1>
      <FormMessages form={form} />
      <FindingForm
        page={result.page}
        action={`/${shopUriName}/findings/add`}
        values={form?.values ?? {}}
        submitLabel="Add finding"
        back={back}
      />
    </main>
  );
}
