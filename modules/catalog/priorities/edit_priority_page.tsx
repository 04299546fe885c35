// A priority: owners and managers edit it, mechanics read it.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import type { FormResult } from "@platform/viewer.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import type { PriorityPage } from "./priorities_pages.server.ts";
import { BackToPriorities, PriorityForm, priorityValues } from "./priority_form.tsx";

export function EditPriorityPage(
  props: { result: ShownOutcome<PriorityPage>; shopUriName: string; priorityId: string },
) {
  const { result, shopUriName } = props;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToPriorities shopUriName={shopUriName} />}
    >
      {(page, form) => (
        <WordsProvider words={page.words}>
          <EditPriority {...props} page={page} form={form} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

function EditPriority(
  props: { page: PriorityPage; form: FormResult | null; shopUriName: string; priorityId: string },
) {
  const { shopUriName, priorityId, form } = props;
  const { priority, canManage } = props.page;
  const say = useWords();
  return (
    <>
      <h1>{canManage ? say(M.editPriority) : priority.name}</h1>
      <p className="hint">{say(M.priorityFindingCount, { count: priority.findingCount })}</p>
      <FormMessages form={form} />
      <PriorityForm
        action={`/${shopUriName}/priorities/${priorityId}/edit`}
        values={priorityValues(form?.values, priority)}
        editable={canManage}
        submitLabel={say(M.saveChanges)}
        back={<BackToPriorities shopUriName={shopUriName} />}
      />
    </>
  );
}
