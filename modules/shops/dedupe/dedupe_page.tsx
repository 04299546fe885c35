// /{shop}/customers/dedupe (decision 023): the likely duplicate customers, the likeliest first, each pair
// side by side with why it is listed, and a Merge that keeps the customer chosen (by default the one with
// more history). Owners and managers.
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
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
      {(page) => <DedupeList page={page} shopUriName={shopUriName} />}
    </ShopPageResult>
  );
}

function DedupeList({ page, shopUriName }: { page: DedupePage; shopUriName: string }) {
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  const { pairs, total, inspectionCounts } = page;
  return (
    <main className="page dedupe-page">
      <div className="page-heading">
        <h1>Duplicate customers</h1>
      </div>
      <p className="dedupe-intro">
        Customers who may be one person entered twice: the same phone number or e-mail address, or similar
        names and a shared vehicle. Merging keeps one customer with both histories: vehicles, inspections,
        reports and messages.
      </p>
      {notice && <p className="form-notice" role="status">{notice}</p>}
      {pairs.length === 0
        ? <p className="dedupe-empty">No likely duplicates: every customer looks like a different person.</p>
        : (
          <p className="dedupe-count">
            {total === pairs.length
              ? `${total} likely ${total === 1 ? "pair" : "pairs"}, the likeliest first.`
              : `The ${pairs.length} likeliest of ${total} pairs; merging one brings up the next.`}
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
