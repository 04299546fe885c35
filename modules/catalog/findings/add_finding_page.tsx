// Adds a finding from the findings list: the form asks which task it is for.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingForm } from "./finding_form.tsx";

export function AddFindingPage(props: { result: ShownOutcome<FindingFormPage>; shopUriName: string }) {
  const { result, shopUriName } = props;
  const back = <Link to="/$shopUriName/findings" params={{ shopUriName }}>Back to the findings</Link>;
  return (
    <ShopFormCard result={result} shopUriName={shopUriName} back={back} wide>
      {(page, form) => (
        <>
          <h1>Add a finding</h1>
          <FormMessages form={form} />
          <FindingForm
            page={page}
            action={`/${shopUriName}/findings/add`}
            values={form?.values ?? {}}
            submitLabel="Add finding"
            back={back}
          />
        </>
      )}
    </ShopFormCard>
  );
}
