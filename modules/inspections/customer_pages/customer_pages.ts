// The inspections' part of shops' customer pages (decision 022), as server functions the routes compose
// (client-safe: the handlers run on the server): the customers list with each customer's last visit, and the
// reports sent to one customer. Owners and managers (customers.manage), as the customer pages themselves.
import { createServerFn } from "@tanstack/react-start";
import { setResponseStatus } from "@tanstack/react-start/server";
import { rowIdOf } from "@platform/row_ids.ts";
import {
  loadCustomersList,
  type ShopContext,
  shopPage,
  staffClock,
  staffDay,
  staffMessages,
} from "@modules/shops/mod.ts";
import { sayStored } from "@modules/text/mod.ts";
import { type CustomersListPage, type CustomersSearch, readCustomersSearch } from "@modules/shops/ui.ts";
import { actorSaid } from "../events.ts";
import { selectCustomerReportSends, selectLastVisits } from "./customer_pages_queries.server.ts";

/** The shops module's list, with each listed customer's last visit. */
async function listWithLastVisits(shop: ShopContext, search: CustomersSearch): Promise<CustomersListPage> {
  const list = await loadCustomersList(shop, search);
  const ids = list.customers.map((customer) => customer.customerId);
  const visits = await selectLastVisits(shop.sql, shop.shop.id, ids);
  const day = staffDay(shop.shop);
  return {
    ...list,
    lastVisits: Object.fromEntries(visits.map((visit) => [visit.customerId, day.format(visit.at)])),
  };
}

/** /{shop}/customers: a query it cannot answer is a 400 whose page shows why, above the filters. */
export const getCustomersList = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: CustomersSearch }) => ({
    shopUriName: String(input.shopUriName),
    search: readCustomersSearch(input.search as Record<string, unknown>),
  }))
  .handler(async (call) => {
    const outcome = await shopPage(
      "customers.manage",
      (shop, { search }: typeof call.data) => listWithLastVisits(shop, search),
    )(call);
    if (outcome.outcome === "ok" && outcome.page.error) setResponseStatus(400);
    return outcome;
  });

export interface ReportSentToCustomer {
  id: number;
  at: string;
  who: string;
  summary: string;
  encId: string;
  inspectionName: string;
}

/** The reports sent to a customer of the shop (an id that names none of its customers: none). */
export const getCustomerReportSends = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; customerId: string | number }) => ({
    shopUriName: String(input.shopUriName),
    customerId: rowIdOf(input.customerId) ?? 0,
  }))
  .handler(shopPage("customers.manage", async (shop, { customerId }): Promise<ReportSentToCustomer[]> => {
    const [rows, messages] = await Promise.all([
      selectCustomerReportSends(shop.sql, shop.shop.id, customerId),
      staffMessages(shop.sql, shop.shop),
    ]);
    const clock = staffClock(shop.shop);
    const say = (key: string, values?: Record<string, string | number>) => messages.text(key, values);
    return rows.map((row) => ({
      id: row.id,
      at: clock.format(row.at),
      // Who, and what the send was, in the staff language (the trail's messages).
      who: actorSaid({ userName: row.who, signedOut: row.signedOut }, say),
      summary: sayStored(say, row.message, row.summary),
      encId: row.encId,
      inspectionName: [row.vehicleName, row.typeName].filter(Boolean).join(" · "),
    }));
  }));
