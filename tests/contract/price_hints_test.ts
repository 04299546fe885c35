// Price hints are written in the shop's currency (issue 21: every amount on every page): the type's
// outline, and the checklist row's "Usually ..." once a result opens it.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import type { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop } from "../support/inspection_shop.ts";
import { inspectionShopSessions } from "../support/inspection_shop_sessions.ts";

let shop: InspectionShop;
let owner: HttpClient;

const fixture = appFixture({
  async setup({ app }) {
    shop = await inspectionShop(app.services.sql);
    ({ owner } = await inspectionShopSessions(app, shop, `/${shop.shop.uriName}/inspection-types`));
  },
});

Deno.test({
  name: "price hints: the type's outline writes a task's price range in the shop's currency",
  ...LONG_LIVED,
  async fn() {
    await fixture.sql`update tasks set price_min = 89, price_max = 1200.5 where id = ${shop.tasks.pads}`;
    const preview = `/${shop.shop.uriName}/inspection-types/${shop.typeId}/preview`;
    const dollars = await owner.page(preview);
    assert.equal(dollars.status, 200);
    assert.match(dollars.html, /\$89\.00–\$1,200\.50/);

    await fixture.sql`update shops set currency = 'EUR' where id = ${shop.shop.id}`;
    const euros = await owner.page(preview);
    assert.match(euros.html, /€89\.00–€1,200\.50/);
    assert.doesNotMatch(euros.html, /\$89/);
  },
});
