// Both finding edit pages (under its task and from the findings list), which differ only in their address
// and way back: who added the finding and when, then the form.
import type { ReactNode } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingForm } from "./finding_form.tsx";
import { FindingStatusBadge } from "./finding_status.tsx";

export function FindingEditor(props: {
  result: ShownOutcome<FindingFormPage>;
  shopUriName: string;
  action: string;
  back: ReactNode;
}) {
  return (
    <ShopFormCard result={props.result} shopUriName={props.shopUriName} back={props.back} wide>
      {(page, form) => {
        const { task, finding, canManage } = page;
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
            <FormMessages form={form} />
            <FindingForm
              page={page}
              action={props.action}
              values={form?.values ?? {}}
              submitLabel="Save changes"
              back={props.back}
            />
          </>
        );
      }}
    </ShopFormCard>
  );
}
