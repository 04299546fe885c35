// Owners and managers add a priority; it goes last in the shop's order.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import type { FormResult } from "@platform/viewer.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { type PageWords, useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { BackToPriorities, PriorityForm, priorityValues } from "./priority_form.tsx";

export function AddPriorityPage(props: { result: ShownOutcome<{ words: PageWords }>; shopUriName: string }) {
  const { result, shopUriName } = props;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToPriorities shopUriName={shopUriName} />}
    >
      {(page, form) => (
        <WordsProvider words={page.words}>
          <AddPriority shopUriName={shopUriName} form={form} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

function AddPriority({ shopUriName, form }: { shopUriName: string; form: FormResult | null }) {
  const say = useWords();
  return (
    <>
      <h1>{say(M.addPriority)}</h1>
      <FormMessages form={form} />
      <PriorityForm
        action={`/${shopUriName}/priorities/add`}
        values={priorityValues(form?.values, { name: "", colour: "#175cd3", isActive: true })}
        editable
        submitLabel={say(M.addPrioritySubmit)}
        back={<BackToPriorities shopUriName={shopUriName} />}
      />
    </>
  );
}
