import assert from "node:assert/strict";
import { itemAmount, NO_PRICING, splitsAmounts, sumAmounts, ZERO_AMOUNT } from "./item_amount.ts";

const SHOP = { labourRate: 100, taxRates: [{ name: "Sales tax", percent: 10 }] };

Deno.test("item amount: parts 50 and 1.5 h at 100 an hour with 10% tax come to 220", () => {
  assert.deepEqual(itemAmount({ price: 50, time: 1.5 }, SHOP), {
    parts: 50,
    labour: 150,
    tax: 20,
    total: 220,
  });
});

Deno.test("item amount: without a labour rate or tax, an amount is its price", () => {
  assert.deepEqual(itemAmount({ price: 189.5, time: 2 }, NO_PRICING), {
    parts: 189.5,
    labour: 0,
    tax: 0,
    total: 189.5,
  });
  assert.deepEqual(itemAmount({ price: null, time: null }, SHOP), ZERO_AMOUNT);
  assert.equal(splitsAmounts(NO_PRICING), false);
  assert.equal(splitsAmounts({ labourRate: 0, taxRates: [{ name: "None", percent: 0 }] }), false);
  assert.equal(splitsAmounts(SHOP), true);
  assert.equal(splitsAmounts({ labourRate: 0, taxRates: [{ name: "IVA", percent: 16 }] }), true);
});

Deno.test("item amount: labour without parts, several tax rates, each rounded to the cent once", () => {
  const shop = {
    labourRate: 95.5,
    taxRates: [{ name: "GST", percent: 5 }, { name: "PST", percent: 8.25 }],
  };
  // 0.3 h x 95.50 = 28.65; GST 1.4325 -> 1.43; PST 2.363625 -> 2.36.
  assert.deepEqual(itemAmount({ price: null, time: 0.3 }, shop), {
    parts: 0,
    labour: 28.65,
    tax: 3.79,
    total: 32.44,
  });
});

Deno.test("item amount: totals are the sums of the rows, without floating-point dust", () => {
  const rows = [
    itemAmount({ price: 0.1, time: null }, NO_PRICING),
    itemAmount({ price: 0.2, time: null }, NO_PRICING),
    itemAmount({ price: 50, time: 1.5 }, SHOP),
  ];
  assert.deepEqual(sumAmounts(rows), { parts: 50.3, labour: 150, tax: 20, total: 220.3 });
  assert.deepEqual(sumAmounts([]), ZERO_AMOUNT);
});
