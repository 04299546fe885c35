// A finding opened from the findings list: the same form as under its task; saving goes back to the list.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingEditor } from "./finding_editor.tsx";

export function EditFindingPage(
  props: { result: ShownOutcome<FindingFormPage>; shopUriName: string; findingId: string },
) {
  const { result, shopUriName, findingId } = props;
  const back = <Link to="/$shopUriName/findings" params={{ shopUriName }}>Back to the findings</Link>;
  return (
    <ShopFormCard result={result} shopUriName={shopUriName} back={back} wide>
      {(page, form) => (
        <FindingEditor
          page={page}
          form={form}
          action={`/${shopUriName}/findings/${findingId}/edit`}
          back={back}
        />
      )}
    </ShopFormCard>
  );
}
