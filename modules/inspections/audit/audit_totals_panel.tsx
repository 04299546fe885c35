// The audit's totals: what was recommended (every priced item), what the customer bought, and the hours.
import { formatHours, formatPrice } from "./audit_format.ts";
import type { AuditTotals } from "./audit_totals.ts";

export function AuditTotalsPanel({ totals, currency }: { totals: AuditTotals; currency: string }) {
  return (
    <section className="audit-totals" aria-label="Totals">
      <div>
        <span>Items</span>
        <strong>{totals.itemCount}</strong>
        <small>{totals.attentionCount} need attention</small>
      </div>
      <div>
        <span>Recommended</span>
        <strong data-total="recommended">{formatPrice(totals.recommendedPrice, currency)}</strong>
        <small>{formatHours(totals.recommendedHours)}</small>
      </div>
      <div>
        <span>Sold</span>
        <strong data-total="sold">{formatPrice(totals.soldPrice, currency)}</strong>
        <small>{formatHours(totals.soldHours)}</small>
      </div>
    </section>
  );
}
