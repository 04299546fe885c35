// The mechanic's start page on a phone: the open inspections (new, in progress, sent back), their own first,
// newest first; one tap opens a checklist, and "New inspection" starts one (quick-create).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { QuicklistPage } from "./list_pages.server.ts";
import { InspectionStatusBadge } from "../shared/inspection_status.tsx";

export function BayQuicklistPage(
  props: { result: ShownOutcome<QuicklistPage>; shopUriName: string },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => <BayQuicklist {...props} page={page} />}
    </ShopPageResult>
  );
}

function BayQuicklist({ shopUriName, page }: { shopUriName: string; page: QuicklistPage }) {
  const { inspections, canWork } = page;
  return (
    <main className="page quicklist">
      <div className="page-heading">
        <h1>Open inspections</h1>
        {canWork && (
          <Link className="button primary" to="/$shopUriName/quick-create" params={{ shopUriName }}>
            New inspection
          </Link>
        )}
      </div>
      {inspections.length === 0
        ? <p className="empty">No open inspections. Start one with “New inspection”.</p>
        : (
          <ul className="quicklist-items">
            {inspections.map((inspection) => (
              <li key={inspection.encId} className={inspection.isMine ? "mine" : undefined}>
                <a href={`/${shopUriName}/inspections/${inspection.encId}/checklist`}>
                  <strong>{inspection.vehicleName || inspection.typeName}</strong>
                  <span className="quicklist-facts">
                    <InspectionStatusBadge
                      status={inspection.status}
                      label={inspection.statusLabel}
                      sentBack={inspection.sentBack}
                    />
                    {inspection.customerName && <span>{inspection.customerName}</span>}
                    {inspection.roNumber && (
                      <span>{/^ro\b/i.test(inspection.roNumber) ? "" : "RO "}{inspection.roNumber}</span>
                    )}
                    {inspection.plate && <span>{inspection.plate}</span>}
                  </span>
                  <span className="hint">
                    {inspection.isMine ? "Yours" : inspection.mechanicName || "No mechanic yet"} ·{" "}
                    {inspection.created}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      <p>
        <Link to="/$shopUriName/inspections" params={{ shopUriName }}>Every inspection</Link>
      </p>
    </main>
  );
}
