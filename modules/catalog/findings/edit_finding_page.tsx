// A finding opened from the findings list: the same form as under its task; saving goes back to the list.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages, useFormResult } from "@ui/forms.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { FindingFormPage } from "./findings_pages.server.ts";
import { FindingEditor } from "./finding_editor.tsx";

export function EditFindingPage(
  props: { result: ShownOutcome<FindingFormPage>; shopUriName: string; findingId: string },
) {
  const { result, shopUriName, findingId } = props;
  const form = useFormResult();
  const back = <Link to="/$shopUriName/findings" params={{ shopUriName }}>Back to the findings</Link>;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName} back={back}>
      {(page) => (
        <FindingEditor
          page={page}
          form={form}
          messages={<FormMessages form={form} />}
          action={`/${shopUriName}/findings/${findingId}/edit`}
          back={back}
        />
      )}
    </ShopPageResult>
  );
}
