// The audit's totals: what was recommended (every priced item), what the customer bought, and the hours.
import { formatHours, formatPrice } from "./audit_format.ts";
import type { AuditTotals } from "./audit_totals.ts";
import { AUDIT_MESSAGES as M, useWords } from "@modules/text/ui.ts";

export function AuditTotalsPanel({ totals, currency }: { totals: AuditTotals; currency: string }) {
  const say = useWords();
  return (
    <section className="audit-totals" aria-label={say(M.totals)}>
      <div>
        <span>{say(M.items)}</span>
        <strong>{totals.itemCount}</strong>
        <small>{say(M.needAttention, { count: totals.attentionCount })}</small>
      </div>
      <div>
        <span>{say(M.recommended)}</span>
        <strong data-total="recommended">{formatPrice(totals.recommendedPrice, currency)}</strong>
        <small>{formatHours(totals.recommendedHours)}</small>
      </div>
      <div>
        <span>{say(M.sold)}</span>
        <strong data-total="sold">{formatPrice(totals.soldPrice, currency)}</strong>
        <small>{formatHours(totals.soldHours)}</small>
      </div>
    </section>
  );
}
