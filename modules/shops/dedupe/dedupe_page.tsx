// /{shop}/customers/dedupe (decision 023): the likely duplicate customers, the likeliest first, each pair
// side by side with why it is listed, and a Merge that keeps the customer chosen (by default the one with
// more history). Owners and managers.
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { CUSTOMERS_MESSAGES as M } from "@modules/text/ui.ts";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { DedupePage } from "./dedupe_page_types.ts";
import { DuplicatePairCard } from "./duplicate_pair_card.tsx";

export function CustomersDedupePage({ result, shopUriName }: {
  result: ShownOutcome<DedupePage>;
  shopUriName: string;
}) {
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <DedupeList page={page} shopUriName={shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function DedupeList({ page, shopUriName }: { page: DedupePage; shopUriName: string }) {
  const router = useRouter();
  const say = useWords();
  const [notice, setNotice] = useState<string | null>(null);
  const { pairs, total, inspectionCounts } = page;
  return (
    <main className="page dedupe-page" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.dedupeTitle)}</h1>
      </div>
      <p className="dedupe-intro">{say(M.dedupeIntro)}</p>
      {notice && <p className="form-notice" role="status">{notice}</p>}
      {pairs.length === 0
        ? <p className="dedupe-empty">{say(M.noDuplicates)}</p>
        : (
          <p className="dedupe-count">
            {total === pairs.length
              ? say(M.allPairs, { total })
              : say(M.somePairs, { shown: pairs.length, total })}
          </p>
        )}
      <ol className="dedupe-pairs">
        {pairs.map((pair) => (
          <DuplicatePairCard
            key={`${pair.customers[0].id}-${pair.customers[1].id}`}
            pair={pair}
            inspectionCounts={inspectionCounts}
            shopUriName={shopUriName}
            onMerged={async (text) => {
              setNotice(text);
              await router.invalidate();
            }}
          />
        ))}
      </ol>
    </main>
  );
}
