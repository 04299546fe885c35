// The head of an inspection's tab: "Checklist: 2019 Honda Civic — Demo Auto Repair" (the vehicle, else the
// inspection's type), or the tab's name alone when the page is refused.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import type { InspectionSummary } from "../inspection_summary.ts";

type Matches = Parameters<typeof pageTitle>[1];

export function inspectionTabHead(tab: string) {
  return (
    { loaderData, matches }: {
      loaderData?: ShownOutcome<{ summary: Pick<InspectionSummary, "vehicleName" | "typeName"> }>;
      matches: Matches;
    },
  ): { meta: Array<{ title: string }> } => {
    const summary = loaderData?.outcome === "ok" ? loaderData.page.summary : null;
    return {
      meta: [{
        title: pageTitle(summary ? `${tab}: ${summary.vehicleName || summary.typeName}` : tab, matches),
      }],
    };
  };
}
