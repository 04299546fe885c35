// /rocompletion-report's table and chart: each work order and the steps its inspection reached, and how many
// of all the filtered work orders reached each step.
import { type Say, STAFF_REPORTS_MESSAGES as M } from "@modules/text/ui.ts";
import type { CompletionCounts, WorkOrderProgress } from "./ro_completion.server.ts";
import type { ReportChart, ReportTable } from "./report_model.ts";

const STEPS = ["started", "done", "audited", "sent", "viewed", "answered"] as const;

function stepLabels(say: Say): Record<(typeof STEPS)[number], string> {
  return {
    started: say(M.started),
    done: say(M.completed),
    audited: say(M.audited),
    sent: say(M.sent),
    viewed: say(M.viewed),
    answered: say(M.answered),
  };
}

export function completionTable(
  orders: WorkOrderProgress[],
  inspectionHref: (encId: string) => string,
  say: Say,
): ReportTable {
  const labels = stepLabels(say);
  const answers = {
    approved: say(M.answerApproved),
    partlyApproved: say(M.answerPartlyApproved),
    declined: say(M.answerDeclined),
  } as Record<string, string>;
  const mark = (reached: boolean) => (reached ? "✓" : "");
  return {
    caption: say(M.workOrders),
    columns: [
      { key: "roNumber", label: say(M.roNumber), kind: "text" },
      { key: "createdAt", label: say(M.created), kind: "date" },
      { key: "customer", label: say(M.customer), kind: "text" },
      { key: "vehicle", label: say(M.vehicle), kind: "text" },
      { key: "manager", label: say(M.adviser), kind: "text" },
      { key: "mechanic", label: say(M.mechanic), kind: "text" },
      ...STEPS.map((step) => ({ key: step, label: labels[step], kind: "text" as const })),
    ],
    rows: orders.map((order) => ({
      href: inspectionHref(order.encId),
      cells: {
        roNumber: order.roNumber || say(M.noInspection),
        createdAt: order.createdAt,
        customer: order.customer,
        vehicle: order.vehicle,
        manager: order.manager,
        mechanic: order.mechanic,
        started: mark(order.started),
        done: mark(order.done),
        audited: mark(order.audited),
        sent: mark(order.sent),
        viewed: mark(order.viewed),
        answered: order.answered ? answers[order.answered] : "",
      },
    })),
    empty: say(M.nothing),
  };
}

export function completionChart(counts: CompletionCounts, say: Say): ReportChart {
  const labels = stepLabels(say);
  return {
    title: say(M.chartSteps),
    description: say(M.chartStepsDescription, { total: counts.total }),
    kind: "bars",
    series: [{ key: "orders", name: say(M.workOrderCount) }],
    points: [
      { label: say(M.workOrders), values: { orders: counts.total } },
      ...STEPS.map((step) => ({ label: labels[step], values: { orders: counts[step] } })),
    ],
    periodName: say(M.step),
    valueKind: "count",
  };
}
