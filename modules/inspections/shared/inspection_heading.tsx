import { Link } from "@tanstack/react-router";
import type { InspectionSummary } from "../inspection_summary.ts";
import { INSPECTION_HEADING_MESSAGES as M, useWords } from "@modules/text/ui.ts";
import { roLabel, STATUS_WORDS } from "./inspection_status.tsx";

// The top of every page of one inspection: the vehicle and customer, the repair order and where the
// inspection stands, and tabs to its details, checklist, images, audit, customer report and events. On a phone the tabs scroll
// sideways like the catalogue's. Its words are the details page's (inspectionDetails.*) and the list's status
// names; a page that was not sent them shows the shipped ones in its culture.
export type InspectionTab = "details" | "checklist" | "images" | "audit" | "report" | "events";

const TABS: Array<[InspectionTab, string, string]> = [
  ["details", M.tabDetails, ""],
  ["checklist", M.tabChecklist, "/checklist"],
  ["images", M.tabImages, "/images"],
  ["audit", M.tabAudit, "/audit"],
  ["report", M.tabReport, "/report"],
  ["events", M.tabEvents, "/events"],
];

/** The messages the heading says: a page sends them with its own, so the shop's wording of them shows. */
export const HEADING_WORDS: string[] = [
  M.tabs,
  M.ro,
  ...TABS.map(([, word]) => word),
  ...Object.values(STATUS_WORDS),
];

export function InspectionHeading(
  props: { shopUriName: string; summary: InspectionSummary; current: InspectionTab },
) {
  const { summary } = props;
  const say = useWords();
  const base = `/${props.shopUriName}/inspections/${summary.encId}`;
  const title = [summary.vehicleName, summary.customerName].filter(Boolean).join(" · ") || summary.typeName;
  return (
    <header className="inspection-heading">
      <div className="inspection-heading-text">
        <h1>{title}</h1>
        <p className="inspection-heading-facts">
          <span className={`inspection-status status-${summary.status}`}>
            {say(STATUS_WORDS[summary.status])}
          </span>
          <span>{summary.typeName}</span>
          {summary.roNumber && <span>{roLabel(say, M.ro, summary.roNumber)}</span>}
          {summary.plate && <span>{summary.plate}</span>}
        </p>
      </div>
      <nav className="section-nav" aria-label={say(M.tabs)}>
        {TABS.map(([tab, word, path]) => (
          // exact: the router would also mark Details (the others' parent path) as the current page.
          <Link
            key={tab}
            to={base + path}
            activeOptions={{ exact: true }}
            aria-current={tab === props.current ? "page" : undefined}
          >
            {say(word)}
          </Link>
        ))}
      </nav>
    </header>
  );
}
