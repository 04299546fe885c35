// Adds a finding to a task. From an inspection's checklist the address carries inspectionId (a positive
// whole number; anything else is ignored) and findingText (the text to start from); saving then goes back
// to that checklist.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import type { FormResult } from "@platform/viewer.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/ui.ts";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { BackToFindings, FindingForm } from "./finding_form.tsx";
import type { AddTaskFindingSearch } from "./add_task_finding_search.ts";

type Props = {
  shopUriName: string;
  taskId: string;
  search: AddTaskFindingSearch;
};

export function AddTaskFindingPage(props: Props & { result: ShownOutcome<FindingFormPage> }) {
  return (
    <ShopFormCard result={props.result} shopUriName={props.shopUriName} back={<Back {...props} />} wide>
      {(page, form) => (
        <WordsProvider words={page.words}>
          <AddTaskFinding {...props} page={page} form={form} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

/** Back to the checklist the mechanic came from, else to the task's findings. */
function Back({ shopUriName, taskId, search }: Props) {
  const say = useWords();
  return search.inspectionId
    ? <a href={`/${shopUriName}/inspections/${search.inspectionId}/checklist`}>{say(F.backToChecklist)}</a>
    : <BackToFindings shopUriName={shopUriName} taskId={taskId} />;
}

function AddTaskFinding(props: Props & { page: FindingFormPage; form: FormResult | null }) {
  const { page, form, shopUriName, taskId } = props;
  const { inspectionId, findingText } = props.search;
  const say = useWords();
  return (
    <>
      <p className="eyebrow">{page.task?.categoryName} · {page.task?.name}</p>
      <h1>{say(F.addFinding)}</h1>
      <FormMessages form={form} />
      <FindingForm
        page={page}
        action={`/${shopUriName}/tasks/${taskId}/findings/add`}
        values={form?.values ?? (findingText ? { text: findingText } : {})}
        inspectionId={inspectionId}
        submitLabel={say(F.addFindingSubmit)}
        back={<Back {...props} />}
      />
    </>
  );
}
