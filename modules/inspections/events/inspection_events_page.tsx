// The inspection's event trail: every change, newest first, who made it (and who was at the keyboard when
// someone acted as them), when in the shop's time zone, and from which page. 100 a page; one kind at a time
// if asked. Every member of the shop reads it.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { InspectionEventsPage as EventsData } from "./events_page.server.ts";
import { InspectionHeading } from "../shared/inspection_heading.tsx";

/** "Checklist" for .../{enc}/checklist, "Details" for the inspection's own page; other pages by path. */
function pageName(path: string, base: string): string {
  if (!path) return "the API or a job";
  if (path === base || path === base + "/") return "Details";
  if (path.startsWith(base + "/")) {
    const rest = path.slice(base.length + 1).split("/")[0];
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return path;
}

export function InspectionEventsPage(
  props: { result: ShownOutcome<EventsData>; shopUriName: string; encInspectionId: string },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => <InspectionEvents {...props} page={page} />}
    </ShopPageResult>
  );
}

function InspectionEvents(
  { shopUriName, encInspectionId, page }: { shopUriName: string; encInspectionId: string; page: EventsData },
) {
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
    <main className="page inspection-page">
      <InspectionHeading shopUriName={shopUriName} summary={page.summary} current="events" />
      <form method="get" className="filters events-filter" action={`${base}/events`}>
        <div className="field">
          <label htmlFor="events-kind">Show</label>
          <select id="events-kind" name="kind" defaultValue={page.kind ?? ""}>
            <option value="">Every change</option>
            {page.kinds.map(({ kind, label }) => <option key={kind} value={kind}>{label}</option>)}
          </select>
        </div>
        <button type="submit" className="button">Filter</button>
      </form>
      <p className="hint" role="status">
        {page.total === 0
          ? "No changes of this kind yet."
          : `${first}–${last} of ${page.total} change${
            page.total === 1 ? "" : "s"
          }, newest first. Times are ${page.timeZone}.`}
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
            <p className="hint">{`From ${pageName(event.fromPage, base)}`}</p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="events-pager" aria-label="Pages of changes">
          {page.page > 1 && <Link to={pageHref(page.page - 1)}>Newer changes</Link>}
          <span>Page {page.page} of {pages}</span>
          {page.page < pages && <Link to={pageHref(page.page + 1)}>Older changes</Link>}
        </nav>
      )}
    </main>
  );
}
