// /customer-results' table: one row per result (flat=1, and always in the CSV file), or the customer named
// once above their results (flat=0, the page's default: a follow-up list reads by customer).
import { type Say, STAFF_REPORTS_MESSAGES as M } from "@modules/text/ui.ts";
import type { CustomerResult } from "./customer_results.server.ts";
import { MAX_RESULTS } from "./customer_results.server.ts";
import type { ReportTable } from "./report_model.ts";

export function customerResultsTable(
  results: CustomerResult[],
  flat: boolean,
  customerHref: (id: number) => string,
  say: Say,
): ReportTable {
  const yesNo = (value: boolean) => say(value ? M.yes : M.no);
  return {
    caption: results.length === MAX_RESULTS
      ? `${say(M.perCustomer)} (${say(M.firstListed, { listed: MAX_RESULTS, total: `${MAX_RESULTS}+` })})`
      : say(M.perCustomer),
    columns: [
      { key: "customer", label: say(M.customer), kind: "text" },
      { key: "phone", label: say(M.phone), kind: "text" },
      { key: "email", label: say(M.email), kind: "text" },
      { key: "vehicle", label: say(M.vehicle), kind: "text" },
      { key: "roNumber", label: say(M.roNumber), kind: "text" },
      { key: "inspectedAt", label: say(M.inspected), kind: "date" },
      { key: "categoryName", label: say(M.category), kind: "text" },
      { key: "taskName", label: say(M.task), kind: "text" },
      { key: "result", label: say(M.result), kind: "text" },
      { key: "finding", label: say(M.finding), kind: "text" },
      { key: "sold", label: say(M.sold), kind: "text" },
      { key: "price", label: say(M.price), kind: "money" },
    ],
    rows: results.map((result, index) => {
      const sameCustomer = !flat && index > 0 && results[index - 1].customerId === result.customerId;
      const customer = result.contactPreference === "donotcontact"
        ? `${result.customer} (${say(M.doNotContact)})`
        : result.customer;
      return {
        href: sameCustomer ? undefined : customerHref(result.customerId),
        cells: {
          customer: sameCustomer ? "" : customer,
          phone: sameCustomer ? "" : result.phone,
          email: sameCustomer ? "" : result.email,
          vehicle: result.vehicle,
          roNumber: result.roNumber || say(M.noInspection),
          inspectedAt: result.inspectedAt,
          categoryName: result.categoryName,
          taskName: result.taskName,
          result: say(result.result === "fail" ? M.resultFail : M.resultWarn),
          finding: result.finding,
          sold: yesNo(result.sold),
          price: result.price,
        },
      };
    }),
    empty: say(M.nothing),
  };
}
