// A shop page that is one form on a card (add and edit pages): the refusal when the viewer may not open
// it, else the card, built from the loader's page and the result of a refused post of its form.
import type { ReactNode } from "react";
import type { ShownOutcome } from "../platform/page_outcome.ts";
import type { FormResult } from "../platform/viewer.ts";
import { useFormResult } from "./forms.tsx";
import { ShopPageResult } from "./shop_page_result.tsx";

export function ShopFormCard<T>(props: {
  result: ShownOutcome<T>;
  shopUriName: string;
  /** The way back, on the refusal too. */
  back: ReactNode;
  /** For forms with many fields (tasks, types, findings). */
  wide?: boolean;
  children: (page: T, form: FormResult | null) => ReactNode;
}) {
  const form = useFormResult();
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName} back={props.back}>
      {(page) => (
        <main className={props.wide ? "form-card form-wide" : "form-card"}>{props.children(page, form)}</main>
      )}
    </ShopPageResult>
  );
}
