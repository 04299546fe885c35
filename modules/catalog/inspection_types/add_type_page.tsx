// A new inspection type: owners and managers (catalog.manage).
import type { ShownOutcome } from "@platform/page_outcome.ts";
import type { FormResult } from "@platform/viewer.ts";
import { FormMessages } from "@ui/forms.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import type { TypeFormPage } from "./inspection_types_pages.server.ts";
import { BackToTypes, formValues, TypeForm } from "./type_form.tsx";

const NEW_TYPE = { name: "", description: "", subjectType: "vehicle", customerMode: "required", taskIds: [] };

export function AddInspectionTypePage(props: { result: ShownOutcome<TypeFormPage>; shopUriName: string }) {
  const { result, shopUriName } = props;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToTypes shopUriName={shopUriName} />}
      wide
    >
      {(page, form) => (
        <WordsProvider words={page.words}>
          <AddType page={page} form={form} shopUriName={shopUriName} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

function AddType(props: { page: TypeFormPage; form: FormResult | null; shopUriName: string }) {
  const { page, form, shopUriName } = props;
  const say = useWords();
  return (
    <>
      <h1>{say(M.addType)}</h1>
      <FormMessages form={form} />
      <TypeForm
        action={`/${shopUriName}/inspection-types/add`}
        values={formValues(form?.values, NEW_TYPE)}
        categories={page.categories}
        readOnly={false}
        submitLabel={say(M.addTypeSubmit)}
        back={<BackToTypes shopUriName={shopUriName} />}
      />
    </>
  );
}
