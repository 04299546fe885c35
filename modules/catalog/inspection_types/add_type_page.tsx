// A new inspection type: owners and managers (catalog.manage).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages, useFormResult } from "@ui/forms.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { TypeFormPage } from "./inspection_types_pages.server.ts";
import { formValues, TypeForm } from "./type_form.tsx";

const NEW_TYPE = { name: "", description: "", subjectType: "vehicle", customerMode: "required", taskIds: [] };

export function AddInspectionTypePage(props: { result: ShownOutcome<TypeFormPage>; shopUriName: string }) {
  const { result, shopUriName } = props;
  const form = useFormResult();
  const back = <Link to="/$shopUriName/inspection-types" params={{ shopUriName }}>Back to the types</Link>;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName} back={back}>
      {(page) => (
        <main className="form-card form-wide">
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
        </main>
      )}
    </ShopPageResult>
  );
}
