// Both finding edit pages (under its task and from the findings list), which differ only in their address
// and way back: who added the finding and when, then the form.
import type { ReactNode } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import type { FormResult } from "@platform/viewer.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
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
      {(page, form) => (
        <WordsProvider words={page.words}>
          <EditFinding page={page} form={form} action={props.action} back={props.back} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

function EditFinding(
  props: { page: FindingFormPage; form: FormResult | null; action: string; back: ReactNode },
) {
  const { page, form } = props;
  const { task, finding, canManage } = page;
  const say = useWords();
  return (
    <>
      <p className="eyebrow">{task?.categoryName} · {task?.name}</p>
      <h1>
        {canManage ? say(F.editFinding) : say(F.finding)}
        {finding && <FindingStatusBadge status={finding.status} />}
      </h1>
      {finding && (
        <p className="hint finding-meta">
          {finding.creator
            ? say(F.addedBy, {
              creator: finding.creator,
              created: finding.created,
              lastEdited: finding.lastEdited,
            })
            : say(F.added, { created: finding.created, lastEdited: finding.lastEdited })}
        </p>
      )}
      <FormMessages form={form} />
      <FindingForm
        page={page}
        action={props.action}
        values={form?.values ?? {}}
        submitLabel={say(M.saveChanges)}
        back={props.back}
      />
    </>
  );
}
