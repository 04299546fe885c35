// A priority: owners and managers edit it, mechanics read it.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages, useFormResult } from "@ui/forms.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { PriorityPage } from "./priorities_pages.server.ts";
import { PriorityForm, priorityValues } from "./priority_form.tsx";

export function EditPriorityPage(
  props: { result: ShownOutcome<PriorityPage>; shopUriName: string; priorityId: string },
) {
  const { result, shopUriName, priorityId } = props;
  const form = useFormResult();
  const back = <Link to="/$shopUriName/priorities" params={{ shopUriName }}>Back to the priorities</Link>;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName} back={back}>
      {(page) => {
        const { priority, canManage } = page;
        return (
          <main className="form-card">
            <h1>{canManage ? "Edit priority" : priority.name}</h1>
            <p className="hint">
              {priority.findingCount === 1 ? "1 finding has" : `${priority.findingCount} findings have`}{" "}
              this priority.
            </p>
            <FormMessages form={form} />
            <PriorityForm
              action={`/${shopUriName}/priorities/${priorityId}/edit`}
              values={priorityValues(form?.values, priority)}
              editable={canManage}
              submitLabel="Save changes"
              back={back}
            />
          </main>
        );
      }}
    </ShopPageResult>
  );
}
