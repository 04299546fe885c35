// A vehicle's or a customer's inspections, newest first, each a link to it with its results counted, and
// below the work the customer was offered and did not buy, still open (the counter's "while you're here").
// Its words (vehicles.*) are sent with the vehicle's or the customer's page it sits in.
import { VEHICLE_HISTORY_MESSAGES as M } from "@modules/text/ui.ts";
import { useWords } from "@modules/text/ui.ts";
import { TableScroll } from "@ui/table_scroll.tsx";
import { InspectionStatusBadge, roLabel } from "../shared/inspection_status.tsx";
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
  const say = useWords();
  const [date, vehicle, status, mileage, results, report] = [
    say(M.date),
    say(M.vehicle),
    say(M.status),
    say(M.mileage),
    say(M.results),
    say(M.report),
  ];
  return (
    <div className="inspection-history">
      <section aria-labelledby="history-inspections">
        <h2 id="history-inspections">{say(M.inspections)}</h2>
        {history.inspections.length === 0
          ? <p className="empty">{say(M.noInspections)}</p>
          : (
            <TableScroll label={say(M.historyLabel)}>
              <table className="data-table history-table">
                <thead>
                  <tr>
                    <th scope="col">{date}</th>
                    <th scope="col">{say(M.inspection)}</th>
                    {showVehicle && <th scope="col">{vehicle}</th>}
                    <th scope="col">{status}</th>
                    <th scope="col">{mileage}</th>
                    <th scope="col">{results}</th>
                    <th scope="col">{report}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.inspections.map((inspection) => (
                    <tr key={inspection.encId}>
                      <td className="nowrap" data-label={date}>{inspection.date}</td>
                      <th scope="row">
                        <a href={link(inspection.encId)}>{inspection.typeName}</a>
                        {inspection.roNumber && (
                          <span className="hint">
                            {roLabel(say, M.roNumber, inspection.roNumber, "number")}
                          </span>
                        )}
                      </th>
                      {showVehicle && <td data-label={vehicle}>{inspection.vehicleName || "—"}</td>}
                      <td className="nowrap" data-label={status}>
                        <InspectionStatusBadge status={inspection.status} label={inspection.statusLabel} />
                      </td>
                      <td className="nowrap" data-label={mileage}>{inspection.mileage || "—"}</td>
                      <td className="nowrap history-results" data-label={results}>
                        <span className="result-pass">{say(M.pass, { count: inspection.pass })}</span>{" "}
                        <span className="result-warn">
                          {say(M.recommend, { count: inspection.recommend })}
                        </span>{" "}
                        <span className="result-fail">{say(M.fail, { count: inspection.fail })}</span>
                      </td>
                      <td className="nowrap" data-label={report}>
                        {say(inspection.reportSent ? M.sent : M.notSent)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
      </section>
      <section aria-labelledby="history-declined">
        <h2 id="history-declined">{say(M.declined)}</h2>
        {history.declined.length === 0
          ? <p className="empty">{say(M.noDeclined)}</p>
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
                      say(M.offered, { day: work.offered }),
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
