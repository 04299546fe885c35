// A type's report preview (/{shop}/inspection-types/{id}/report-preview, /new/report-preview): the customer
// report as it would read for an inspection of that type, with example results — each task with findings
// gets its first finding, as a fail when the finding's priority is the shop's first and a warn otherwise, at
// the task's lowest price; the other tasks pass — so a manager sees the words customers will get: the
// report's culture, the shop's wording of it and its catalogue's translations, as a sent report has them, and
// the shop's report defaults (/account: passed items, prices, notes), as a report nobody has changed them on.
import type { ChecklistOutline } from "../catalog/mod.ts";
import type { ShopContact } from "../shops/mod.ts";
import type { CustomerReport, ReportItem, ReportResult } from "./customer_report.ts";
import type { ReportOptions } from "../inspections/mod.ts";
import type { ReportLanguage } from "./report_options.ts";
import type { Messages } from "../text/mod.ts";
import { reportWords } from "./report_words.ts";

/** The report's words in its culture (the shop's wording over the shipped), and the catalogue's translations. */
export interface SampleWords {
  messages: Messages;
  translated: (text: string) => string;
}

export function sampleReport(
  outline: ChecklistOutline,
  shop: {
    name: string;
    uriName: string;
    timeZone: string;
    currency: string;
    contact: ShopContact;
    logoUrl: string | null;
  },
  language: ReportLanguage,
  { messages, translated }: SampleWords,
  options: ReportOptions,
): CustomerReport {
  const firstPriority = outline.priorities[0]?.id ?? null;
  const priorities = new Map(outline.priorities.map((priority) => [priority.id, priority]));
  const items: ReportItem[] = outline.categories.flatMap((category) =>
    category.tasks.flatMap((task): ReportItem[] => {
      if (task.notifyMode === "disabled") return [];
      const finding = task.findings[0];
      const result: ReportResult = !finding ? "pass" : finding.priorityId === firstPriority ? "fail" : "warn";
      if (result === "pass" && task.notifyMode !== "always") return [];
      const priority = finding?.priorityId ? priorities.get(finding.priorityId) : undefined;
      return [{
        taskId: task.id,
        categoryName: translated(category.name),
        taskName: translated(task.name),
        result,
        priorityName: priority?.name ?? "",
        priorityColour: priority?.colour ?? "",
        findingText: translated(finding?.text ?? ""),
        explanation: translated(finding?.explanation ?? ""),
        recommendation: translated(finding?.recommendation ?? ""),
        notes: "",
        values: [],
        price: result === "pass" || !options.showPrices ? null : task.priceMin,
        amount: null,
        answerable: result !== "pass",
        answer: null,
        pictures: [],
        videos: [],
      }];
    })
  );
  // Passed items are listed only when the shop's defaults keep them; the summary counts them all the same.
  const listed = options.showPassedItems ? items : items.filter((item) => item.result !== "pass");
  const groups = (["fail", "warn", "pass"] as const).map((result) => ({
    result,
    items: listed.filter((item) => item.result === result),
  })).filter((group) => group.items.length > 0);
  const counts = { fail: 0, warn: 0, pass: 0 };
  for (const item of items) counts[item.result]++;
  return {
    encInspectionId: "sample",
    language,
    culture: messages.culture,
    words: reportWords(messages),
    shop,
    facts: {
      encId: "sample",
      status: "audited",
      statusLabel: "Audited",
      typeName: outline.type.name || "New inspection type",
      roNumber: "",
      customerName: "",
      vehicleName: outline.type.name || "New inspection type",
      plate: "",
      vin: "",
      odometer: null,
      odometerUnit: "mi",
      mechanicName: "",
      managerName: "",
      createdAt: new Date().toISOString(),
    },
    salesPitch: "",
    options,
    groups,
    counts,
    // The example's items are all inspected: a preview shows the words, not a car's gaps.
    inspected: { done: items.length, notDone: 0 },
    totals: {
      recommended: items.reduce((sum, item) => sum + (item.price ?? 0), 0),
      approved: 0,
      split: null,
    },
    footerPictures: [],
    response: null,
    answersOpen: true,
    contentKey: "sample",
  };
}
