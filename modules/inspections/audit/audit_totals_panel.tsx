// The audit's totals: what was recommended (every priced item), what the customer bought, and the hours;
// each amount with its parts, labour and tax when the shop charges labour or tax.
import { formatHours, formatPrice } from "./audit_format.ts";
import type { AuditTotals } from "./audit_totals.ts";
import { AmountSplit } from "./audit_amount.tsx";
import { type ShopPricing, splitsAmounts } from "../shared/item_amount.ts";
import { AUDIT_MESSAGES as M, useWords } from "@modules/text/ui.ts";

export function AuditTotalsPanel(
  { totals, currency, pricing }: { totals: AuditTotals; currency: string; pricing: ShopPricing },
) {
  const say = useWords();
  const split = splitsAmounts(pricing);
  return (
    <section className="audit-totals" aria-label={say(M.totals)}>
      <div>
        <span>{say(M.items)}</span>
        <strong>{totals.itemCount}</strong>
        <small>{say(M.needAttention, { count: totals.attentionCount })}</small>
      </div>
      <div>
        <span>{say(M.recommended)}</span>
        <strong data-total="recommended">{formatPrice(totals.recommended.total, currency)}</strong>
        <small>{formatHours(totals.recommendedHours)}</small>
        {split && <AmountSplit amount={totals.recommended} className="audit-totals-split" />}
      </div>
      <div>
        <span>{say(M.sold)}</span>
        <strong data-total="sold">{formatPrice(totals.sold.total, currency)}</strong>
        <small>{formatHours(totals.soldHours)}</small>
        {split && <AmountSplit amount={totals.sold} className="audit-totals-split" />}
      </div>
    </section>
  );
}
