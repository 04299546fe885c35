// What the staff report page shows of the customer's answers: each recommended item's answer with its price,
// the approved total, and the latest note, name and signature. Read from the customer's own report, so the
// shop sees exactly what the customer saw and chose; amounts and the time written as the staff's pages write
// them (their culture, the shop's staffClock).
import { moneyFormat } from "@platform/money.ts";
import type { CustomerReport } from "../customer_report.ts";

export interface CustomerAnswersView {
  items: Array<{ taskId: number; taskName: string; answer: "approved" | "declined" | null; price: string }>;
  approvedTotal: string;
  /** Null until the customer answered. */
  response: { when: string; note: string; signedName: string; signaturePath: string } | null;
}

export function customerAnswersView(
  report: CustomerReport,
  culture: string,
  clock: Intl.DateTimeFormat,
): CustomerAnswersView {
  const money = moneyFormat(report.shop.currency, culture);
  return {
    items: report.groups.flatMap((group) => group.items).filter((item) => item.answerable).map((item) => ({
      taskId: item.taskId,
      taskName: item.taskName,
      answer: item.answer,
      price: item.price === null ? "" : money.format(item.price),
    })),
    approvedTotal: money.format(report.totals.approved),
    response: report.response && {
      when: clock.format(new Date(report.response.at)),
      note: report.response.note,
      signedName: report.response.signedName,
      signaturePath: report.response.signaturePath,
    },
  };
}
