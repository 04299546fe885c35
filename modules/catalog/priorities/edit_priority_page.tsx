// A priority: owners and managers edit it, mechanics read it.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { PriorityPage } from "./priorities_pages.server.ts";
import { PriorityForm, priorityValues } from "./priority_form.tsx";

export function EditPriorityPage(
  props: { result: ShownOutcome<PriorityPage>; shopUriName: string; priorityId: string },
) {
  const { result, shopUriName, priorityId } = props;
  const back = <Link to="/$shopUriName/priorities" params={{ shopUriName }}>Back to the priorities</Link>;
  return (
    <ShopFormCard result={result} shopUriName={shopUriName} back={back}>
      {(page, form) => {
        const { priority, canManage } = page;
        return (
          <>
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
          </>
        );
      }}
    </ShopFormCard>
  );
}
