import { createFileRoute } from "@tanstack/react-router";
import {
  type AuditPage as AuditPageData,
  getAuditPage,
  NO_SUCH_INSPECTION,
  sameShopPath,
  totalsOf,
} from "../../../../../modules/inspections/ui.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../../ui/refused_panel.tsx";
import { useHydrated } from "../../../../ui/use_hydrated.ts";
import { InspectionHeading } from "@modules/inspections/ui.ts";
import { useScreenTiming } from "@modules/inspections/ui.ts";
import { AuditActions } from "./-audit_actions.tsx";
import { useAuditDrafts } from "./-audit_drafts.ts";
import { AuditItemRow } from "./-audit_item.tsx";
import { AuditTotalsPanel } from "./-audit_totals.tsx";

// The manager's review of an inspection (docs/inspections/audit.md): every item under its category with
// what was recorded, the totals, price, labour and sold edited in place by owners and managers, then
// Approve or Send back. Mechanics read it. Query: attention=1 (warn and fail only), returnUrl (a path in
// this shop to go back to).
interface AuditSearch {
  attention?: 1;
  returnUrl?: string;
}

export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/audit")({
  validateSearch: (search: Record<string, unknown>): AuditSearch => ({
    attention: search.attention === 1 || search.attention === "1" ? 1 : undefined,
    returnUrl: typeof search.returnUrl === "string" ? search.returnUrl : undefined,
  }),
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getAuditPage({
        data: { shopUriName: params.shopUriName, encInspectionId: params.encInspectionId },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok"
          ? `Audit: ${loaderData.page.summary.vehicleName || loaderData.page.summary.typeName}`
          : "Audit",
        matches,
      ),
    }],
  }),
  component: AuditRoute,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function AuditRoute() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return <AuditPage page={result.page} />;
}

function AuditPage({ page }: { page: AuditPageData }) {
  const { shopUriName, encInspectionId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const hydrated = useHydrated();
  const drafts = useAuditDrafts(encInspectionId, page.categories);
  // Audit time is the adviser's: a mechanic reading the audit does not add to it.
  useScreenTiming(encInspectionId, "audit", page.summary.canAudit);
  const live = new Map(drafts.items.map((item) => [item.taskId, item]));
  const totals = totalsOf(drafts.items.map(drafts.current));
  const attentionOnly = search.attention === 1;
  const back = sameShopPath(shopUriName, search.returnUrl);
  const printable = `/${shopUriName}/inspections/${encInspectionId}/audit/printable`;
  const editable = page.canEdit;

  return (
    <main className="page audit-page">
      {back && (
        <p className="audit-back">
          <a href={back}>Back</a>
        </p>
      )}
      <InspectionHeading shopUriName={shopUriName} summary={page.summary} current="audit" />
      <div className="audit-toolbar">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={attentionOnly}
            disabled={!hydrated}
            onChange={(event) =>
              void navigate({
                search: (previous) => ({ ...previous, attention: event.target.checked ? 1 : undefined }),
                replace: true,
              })}
          />
          <span>Needs attention only ({totals.attentionCount})</span>
        </label>
        <div className="audit-print">
          <a className="button" href={`${printable}/html`} target="_blank" rel="noopener">Print</a>
          <a href={`${printable}/text`} target="_blank" rel="noopener">Plain text</a>
        </div>
      </div>
      {!editable && (
        <p className="hint">
          {page.lockedReason ||
            "You can read the audit; owners and managers change prices, labour and what was sold."}
        </p>
      )}
      <AuditTotalsPanel totals={totals} />
      {page.categories.map((category, index) => {
        const items = attentionOnly ? category.items.filter((item) => item.needsAttention) : category.items;
        if (items.length === 0) return null;
        return (
          <section key={category.name} className="audit-category" aria-labelledby={`category-${index}`}>
            <h2 id={`category-${index}`}>{category.name}</h2>
            <ul className="audit-items">
              {items.map((item) => (
                <AuditItemRow
                  key={item.taskId}
                  item={item}
                  live={live.get(item.taskId) ?? item}
                  drafts={drafts}
                  editable={editable}
                  hydrated={hydrated}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {attentionOnly && totals.attentionCount === 0 && (
        <p>No item needs attention: every result is pass or not applicable.</p>
      )}
      {(editable || page.summary.actions.some((action) => action === "approve" || action === "sendBack")) && (
        <div className="audit-footer">
          {editable && (
            <div className="audit-save">
              <button
                type="button"
                className="button primary"
                disabled={!hydrated || drafts.saving || drafts.changed.length === 0}
                onClick={() => void drafts.save()}
              >
                {drafts.changed.length > 0 ? `Save changes (${drafts.changed.length})` : "Save changes"}
              </button>
              {drafts.changed.length > 0 && (
                <button type="button" className="button" disabled={drafts.saving} onClick={drafts.undo}>
                  Undo changes
                </button>
              )}
              {drafts.error && <p className="form-error" role="alert">{drafts.error}</p>}
            </div>
          )}
          <AuditActions
            encInspectionId={encInspectionId}
            actions={page.summary.actions}
            unsaved={drafts.changed.length > 0}
            hydrated={hydrated}
          />
        </div>
      )}
    </main>
  );
}
