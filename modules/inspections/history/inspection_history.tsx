// A vehicle's or a customer's inspections, newest first, each a link to it with its results counted, and
// below the work the customer was offered and did not buy, still open (the counter's "while you're here").
import { TableScroll } from "@ui/table_scroll.tsx";
import { InspectionStatusBadge } from "../shared/inspection_status.tsx";
import type { InspectionHistory } from "./history.server.ts";

export function InspectionHistoryPanel(
  props: {
    shopUriName: string;
    history: InspectionHistory;
    /** A customer's history names each inspection's vehicle; a vehicle's does not need to. */
    showVehicle?: boolean;
  },
) {
  const { shopUriName, history, showVehicle } = props;
  const link = (encId: string) => `/${shopUriName}/inspections/${encId}`;
  return (
    <div className="inspection-history">
      <section aria-labelledby="history-inspections">
        <h2 id="history-inspections">Inspections</h2>
        {history.inspections.length === 0
          ? <p className="empty">No inspections yet.</p>
          : (
            <TableScroll label="Inspection history">
              <table className="data-table history-table">
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Inspection</th>
                    {showVehicle && <th scope="col">Vehicle</th>}
                    <th scope="col">Status</th>
                    <th scope="col">Mileage</th>
                    <th scope="col">Results</th>
                    <th scope="col">Report</th>
                  </tr>
                </thead>
                <tbody>
                  {history.inspections.map((inspection) => (
                    <tr key={inspection.encId}>
                      <td className="nowrap" data-label="Date">{inspection.date}</td>
                      <th scope="row">
                        <a href={link(inspection.encId)}>{inspection.typeName}</a>
                        {inspection.roNumber && <span className="hint">RO {inspection.roNumber}</span>}
                      </th>
                      {showVehicle && <td data-label="Vehicle">{inspection.vehicleName || "—"}</td>}
                      <td className="nowrap" data-label="Status">
                        <InspectionStatusBadge status={inspection.status} label={inspection.statusLabel} />
                      </td>
                      <td className="nowrap" data-label="Mileage">{inspection.mileage || "—"}</td>
                      <td className="nowrap history-results" data-label="Results">
                        <span className="result-pass">{`${inspection.pass} pass`}</span>{" "}
                        <span className="result-warn">{`${inspection.recommend} recommend`}</span>{" "}
                        <span className="result-fail">{`${inspection.fail} fail`}</span>
                      </td>
                      <td className="nowrap" data-label="Report">
                        {inspection.reportSent ? "Sent" : "Not sent"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
      </section>
      <section aria-labelledby="history-declined">
        <h2 id="history-declined">Declined work still open</h2>
        {history.declined.length === 0
          ? <p className="empty">No declined work is open.</p>
          : (
            <ul className="declined-work">
              {history.declined.map((work) => (
                <li key={`${work.encId}-${work.taskId}`} className={`declined-${work.result}`}>
                  <a href={link(work.encId)}>{work.taskName}</a>
                  <span className="hint">
                    {[
                      work.resultLabel,
                      work.categoryName,
                      showVehicle ? work.vehicleName : "",
                      `offered ${work.offered}`,
                    ]
                      .filter(Boolean).join(" · ")}
                  </span>
                  {work.finding && <span>{work.finding}</span>}
                  {work.price && <span className="declined-price">{work.price}</span>}
                </li>
              ))}
            </ul>
          )}
      </section>
    </div>
  );
}
