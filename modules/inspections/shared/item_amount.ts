// What an item of work comes to (issue 22): parts (the item's price) plus labour (its hours times the
// shop's labour rate) plus tax (each of the shop's tax rates on parts and labour). Reckoned in whole cents,
// each item rounded once, so a total is always the sum of the rows it adds up and 0.1 + 0.2 never prints
// as 0.30000000000000004. Pure and client-safe: the audit page (as the adviser types), the audit's
// printables and the customer's report and PDF all write the same amounts.

/** The shop's side of the sum (shops.labour_rate, shops.tax_rates). */
export interface ShopPricing {
  /** Per hour, in the shop's currency; 0 when the shop charges no labour rate. */
  labourRate: number;
  taxRates: ReadonlyArray<{ name: string; percent: number }>;
}

/** An amount in the shop's currency, split as the customer is charged. */
export interface ItemAmount {
  parts: number;
  labour: number;
  tax: number;
  total: number;
}

export const NO_PRICING: ShopPricing = { labourRate: 0, taxRates: [] };

export const ZERO_AMOUNT: ItemAmount = { parts: 0, labour: 0, tax: 0, total: 0 };

const cents = (amount: number) => Math.round(amount * 100);

/** Whether labour or tax add anything: without either, an amount is its parts, written as it always was. */
export function splitsAmounts(pricing: ShopPricing): boolean {
  return pricing.labourRate > 0 || pricing.taxRates.some((rate) => rate.percent > 0);
}

/** One item's parts, labour, tax and total; a missing price or time counts as none. */
export function itemAmount(
  item: { price: number | null; time: number | null },
  pricing: ShopPricing,
): ItemAmount {
  const parts = cents(item.price ?? 0);
  // Hours and rate each have two decimals: their product in cents is exact before the one rounding.
  const labour = Math.round(cents(item.time ?? 0) * cents(pricing.labourRate) / 100);
  // Each rate on parts and labour, in thousandths of a percent (the settings keep three decimals).
  const tax = pricing.taxRates.reduce(
    (sum, rate) => sum + Math.round((parts + labour) * Math.round(rate.percent * 1000) / 100_000),
    0,
  );
  return fromCents({ parts, labour, tax, total: parts + labour + tax });
}

/** The sum of amounts, field by field. */
export function sumAmounts(amounts: readonly ItemAmount[]): ItemAmount {
  const sum = (field: keyof ItemAmount) => amounts.reduce((total, amount) => total + cents(amount[field]), 0);
  return fromCents({ parts: sum("parts"), labour: sum("labour"), tax: sum("tax"), total: sum("total") });
}

function fromCents(amount: ItemAmount): ItemAmount {
  return {
    parts: amount.parts / 100,
    labour: amount.labour / 100,
    tax: amount.tax / 100,
    total: amount.total / 100,
  };
}
