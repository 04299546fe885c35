import { Link } from "@tanstack/react-router";
import type { InspectionSummary } from "../inspection_summary.ts";

// The top of every page of one inspection: the vehicle and customer, the repair order and where the
// inspection stands, and tabs to its details, checklist, images, audit, customer report and events. On a phone the tabs scroll
// sideways like the catalogue's.
export type InspectionTab = "details" | "checklist" | "images" | "audit" | "report" | "events";

const TABS: Array<[InspectionTab, string, string]> = [
  ["details", "Details", ""],
  ["checklist", "Checklist", "/checklist"],
  ["images", "Images", "/images"],
  ["audit", "Audit", "/audit"],
  ["report", "Report", "/report"],
  ["events", "Events", "/events"],
];

export function InspectionHeading(
  props: { shopUriName: string; summary: InspectionSummary; current: InspectionTab },
) {
  const { summary } = props;
  const base = `/${props.shopUriName}/inspections/${summary.encId}`;
  const title = [summary.vehicleName, summary.customerName].filter(Boolean).join(" · ") || summary.typeName;
  return (
    <header className="inspection-heading">
      <div className="inspection-heading-text">
        <h1>{title}</h1>
        <p className="inspection-heading-facts">
          <span className={`inspection-status status-${summary.status}`}>{summary.statusLabel}</span>
          <span>{summary.typeName}</span>
          {summary.roNumber && <span>RO {summary.roNumber}</span>}
          {summary.plate && <span>{summary.plate}</span>}
        </p>
      </div>
      <nav className="section-nav" aria-label="This inspection">
        {TABS.map(([tab, label, path]) => (
          // exact: the router would also mark Details (the others' parent path) as the current page.
          <Link
            key={tab}
            to={base + path}
            activeOptions={{ exact: true }}
            aria-current={tab === props.current ? "page" : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
