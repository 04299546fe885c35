// The manager's review of an inspection (docs/inspections/audit.md): every item under its category with
// what was recorded, the totals, price, labour and sold edited in place by owners and managers, then
// Approve or Send back. Mechanics read it. Its words are the catalogue's audit messages in the staff language.
import { useNavigate } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import type { AuditPage } from "./audit_pages.server.ts";
import { totalsOf } from "./audit_totals.ts";
import { sameShopPath } from "../return_url.ts";
import { InspectionHeading } from "../shared/inspection_heading.tsx";
import { useScreenTiming } from "../shared/use_screen_timing.ts";
import { AuditActions } from "./audit_actions.tsx";
import { approveWarnings } from "./approve_check.ts";
import { useAuditDrafts } from "./audit_drafts.ts";
import { AuditItemRow } from "./audit_item.tsx";
import { AuditTotalsPanel } from "./audit_totals_panel.tsx";
import type { AuditSearch } from "./audit_search.ts";
import { AUDIT_MESSAGES as M, useWords, WordsProvider } from "@modules/text/ui.ts";
import { MediaKitWords } from "@modules/shops/ui.ts";

export function InspectionAuditPage(
  props: {
    result: ShownOutcome<AuditPage>;
    shopUriName: string;
    encInspectionId: string;
    search: AuditSearch;
  },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          {/* An item's photos open the media kit's viewer, which says the page's words. */}
          <MediaKitWords>
            <AuditReview {...props} page={page} />
          </MediaKitWords>
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function AuditReview(
  props: { page: AuditPage; shopUriName: string; encInspectionId: string; search: AuditSearch },
) {
  const { page, shopUriName, encInspectionId, search } = props;
  const navigate = useNavigate({ from: "/$shopUriName/inspections/$encInspectionId/audit" });
  const hydrated = useHydrated();
  const say = useWords();
  const drafts = useAuditDrafts(encInspectionId, page.categories);
  // Audit time is the adviser's: a mechanic reading the audit does not add to it.
  useScreenTiming(encInspectionId, "audit", page.summary.canAudit);
  const live = new Map(drafts.items.map((item) => [item.taskId, item]));
  const totals = totalsOf(drafts.items.map(drafts.current), page.pricing);
  const attentionOnly = search.attention === 1;
  const back = sameShopPath(shopUriName, search.returnUrl);
  const printable = `/${shopUriName}/inspections/${encInspectionId}/audit/printable`;
  const editable = page.canEdit;

  return (
    <main className="page audit-page" lang={page.words.culture}>
      {back && (
        <p className="audit-back">
          <a href={back}>{say(M.back)}</a>
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
                search: { ...search, attention: event.target.checked ? 1 : undefined },
                replace: true,
              })}
          />
          <span>{say(M.attentionOnly, { count: totals.attentionCount })}</span>
        </label>
        <div className="audit-print">
          <a className="button" href={`${printable}/html`} target="_blank" rel="noopener">{say(M.print)}</a>
          <a href={`${printable}/text`} target="_blank" rel="noopener">{say(M.plainText)}</a>
        </div>
      </div>
      {!editable && (
        <p className="hint">
          {page.lockedReason || say(M.readOnly)}
        </p>
      )}
      <AuditTotalsPanel totals={totals} currency={page.currency} pricing={page.pricing} />
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
                  currency={page.currency}
                  pricing={page.pricing}
                  encInspectionId={encInspectionId}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {attentionOnly && totals.attentionCount === 0 && <p>{say(M.noneNeedsAttention)}</p>}
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
                {drafts.changed.length > 0
                  ? say(M.saveChangesCount, { count: drafts.changed.length })
                  : say(M.saveChanges)}
              </button>
              {drafts.changed.length > 0 && (
                <button type="button" className="button" disabled={drafts.saving} onClick={drafts.undo}>
                  {say(M.undoChanges)}
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
            warnings={approveWarnings(
              page.categories.flatMap((category) => category.items),
              (item) => live.get(item.taskId) ?? item,
            )}
          />
        </div>
      )}
    </main>
  );
}
