// A template type against a type of this shop: the one that came from it (or has its name), or the one the
// address chose; task by task.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopRefusedPanel } from "@ui/refused_panel.tsx";
import type { SeedComparisonPage } from "./seed_pages.server.ts";
import { TypeComparison } from "./type_comparison.tsx";

export function TemplateTypeComparisonPage(
  props: { result: ShownOutcome<SeedComparisonPage>; shopUriName: string },
) {
  const { result, shopUriName } = props;
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return <TypeComparison page={result.page} shopUriName={shopUriName} />;
}
