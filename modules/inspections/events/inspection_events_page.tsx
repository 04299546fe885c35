// The inspection's event trail: every change, newest first, who made it (and who was at the keyboard when
// someone acted as them), when in the shop's time zone, and from which page. 100 a page; one kind at a time
// if asked. Every member of the shop reads it, in the shop's staff language (decision 028).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import {
  INSPECTION_DETAILS_MESSAGES as TABS,
  INSPECTION_EVENTS_MESSAGES as M,
  type Say,
  useWords,
  WordsProvider,
} from "@modules/text/ui.ts";
import type { InspectionEventsPage as EventsData } from "./events_page.server.ts";
import { InspectionHeading } from "../shared/inspection_heading.tsx";

/** The tabs a change can come from, by the path's segment after the inspection's; named as the tabs are. */
const TAB_WORDS: Record<string, string> = {
  checklist: TABS.tabChecklist,
  images: TABS.tabImages,
  audit: TABS.tabAudit,
  report: TABS.tabReport,
  events: TABS.tabEvents,
};

/** "Checklist" for .../{enc}/checklist, "Details" for the inspection's own page; other pages by path. */
function pageName(path: string, base: string, say: Say): string {
  if (!path) return say(M.apiOrJob);
  if (path === base || path === base + "/") return say(TABS.tabDetails);
  if (path.startsWith(base + "/")) {
    const rest = path.slice(base.length + 1).split("/")[0];
    return TAB_WORDS[rest] ? say(TAB_WORDS[rest]) : rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return path;
}

export function InspectionEventsPage(
  props: { result: ShownOutcome<EventsData>; shopUriName: string; encInspectionId: string },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <InspectionEvents {...props} page={page} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function InspectionEvents(
  { shopUriName, encInspectionId, page }: { shopUriName: string; encInspectionId: string; page: EventsData },
) {
  const say = useWords();
  const base = `/${shopUriName}/inspections/${encInspectionId}`;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  const pageHref = (number: number) =>
    `${base}/events?${new URLSearchParams({
      ...(page.kind ? { kind: page.kind } : {}),
      page: String(number),
    })}`;
  return (
    <main className="page inspection-page" lang={page.words.culture}>
      <InspectionHeading shopUriName={shopUriName} summary={page.summary} current="events" />
      <form method="get" className="filters events-filter" action={`${base}/events`}>
        <div className="field">
          <label htmlFor="events-kind">{say(M.show)}</label>
          <select id="events-kind" name="kind" defaultValue={page.kind ?? ""}>
            <option value="">{say(M.everyChange)}</option>
            {page.kinds.map(({ kind, label }) => <option key={kind} value={kind}>{label}</option>)}
          </select>
        </div>
        <button type="submit" className="button">{say(M.filter)}</button>
      </form>
      <p className="hint" role="status">
        {page.total === 0
          ? say(M.noChanges)
          : say(M.range, { first, last, total: page.total, timeZone: page.timeZone })}
      </p>
      <ol className="event-trail">
        {page.events.map((event) => (
          <li key={event.id} className="event-row">
            <p className="event-meta">
              <time dateTime={event.at}>{event.when}</time>
              <span className="event-who">{event.who}</span>
              <span className="event-kind">{event.kindLabel}</span>
            </p>
            <p className="event-summary">{event.summary}</p>
            <p className="hint">{say(M.fromPage, { page: pageName(event.fromPage, base, say) })}</p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="events-pager" aria-label={say(M.pages)}>
          {page.page > 1 && <Link to={pageHref(page.page - 1)}>{say(M.newer)}</Link>}
          <span>{say(M.pageOf, { page: page.page, pages })}</span>
          {page.page < pages && <Link to={pageHref(page.page + 1)}>{say(M.older)}</Link>}
        </nav>
      )}
    </main>
  );
}
