// The audit's totals: what the adviser quotes (every priced item) and what the customer bought, each as
// parts, labour and tax (shared/item_amount.ts). Sums are taken in cents so 0.1 + 0.2 never prints as
// 0.30000000000000004. Client-safe: the audit page recomputes them as a manager types.
import { isWarnOrFail } from "@modules/catalog/ui.ts";
import type { InspectionItem } from "../types.ts";
import { type ItemAmount, itemAmount, type ShopPricing, sumAmounts } from "../shared/item_amount.ts";

export interface AuditTotals {
  itemCount: number;
  /** Warn or fail results. */
  attentionCount: number;
  /** Every item with a price or labour: the work recommended to the customer (parts, hours, amount). */
  recommendedPrice: number;
  recommendedHours: number;
  recommended: ItemAmount;
  /** The items the customer bought. */
  soldPrice: number;
  soldHours: number;
  sold: ItemAmount;
}

type Priced = Pick<InspectionItem, "result" | "price" | "time" | "sold">;

export function totalsOf(items: Priced[], pricing: ShopPricing): AuditTotals {
  const cents = (amount: number | null) => Math.round((amount ?? 0) * 100);
  const sum = (list: Priced[], field: "price" | "time") =>
    list.reduce((total, item) => total + cents(item[field]), 0) / 100;
  const amount = (list: Priced[]) => sumAmounts(list.map((item) => itemAmount(item, pricing)));
  const priced = items.filter((item) => item.price !== null || item.time !== null);
  const sold = items.filter((item) => item.sold);
  return {
    itemCount: items.length,
    attentionCount: items.filter((item) => isWarnOrFail(item.result)).length,
    recommendedPrice: sum(priced, "price"),
    recommendedHours: sum(priced, "time"),
    recommended: amount(priced),
    soldPrice: sum(sold, "price"),
    soldHours: sum(sold, "time"),
    sold: amount(sold),
  };
}
