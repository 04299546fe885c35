// The client error reports as a table (the /admin/client-errors page): when, what, where, who, which browser
// and build; every field of the report behind "All fields". Platform admins only (the page's server function
// in client_errors_pages.ts says so).
import { Fragment } from "react";
import type { StoredClientError } from "./client_errors_pages.ts";
import { TableScroll } from "@ui/table_scroll.tsx";

/** 2026-05-04 09:30:12 UTC: the same on the server and in the browser, so hydration never differs. */
function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function who(report: StoredClientError): string {
  if (report.userId === null) return "Signed out";
  return report.shopId === null ? `User ${report.userId}` : `User ${report.userId}, shop ${report.shopId}`;
}

export function ClientErrorList({ reports }: { reports: StoredClientError[] }) {
  if (reports.length === 0) {
    return <p className="empty">No errors reported. Uncaught errors in the app's pages appear here.</p>;
  }
  return (
    <TableScroll label="Client error reports">
      <table className="data-table client-errors">
        <thead>
          <tr>
            <th scope="col">Error</th>
            <th scope="col">Page</th>
            <th scope="col">Who</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <th scope="row">
                <span className="client-error-message">{report.message}</span>
                <span className={report.kind === "beacon" ? "badge accent" : "badge"}>
                  {report.kind === "beacon" ? "Beacon (report failed)" : report.level}
                </span>
                <details className="client-error-fields">
                  <summary>All fields</summary>
                  <dl>
                    <dt>Request id</dt>
                    <dd>{report.requestId}</dd>
                    <dt>Address</dt>
                    <dd>{report.clientIp}</dd>
                    <dt>Browser</dt>
                    <dd>{report.userAgent || "(not sent)"}</dd>
                    {Object.entries(report.report).map(([field, value]) => (
                      <Fragment key={field}>
                        <dt>{field}</dt>
                        <dd>
                          {/* Long fields scroll; focusable so the keyboard can scroll them too. */}
                          <pre tabIndex={0}>{String(value)}</pre>
                        </dd>
                      </Fragment>
                    ))}
                  </dl>
                </details>
              </th>
              <td data-label="Page" className="client-error-page">{report.documentUrl || "(unknown)"}</td>
              <td data-label="Who">{who(report)}</td>
              <td data-label="Received">
                <time dateTime={report.receivedAt}>{formatTime(report.receivedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function ClientErrorsPage({ reports }: { reports: StoredClientError[] }) {
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Client errors</h1>
        <a className="button" href="/admin/client-errors">Refresh</a>
      </div>
      <p className="hint client-errors-intro">
        Errors the app's pages reported from browsers, newest first (the latest 100; reports are kept 30
        days).
      </p>
      <ClientErrorList reports={reports} />
    </main>
  );
}
