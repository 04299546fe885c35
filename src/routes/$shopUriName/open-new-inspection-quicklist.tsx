import { createFileRoute, Link } from "@tanstack/react-router";
import { getQuicklist } from "../../../modules/inspections/ui.ts";
import { pageOrLeave } from "../../platform/page_outcome.ts";
import { pageTitle } from "../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../ui/refused_panel.tsx";
import { InspectionStatusBadge } from "@modules/inspections/ui.ts";

// The mechanic's start page on a phone: the open inspections (new, in progress, sent back), their own first,
// newest first; one tap opens a checklist, and "New inspection" starts one (quick-create).
export const Route = createFileRoute("/$shopUriName/open-new-inspection-quicklist")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getQuicklist({ data: params.shopUriName }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Open inspections", matches) }] }),
  component: QuicklistPage,
});

function QuicklistPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const { inspections, canWork } = result.page;
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
