// The mechanic's start page on a phone: the open inspections (new, in progress, sent back), their own first,
// newest first; one tap opens a checklist, and "New inspection" starts one (quick-create). Its words are the
// shop's (bay.*, and the list's statuses), in the shop's staff language.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { BAY_MESSAGES as M, INSPECTIONS_LIST_MESSAGES, useWords, WordsProvider } from "@modules/text/ui.ts";
import type { QuicklistPage } from "./list_pages.server.ts";
import { InspectionStatusBadge, roLabel, STATUS_WORDS } from "../shared/inspection_status.tsx";

export function BayQuicklistPage(
  props: { result: ShownOutcome<QuicklistPage>; shopUriName: string },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <BayQuicklist {...props} page={page} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function BayQuicklist({ shopUriName, page }: { shopUriName: string; page: QuicklistPage }) {
  const { inspections, canWork } = page;
  const say = useWords();
  return (
    <main className="page quicklist" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.title)}</h1>
        {canWork && (
          <Link className="button primary" to="/$shopUriName/quick-create" params={{ shopUriName }}>
            {say(M.newInspection)}
          </Link>
        )}
      </div>
      {inspections.length === 0 ? <p className="empty">{say(M.empty)}</p> : (
        <ul className="quicklist-items">
          {inspections.map((inspection) => (
            <li key={inspection.encId} className={inspection.isMine ? "mine" : undefined}>
              <a href={`/${shopUriName}/inspections/${inspection.encId}/checklist`}>
                <strong>{inspection.vehicleName || inspection.typeName}</strong>
                <span className="quicklist-facts">
                  <InspectionStatusBadge
                    status={inspection.status}
                    label={say(
                      inspection.sentBack
                        ? INSPECTIONS_LIST_MESSAGES.statusSentBack
                        : STATUS_WORDS[inspection.status],
                    )}
                  />
                  {inspection.customerName && <span>{inspection.customerName}</span>}
                  {inspection.roNumber && <span>{roLabel(say, M.ro, inspection.roNumber)}</span>}
                  {inspection.plate && <span>{inspection.plate}</span>}
                </span>
                <span className="hint">
                  {inspection.isMine ? say(M.yours) : inspection.mechanicName || say(M.noMechanic)} ·{" "}
                  {inspection.created}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/$shopUriName/inspections" params={{ shopUriName }}>{say(M.everyInspection)}</Link>
      </p>
    </main>
  );
}
