// A new inspection type: owners and managers (catalog.manage).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { TypeFormPage } from "./inspection_types_pages.server.ts";
import { formValues, TypeForm } from "./type_form.tsx";

const NEW_TYPE = { name: "", description: "", subjectType: "vehicle", customerMode: "required", taskIds: [] };

export function AddInspectionTypePage(props: { result: ShownOutcome<TypeFormPage>; shopUriName: string }) {
  const { result, shopUriName } = props;
  const back = <Link to="/$shopUriName/inspection-types" params={{ shopUriName }}>Back to the types</Link>;
  return (
    <ShopFormCard result={result} shopUriName={shopUriName} back={back} wide>
      {(page, form) => (
        <>
          <h1>Add an inspection type</h1>
          <FormMessages form={form} />
          <TypeForm
            action={`/${shopUriName}/inspection-types/add`}
            values={formValues(form?.values, NEW_TYPE)}
            categories={page.categories}
            readOnly={false}
            submitLabel="Add inspection type"
            back={back}
          />
        </>
      )}
    </ShopFormCard>
  );
}
