// Adds a finding from the findings list: the form asks which task it is for.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import type { FormResult } from "@platform/viewer.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/ui.ts";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { BackToFindings, FindingForm } from "./finding_form.tsx";

export function AddFindingPage(props: { result: ShownOutcome<FindingFormPage>; shopUriName: string }) {
  const { result, shopUriName } = props;
  const back = <BackToFindings shopUriName={shopUriName} />;
  return (
    <ShopFormCard result={result} shopUriName={shopUriName} back={back} wide>
      {(page, form) => (
        <WordsProvider words={page.words}>
          <AddFinding page={page} form={form} shopUriName={shopUriName} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

function AddFinding(props: { page: FindingFormPage; form: FormResult | null; shopUriName: string }) {
  const { page, form, shopUriName } = props;
  const say = useWords();
  return (
    <>
      <h1>{say(F.addFinding)}</h1>
      <FormMessages form={form} />
      <FindingForm
        page={page}
        action={`/${shopUriName}/findings/add`}
        values={form?.values ?? {}}
        submitLabel={say(F.addFindingSubmit)}
        back={<BackToFindings shopUriName={shopUriName} />}
      />
    </>
  );
}
