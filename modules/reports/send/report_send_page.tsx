// The customer report as staff handle it: a preview in each paper size, the send panel (e-mail, text
// message, the adviser's own mail program, copy link) and the report's life: every send, and when the
// customer opened it. Every member sees it; owners and managers send (docs/reports.md, "Sending the report").
// The inspection's report tab: reports composes it under the inspection's heading. It speaks the shop's staff
// language with the shop's wording (reportTab.*, decision 028).
import { InspectionHeading } from "@modules/inspections/ui.ts";
import { REPORT_TAB_MESSAGES as M, useWords, WordsProvider } from "@modules/text/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { ReportSendPage as ReportSend } from "./send_page.server.ts";
import { CustomerAnswers } from "./customer_answers.tsx";
import { ReportPreview } from "./report_preview.tsx";
import { ReportSendPanel } from "./report_send_panel.tsx";
import { useRefreshWhileOpen } from "@ui/use_refresh_while_open.ts";

export function InspectionReportPage(props: { result: ShownOutcome<ReportSend>; shopUriName: string }) {
  useRefreshWhileOpen(10);
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <ReportTab page={page} shopUriName={props.shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function ReportTab({ page, shopUriName }: { page: ReportSend; shopUriName: string }) {
  const say = useWords();
  return (
    <main className="page inspection-page report-send-page" lang={page.words.culture}>
      <InspectionHeading shopUriName={shopUriName} summary={page.summary} current="report" />
      <div className="report-send-layout">
        <ReportSendPanel page={page} />
        <ReportPreview
          encInspectionId={page.summary.encId}
          reportUrl={page.reportUrl}
          language={page.language}
        />
      </div>
      <section className="report-history" aria-labelledby="report-history-heading">
        <h2 id="report-history-heading">{say(M.historyHeading)}</h2>
        <p className="report-tracking">{page.trackingLine}</p>
        {page.sends.length > 0 && (
          <ol className="event-trail">
            {page.sends.map((send) => (
              <li key={send.at + send.summary} className="event-row">
                <p className="event-meta">
                  <time dateTime={send.at}>{send.when}</time>
                  <span className="event-who">{send.who}</span>
                </p>
                <p className="event-summary">{send.summary}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <CustomerAnswers answers={page.answers} />
    </main>
  );
}
