import type { ReactNode } from "react";
import type { ShownOutcome } from "../platform/page_outcome.ts";
import { RefusedPanel, ShopRefusedPanel } from "./refused_panel.tsx";

/**
 * What a shop page shows for its loader's result: the refusal (why, and the way back: to the shop, or
 * `back` when the page has a nearer one) when the viewer may not open it, else the page. Sign-in and
 * not-found never get here: the loader's pageOrLeave turned them into the sign-in redirect and the
 * not-found page.
 */
export function ShopPageResult<T>(
  { result, shopUriName, back, children }: {
    result: ShownOutcome<T>;
    shopUriName: string;
    back?: ReactNode;
    children: (page: T) => ReactNode;
  },
) {
  if (result.outcome === "refused") {
    return back === undefined
      ? <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />
      : <RefusedPanel message={result.message} back={back} />;
  }
  return <>{children(result.page)}</>;
}
