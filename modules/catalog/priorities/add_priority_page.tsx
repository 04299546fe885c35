// Owners and managers add a priority; it goes last in the shop's order.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { PriorityForm, priorityValues } from "./priority_form.tsx";

export function AddPriorityPage(props: { result: ShownOutcome<null>; shopUriName: string }) {
  const { result, shopUriName } = props;
  const back = <Link to="/$shopUriName/priorities" params={{ shopUriName }}>Back to the priorities</Link>;
  return (
    <ShopFormCard result={result} shopUriName={shopUriName} back={back}>
      {(_, form) => (
        <>
          <h1>Add a priority</h1>
          <FormMessages form={form} />
          <PriorityForm
            action={`/${shopUriName}/priorities/add`}
            values={priorityValues(form?.values, { name: "", colour: "#175cd3", isActive: true })}
            editable
            submitLabel="Add priority"
            back={back}
          />
        </>
      )}
    </ShopFormCard>
  );
}
