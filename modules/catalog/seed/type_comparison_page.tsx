// A template type against a type of this shop: the one that came from it (or has its name), or the one the
// address chose; task by task.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { SeedComparisonPage } from "./seed_pages.server.ts";
import { TypeComparison } from "./type_comparison.tsx";
import { WordsProvider } from "@modules/text/ui.ts";

export function TemplateTypeComparisonPage(
  props: { result: ShownOutcome<SeedComparisonPage>; shopUriName: string },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <TypeComparison page={page} shopUriName={shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}
