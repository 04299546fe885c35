// The card of both finding edit pages (under its task and from the findings list): who added it and when,
// then the form.
import type { ReactNode } from "react";
import type { FindingFormPage } from "./findings_pages.server.ts";
import type { FormResult } from "@platform/viewer.ts";
import { FormMessages } from "@ui/forms.tsx";
import { FindingForm } from "./finding_form.tsx";
import { FindingStatusBadge } from "./finding_status.tsx";

export function FindingEditor(props: {
  page: FindingFormPage;
  form: FormResult | null;
  action: string;
  back: ReactNode;
}) {
  const { task, finding, canManage } = props.page;
  return (
    <>
      <p className="eyebrow">{task?.categoryName} · {task?.name}</p>
      <h1>
        {canManage ? "Edit finding" : "Finding"}
        {finding && <FindingStatusBadge status={finding.status} />}
      </h1>
      {finding && (
        <p className="hint finding-meta">
          Added {finding.creator ? `by ${finding.creator} ` : ""}on {finding.created}; last edited{" "}
          {finding.lastEdited}.
        </p>
      )}
      <FormMessages form={props.form} />
      <FindingForm
        page={props.page}
        action={props.action}
        values={props.form?.values ?? {}}
        submitLabel="Save changes"
        back={props.back}
      />
    </>
  );
}
