import type { ReactNode } from "react";
import type { ShownOutcome } from "../platform/page_outcome.ts";
import { ShopRefusedPanel } from "./refused_panel.tsx";

/**
 * What a shop page shows for its loader's result: the refusal (why, and the way back to the shop) when the
 * viewer may not open it, else the page. Sign-in and not-found never get here: the loader's pageOrLeave
 * turned them into the sign-in redirect and the not-found page.
 */
export function ShopPageResult<T>(
  { result, shopUriName, children }: {
    result: ShownOutcome<T>;
    shopUriName: string;
    children: (page: T) => ReactNode;
  },
) {
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return <>{children(result.page)}</>;
}
